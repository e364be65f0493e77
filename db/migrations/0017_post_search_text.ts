import { sql, type Kysely } from "kysely";

// A search on /insights looks in a post's title, description and body: the body's text (tags
// removed) is kept beside its HTML. Existing posts get theirs at the next start-up, which rewrites
// every stored body marked as cleaned with an older allow-list (db/blog-body.ts).
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable("blogs")
    .addColumn("body_text", "text", (col) => col.notNull().defaultTo(""))
    .execute();
  await sql`update blogs set sanitizer_version = 0`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable("blogs").dropColumn("body_text").execute();
}
