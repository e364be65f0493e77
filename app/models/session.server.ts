import { randomBytes } from "node:crypto";

import { db } from "~/db.server";

export const SESSION_TTL_MS = 1000 * 60 * 60 * 24 * 7;

/** A new server-side session: an unguessable id, valid for SESSION_TTL_MS. */
export async function createSession(userId: number) {
  const now = Date.now();
  const session = {
    id: randomBytes(32).toString("base64url"),
    user_id: userId,
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + SESSION_TTL_MS).toISOString(),
  };
  await db.transaction().execute(async (trx) => {
    // Housekeeping on sign-in, the only time sessions are written.
    await trx.deleteFrom("sessions").where("expires_at", "<=", session.created_at).execute();
    await trx.insertInto("sessions").values(session).execute();
  });
  return session;
}

export async function getSessionUser(sessionId: string) {
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select(["users.id", "users.username", "users.is_admin"])
    .where("sessions.id", "=", sessionId)
    .where("sessions.expires_at", ">", new Date().toISOString())
    .executeTakeFirst();
  return row ? { id: row.id, username: row.username, isAdmin: row.is_admin === 1 } : null;
}

export async function deleteSession(sessionId: string) {
  await db.deleteFrom("sessions").where("id", "=", sessionId).execute();
}
