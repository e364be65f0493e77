import { sql, type Kysely } from "kysely";

import { withId } from "../migration-helpers";

// Tokens for /api clients. A sign-in starts a family; each refresh rotates within it,
// so reuse of a rotated refresh token can revoke every token of that sign-in.
// Only SHA-256 hashes of tokens are stored.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("api_token_families")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("revoked_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("api_token_families_user_id_idx").on("api_token_families").column("user_id").execute();

  await db.schema
    .createTable("api_tokens")
    .$call(withId(db))
    .addColumn("family_id", "text", (col) => col.notNull().references("api_token_families.id").onDelete("cascade"))
    .addColumn("kind", "text", (col) => col.notNull().check(sql`kind in ('access', 'refresh')`))
    .addColumn("token_hash", "text", (col) => col.notNull().unique())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("used_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("api_tokens_family_id_idx").on("api_tokens").column("family_id").execute();
  await db.schema.createIndex("api_tokens_expires_at_idx").on("api_tokens").column("expires_at").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("api_tokens").execute();
  await db.schema.dropTable("api_token_families").execute();
}
