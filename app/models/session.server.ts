import { randomBytes } from "node:crypto";

import { db } from "~/db.server";

import { toSessionUser } from "./user.server";

export const SESSION_TTL_MS = 1000 * 60 * 60 * 24 * 7;

export type Session = { id: string; userId: number; createdAt: string; expiresAt: string };

/** A new server-side session: an unguessable id, valid for SESSION_TTL_MS. */
export async function createSession(userId: number): Promise<Session> {
  const now = Date.now();
  const session = {
    id: randomBytes(32).toString("base64url"),
    userId,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + SESSION_TTL_MS).toISOString(),
  };
  await db.transaction().execute(async (trx) => {
    // Housekeeping on sign-in, the only time sessions are written.
    await trx.deleteFrom("sessions").where("expires_at", "<=", session.createdAt).execute();
    await trx
      .insertInto("sessions")
      .values({ id: session.id, user_id: userId, created_at: session.createdAt, expires_at: session.expiresAt })
      .execute();
  });
  return session;
}

export async function getSessionUser(sessionId: string) {
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select(["users.id", "users.username", "users.role"])
    .where("sessions.id", "=", sessionId)
    .where("sessions.expires_at", ">", new Date().toISOString())
    .executeTakeFirst();
  return row ? toSessionUser(row) : null;
}

export async function deleteSession(sessionId: string) {
  await db.deleteFrom("sessions").where("id", "=", sessionId).execute();
}
