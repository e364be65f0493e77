import { sql, type Kysely } from "kysely";

import { engineOf } from "../migration-helpers";

// Tags can be edited on their own now (name, description): the public pages show them (a tag's
// page and feed, a post's tags), so a write to `tags` or `post_tags` moves the content version on,
// as a write to `blogs` does (migrations 0008 and 0010: the same triggers, the same function).
const TAG_TABLES = ["tags", "post_tags"];

export async function up(db: Kysely<unknown>) {
  if (engineOf(db) === "postgres") {
    for (const table of TAG_TABLES) {
      await sql`
        create trigger ${sql.id(`${table}_content_version`)}
        after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function bump_content_version()`.execute(db);
    }
    return;
  }
  for (const table of TAG_TABLES) {
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
    for (const table of TAG_TABLES)
      await sql`drop trigger ${sql.id(`${table}_content_version`)} on ${sql.table(table)}`.execute(db);
    return;
  }
  for (const table of TAG_TABLES)
    for (const event of ["insert", "update", "delete"])
      await sql`drop trigger ${sql.id(`${table}_content_version_${event}`)}`.execute(db);
}
