import { sql, type Kysely } from "kysely";

// Images no post uses are deleted a day after they were last uploaded (app/models/image-sweep.server.ts):
// uploading the same bytes again gives the writer the kept image, so it starts that day over.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable("images")
    .addColumn("uploaded_at", "text", (col) => col.notNull().defaultTo(""))
    .execute();
  await sql`update images set uploaded_at = created_at`.execute(db);
  await db.schema.createIndex("images_uploaded_idx").on("images").column("uploaded_at").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex("images_uploaded_idx").execute();
  await db.schema.alterTable("images").dropColumn("uploaded_at").execute();
}
