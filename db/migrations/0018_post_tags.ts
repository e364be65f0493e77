import type { Kysely } from "kysely";

import { withId } from "../migration-helpers";

// Posts have tags: many per post, each with its own page (/insights/tag/{slug}) and feed.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("tags")
    .$call(withId(db))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("slug", "text", (col) => col.notNull().unique())
    .addColumn("description", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("post_tags")
    .$call(withId(db))
    .addColumn("blog_id", "integer", (col) => col.notNull().references("blogs.id").onDelete("cascade"))
    .addColumn("tag_id", "integer", (col) => col.notNull().references("tags.id").onDelete("cascade"))
    // The order the writer gave the tags in.
    .addColumn("position", "integer", (col) => col.notNull())
    .addUniqueConstraint("post_tags_blog_tag_unique", ["blog_id", "tag_id"])
    .execute();
  await db.schema.createIndex("post_tags_tag_idx").on("post_tags").columns(["tag_id", "blog_id"]).execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("post_tags").execute();
  await db.schema.dropTable("tags").execute();
}
