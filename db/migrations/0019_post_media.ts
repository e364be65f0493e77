import { sql, type Kysely } from "kysely";

import { withId } from "../migration-helpers";

// Posts get uploaded images (a cover, and images in the body) in responsive sizes, a featured
// flag, and search and social fields.
//
// An image keeps its original file and its variants (each width in AVIF, WebP and its own format),
// every one a row of `files`; a variant is served at /media/{its SHA-256}.{ext}, so its URL names
// its bytes and can be cached for good.
export async function up(db: Kysely<unknown>) {
  await db.schema.createIndex("files_sha256_idx").on("files").column("sha256").execute();

  await db.schema
    .createTable("images")
    .$call(withId(db))
    // The SHA-256 of the uploaded bytes: the same upload twice is one image.
    .addColumn("sha256", "text", (col) => col.notNull().unique())
    .addColumn("file_id", "integer", (col) => col.notNull().references("files.id"))
    .addColumn("format", "text", (col) => col.notNull())
    .addColumn("width", "integer", (col) => col.notNull())
    .addColumn("height", "integer", (col) => col.notNull())
    .addColumn("user_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("image_variants")
    .$call(withId(db))
    .addColumn("image_id", "integer", (col) => col.notNull().references("images.id").onDelete("cascade"))
    .addColumn("file_id", "integer", (col) => col.notNull().references("files.id"))
    .addColumn("format", "text", (col) => col.notNull())
    .addColumn("width", "integer", (col) => col.notNull())
    .addColumn("height", "integer", (col) => col.notNull())
    .addUniqueConstraint("image_variants_size_unique", ["image_id", "width", "format"])
    .execute();
  await db.schema.createIndex("image_variants_file_idx").on("image_variants").column("file_id").execute();

  await db.schema
    .alterTable("blogs")
    .addColumn("image_id", "integer", (col) => col.references("images.id").onDelete("set null"))
    .execute();
  await db.schema
    .alterTable("blogs")
    .addColumn("image_alt", "text", (col) => col.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("blogs")
    .addColumn("featured", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  // One featured post at most.
  await sql`create unique index blogs_featured_idx on blogs (featured) where featured = 1`.execute(db);
  await db.schema
    .alterTable("blogs")
    .addColumn("meta_title", "text", (col) => col.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("blogs")
    .addColumn("meta_description", "text", (col) => col.notNull().defaultTo(""))
    .execute();
  await db.schema.alterTable("blogs").addColumn("social_image", "text").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex("blogs_featured_idx").execute();
  for (const column of ["social_image", "meta_description", "meta_title", "featured", "image_alt", "image_id"]) {
    await db.schema.alterTable("blogs").dropColumn(column).execute();
  }
  await db.schema.dropTable("image_variants").execute();
  await db.schema.dropTable("images").execute();
  await db.schema.dropIndex("files_sha256_idx").execute();
}
