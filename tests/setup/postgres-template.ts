// Vitest runs this once per run, before any test file. On PostgreSQL it migrates one database,
// which each file's own database (tests/setup/database.ts) is copied from: a copy takes no longer
// than creating an empty database, while migrating each took about a second of the server's work.
// Like the files' databases it stays when the run ends (dropping a database costs PostgreSQL 15 a
// checkpoint: seconds on a busy server); its name starts with test_, so npm test's sweep drops it.
import { randomBytes } from "node:crypto";
import type { TestProject } from "vitest/node";

import { openDatabase } from "../../db/connect";
import { migrateToLatest } from "../../db/migrate";
import { closeForCopies, createDatabase } from "../../scripts/test-servers.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated database each test file's own is a copy of (PostgreSQL runs only). */
    postgresTemplate: string | null;
  }
}

export default async function migratedTemplate(project: TestProject) {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) {
    project.provide("postgresTemplate", null);
    return;
  }
  const name = `test_template_${randomBytes(6).toString("hex")}`;
  const { db } = openDatabase({ url: await createDatabase(server, name), path: "" });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  await closeForCopies(server, name);
  project.provide("postgresTemplate", name);
}
