import { sql, type Kysely } from "kysely";

import { withId } from "../migration-helpers";

// Each save of a post keeps a version of its text (the newest 50: app/models/post-revision-record.server.ts),
// to compare with the current text and restore. Numbered 0020: 0019 is taken by a change made on main.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("post_revisions")
    .$call(withId(db))
    .addColumn("blog_id", "integer", (col) => col.notNull().references("blogs.id").onDelete("cascade"))
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("content", "text", (col) => col.notNull())
    .addColumn("author", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    // Null for a save no one signed in made (the API without a user, the command line, the seed),
    // and once the account is deleted.
    .addColumn("user_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("origin", "text", (col) => col.notNull().check(sql`origin in ('save', 'autosave', 'restore')`))
    .execute();
  await db.schema.createIndex("post_revisions_blog_idx").on("post_revisions").columns(["blog_id", "id"]).execute();
  // Every post has a history from the start: its text as it is now, dated by its last save.
  await sql`insert into post_revisions (blog_id, title, description, content, author, created_at, user_id, origin)
    select id, title, description, content, author, updated_at, null, 'save' from blogs order by id`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("post_revisions").execute();
}
