// Vitest runs this before each test file. On PostgreSQL the file gets a database of its own (as on
// SQLite it gets its own in-memory one), set as DATABASE_URL before the app reads it: a copy of the
// run's migrated template (tests/setup/postgres-template.ts). They are named test_…; `npm test`
// drops them at the end (dropping here would cut the app's connections while its pool still holds them).
// Imported only on PostgreSQL: on SQLite, loading the database modules here would cost every file
// (most of all those that never open a database) about 0.4 s.
import { inject } from "vitest";

if (process.env.TEST_DATABASE_URL) {
  const { createPostgresDatabase } = await import("../databases");
  process.env.DATABASE_URL = await createPostgresDatabase(undefined, inject("postgresTemplate") ?? undefined);
}
