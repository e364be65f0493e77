import type { Kysely } from "kysely";

// Per-address write limits (app/lib/write-limits.ts): one row counts the writes one client address
// made in one bucket during one minute. Counted in the database, so every instance sees the same
// counts; a minute's rows are deleted a few minutes later.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("rate_limit_windows")
    .addColumn("bucket", "text", (col) => col.notNull())
    .addColumn("client", "text", (col) => col.notNull())
    .addColumn("window_start", "text", (col) => col.notNull())
    .addColumn("hits", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("rate_limit_windows_pkey", ["bucket", "client", "window_start"])
    .execute();
  await db.schema.createIndex("rate_limit_windows_start_idx").on("rate_limit_windows").column("window_start").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("rate_limit_windows").execute();
}
