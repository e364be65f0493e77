import type { Kysely } from "kysely";

import { upsertUser } from "./admin.server";
import { seedContentDocuments } from "./content.server";
import { seedDemoContent } from "./demo-content.server";
import type { Database } from "../../db/database";

// What the server puts into its database at start, after the migrations: one module per part
// (app/seed/*.server.ts), each safe to run on every start and on several instances at once.

export type SeedOptions = {
  seedDemo: boolean;
  admin: { username: string; password: string } | null;
};

/**
 * Writes the pages' content documents that are missing, creates or resets the configured admin,
 * then fills an empty database with the demo content.
 */
export async function seedDatabase(db: Kysely<Database>, { seedDemo, admin }: SeedOptions) {
  await seedContentDocuments(db);
  if (admin) await upsertUser(db, { ...admin, role: "admin" });
  if (seedDemo) await seedDemoContent(db);
}
