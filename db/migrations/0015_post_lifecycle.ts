import { sql, type Kysely } from "kysely";

// Posts have a lifecycle: draft, published (scheduled while its published_at is ahead) or
// unpublished. Public lists read the live posts newest-published first from this index, and the
// sitemap their last change from the index alone.
export async function up(db: Kysely<unknown>) {
  await sql`update blogs set status = 'published' where status not in ('draft', 'published', 'unpublished')`.execute(
    db,
  );
  await db.schema
    .createIndex("blogs_status_published_at_idx")
    .on("blogs")
    .columns(["status", "published_at", "id", "updated_at"])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex("blogs_status_published_at_idx").execute();
}
