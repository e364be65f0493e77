import { db } from "~/db.server";

// Passkeys (WebAuthn credentials) of staff accounts: named by their owner, each with its public
// key, its authenticator's signature counter and when it last signed someone in.

/** The account's passkeys, newest first. */
export async function listPasskeys(userId: number) {
  const rows = await db
    .selectFrom("passkeys")
    .select(["id", "name", "created_at", "last_used_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, createdAt: row.created_at, lastUsedAt: row.last_used_at }));
}
