import { sql, type Kysely } from "kysely";

// Two tabs (or a retried request) may refresh with the same refresh token at once. For a short
// grace window after rotation the old token's row keeps the new pair, encrypted with a key
// derived from the old token itself (AES-256-GCM), so a parallel refresh gets the same pair
// instead of being taken for theft. Only a holder of the old token can decrypt it; it is erased
// once the window is over. The partial index finds the few rows that still hold one.
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable("api_tokens").addColumn("successor_box", "text").execute();
  await db.schema
    .createIndex("api_tokens_successor_box_used_at_idx")
    .on("api_tokens")
    .column("used_at")
    .where(sql.ref("successor_box"), "is not", null)
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex("api_tokens_successor_box_used_at_idx").execute();
  await db.schema.alterTable("api_tokens").dropColumn("successor_box").execute();
}
