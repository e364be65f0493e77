import { sql, type Kysely } from "kysely";

import { engineOf } from "../migration-helpers";

// One number that changes whenever content the public pages show changes: the page cache keeps a
// page only while the number it was rendered at is still current (see app/models/content-version.server.ts).
// Triggers bump it inside the writing transaction, so no write path (a form, the API, the seed, a
// copy, SQL typed by hand) can forget it, and it changes exactly when the write commits.
const CONTENT_TABLES = ["blogs", "jobs"];

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("content_version")
    .addColumn("id", "integer", (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn("version", "bigint", (col) => col.notNull())
    .execute();
  await sql`insert into content_version (id, version) values (1, 1)`.execute(db);

  if (engineOf(db) === "postgres") {
    await sql`
      create function bump_content_version() returns trigger language plpgsql as $$
      begin
        update content_version set version = version + 1 where id = 1;
        return null;
      end $$`.execute(db);
    for (const table of CONTENT_TABLES) {
      await sql`
        create trigger ${sql.id(`${table}_content_version`)}
        after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function bump_content_version()`.execute(db);
    }
    return;
  }
  for (const table of CONTENT_TABLES) {
    for (const event of ["insert", "update", "delete"]) {
      await sql`
        create trigger ${sql.id(`${table}_content_version_${event}`)}
        after ${sql.raw(event)} on ${sql.table(table)}
        begin update content_version set version = version + 1 where id = 1; end`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>) {
  if (engineOf(db) === "postgres") {
    for (const table of CONTENT_TABLES)
      await sql`drop trigger ${sql.id(`${table}_content_version`)} on ${sql.table(table)}`.execute(db);
    await sql`drop function bump_content_version()`.execute(db);
  } else {
    for (const table of CONTENT_TABLES)
      for (const event of ["insert", "update", "delete"])
        await sql`drop trigger ${sql.id(`${table}_content_version_${event}`)}`.execute(db);
  }
  await db.schema.dropTable("content_version").execute();
}
