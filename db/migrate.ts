/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on any schema version: kysely's documented Kysely<any> */
import { Migrator, sql, type Kysely, type MigrationResultSet } from "kysely";

import { engineOf } from "./migration-helpers";
import { migrations } from "./migrations";

function migrator(db: Kysely<any>) {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

/**
 * Applies every migration not yet applied, exactly once even when several instances start at the
 * same time: on PostgreSQL kysely's migrator holds an advisory lock for the run (in one
 * transaction); on SQLite, where it takes no lock, the run is one BEGIN IMMEDIATE transaction,
 * which a second process waits for, then finds nothing to do.
 */
export async function migrateToLatest(db: Kysely<any>) {
  const { error, results } =
    engineOf(db) === "sqlite" ? await migrateSqliteInOneTransaction(db) : await migrator(db).migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === "Error") console.error(`[db] migration ${result.migrationName} failed`);
  }
  if (error) throw error;
  return results ?? [];
}

function migrateSqliteInOneTransaction(db: Kysely<any>) {
  return db.connection().execute(async (connection): Promise<MigrationResultSet> => {
    await sql`begin immediate`.execute(connection);
    try {
      const outcome = await migrator(connection).migrateToLatest();
      await sql.raw(outcome.error ? "rollback" : "commit").execute(connection);
      return outcome;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}

/** The names of the migrations this build ships that the database has not applied (reads only). */
export async function pendingMigrations(db: Kysely<any>) {
  const known = await migrator(db).getMigrations();
  return known.filter((migration) => !migration.executedAt).map((migration) => migration.name);
}
