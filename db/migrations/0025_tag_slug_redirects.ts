import { sql, type Kysely } from "kysely";

import { engineOf } from "../migration-helpers";

// Tags can be renamed (a new slug), merged into another and deleted. A slug a tag had, or the slug
// of a tag merged into it, keeps leading to its page (301), as a post's old slugs do; deleting the
// tag deletes them. They decide what public URLs answer, so writes to them move the content version
// on as writes to `tags` do (migrations 0021 and 0023: the same triggers, the same function).
const TABLE = "tag_slug_redirects";

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable(TABLE)
    .addColumn("slug", "text", (col) => col.primaryKey())
    .addColumn("tag_id", "integer", (col) => col.notNull().references("tags.id").onDelete("cascade"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("tag_slug_redirects_tag_idx").on(TABLE).column("tag_id").execute();

  if (engineOf(db) === "postgres") {
    await sql`
      create constraint trigger ${sql.id(`${TABLE}_content_version`)}
      after insert or update or delete on ${sql.table(TABLE)}
      deferrable initially deferred
      for each row execute function bump_content_version()`.execute(db);
    await sql`
      create trigger ${sql.id(`${TABLE}_content_version_truncate`)}
      after truncate on ${sql.table(TABLE)}
      for each statement execute function bump_content_version()`.execute(db);
    return;
  }
  for (const event of ["insert", "update", "delete"]) {
    await sql`
      create trigger ${sql.id(`${TABLE}_content_version_${event}`)}
      after ${sql.raw(event)} on ${sql.table(TABLE)}
      begin update content_version set version = version + 1 where id = 1; end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>) {
  // Dropping the table drops its triggers on both engines.
  await db.schema.dropTable(TABLE).execute();
}
