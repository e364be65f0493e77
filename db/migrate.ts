/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on any schema version: kysely's documented Kysely<any> */
import { Migrator, type Kysely } from "kysely";

import { migrations } from "./migrations";

function migrator(db: Kysely<any>) {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

export async function migrateToLatest(db: Kysely<any>) {
  const { error, results } = await migrator(db).migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === "Error") console.error(`[db] migration ${result.migrationName} failed`);
  }
  if (error) throw error;
  return results ?? [];
}

/** The names of the migrations this build ships that the database has not applied (reads only). */
export async function pendingMigrations(db: Kysely<any>) {
  const known = await migrator(db).getMigrations();
  return known.filter((migration) => !migration.executedAt).map((migration) => migration.name);
}
