import { sql, type Kysely } from "kysely";

import { firstFreeSlug, slugify } from "../../app/lib/slug";

// Posts have readable URLs: /blog/{slug}, unique, made from the title for the posts there are. A
// slug a post had before keeps leading to it (blog_slug_redirects, 301).
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable("blogs").addColumn("slug", "text").execute();
  const posts = await sql<{ id: number; title: string }>`select id, title from blogs order by id`.execute(db);
  const taken = new Set<string>();
  for (const { id, title } of posts.rows) {
    const slug = firstFreeSlug(slugify(title), taken);
    taken.add(slug);
    await sql`update blogs set slug = ${slug} where id = ${id}`.execute(db);
  }
  await db.schema.createIndex("blogs_slug_idx").on("blogs").column("slug").unique().execute();
  // The sitemap links live posts by slug: the public lists' index carries it, so the sitemap still
  // reads from the index alone.
  await db.schema.dropIndex("blogs_status_published_at_idx").execute();
  await db.schema
    .createIndex("blogs_status_published_at_idx")
    .on("blogs")
    .columns(["status", "published_at", "id", "updated_at", "slug"])
    .execute();

  await db.schema
    .createTable("blog_slug_redirects")
    .addColumn("slug", "text", (col) => col.primaryKey())
    .addColumn("blog_id", "integer", (col) => col.notNull().references("blogs.id").onDelete("cascade"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("blog_slug_redirects_blog_idx").on("blog_slug_redirects").column("blog_id").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("blog_slug_redirects").execute();
  await db.schema.dropIndex("blogs_status_published_at_idx").execute();
  await db.schema
    .createIndex("blogs_status_published_at_idx")
    .on("blogs")
    .columns(["status", "published_at", "id", "updated_at"])
    .execute();
  await db.schema.dropIndex("blogs_slug_idx").execute();
  await db.schema.alterTable("blogs").dropColumn("slug").execute();
}
