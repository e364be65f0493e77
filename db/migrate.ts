import { Migrator, type Kysely } from "kysely";

import { migrations } from "./migrations";

export async function migrateToLatest(db: Kysely<any>) {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === "Error") console.error(`[db] migration ${result.migrationName} failed`);
  }
  if (error) throw error;
  return results ?? [];
}
