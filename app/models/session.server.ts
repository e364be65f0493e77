import type { Kysely } from "kysely";
import { randomBytes } from "node:crypto";

import { db } from "~/db.server";

import { logActivity, withActivity, type StaffActor } from "./activity.server";
import { toSessionUser } from "./user.server";
import type { Database } from "../../db/database";

export const SESSION_TTL_MS = 1000 * 60 * 60 * 24 * 7;
/** A session's "last seen" is written at most this often (not on every request). */
const LAST_SEEN_RESOLUTION_MS = 60_000;

export type Session = { id: string; userId: number; createdAt: string; expiresAt: string };

/** Where a session is started from: the client's address and its User-Agent header. */
export type SessionDevice = { ip: string; userAgent: string | null };

const MAX_USER_AGENT_LENGTH = 512;

/** A new server-side session: an unguessable id, valid for SESSION_TTL_MS. */
export async function createSession(userId: number, device: SessionDevice): Promise<Session> {
  const now = Date.now();
  const session = {
    id: randomBytes(32).toString("base64url"),
    userId,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + SESSION_TTL_MS).toISOString(),
  };
  await db.transaction().execute(async (trx) => {
    // Housekeeping on sign-in, the only time sessions are created.
    await trx.deleteFrom("sessions").where("expires_at", "<=", session.createdAt).execute();
    await trx
      .insertInto("sessions")
      .values({
        id: session.id,
        user_id: userId,
        created_at: session.createdAt,
        expires_at: session.expiresAt,
        last_seen_at: session.createdAt,
        ip: device.ip,
        user_agent: device.userAgent?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
      })
      .execute();
  });
  return session;
}

/**
 * The user of a live session of an active account, or null. Marks the session seen now (once a
 * minute at most, so a busy back-office does not write on every request).
 */
export async function getSessionUser(sessionId: string, now = new Date()) {
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select(["users.id", "users.username", "users.role", "sessions.last_seen_at"])
    .where("sessions.id", "=", sessionId)
    .where("sessions.expires_at", ">", now.toISOString())
    .where("users.deactivated_at", "is", null)
    .executeTakeFirst();
  if (!row) return null;
  const stale = new Date(now.getTime() - LAST_SEEN_RESOLUTION_MS).toISOString();
  if (!row.last_seen_at || row.last_seen_at < stale) {
    await db.updateTable("sessions").set({ last_seen_at: now.toISOString() }).where("id", "=", sessionId).execute();
  }
  return toSessionUser(row);
}

/**
 * Signs an account out everywhere but `keepSessionId` (inside the caller's transaction): its other
 * sessions end, its API tokens stop working, and its unused password reset links too.
 */
export async function signOutEverywhere(trx: Kysely<Database>, userId: number, keepSessionId: string | null = null) {
  let sessions = trx.deleteFrom("sessions").where("user_id", "=", userId);
  if (keepSessionId) sessions = sessions.where("id", "<>", keepSessionId);
  await sessions.execute();
  await trx
    .updateTable("api_token_families")
    .set({ revoked_at: new Date().toISOString() })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .execute();
  await trx.deleteFrom("password_resets").where("user_id", "=", userId).where("used_at", "is", null).execute();
}

export async function deleteSession(sessionId: string) {
  await db.deleteFrom("sessions").where("id", "=", sessionId).execute();
}

/** Sign-out: ends the session, logged as its account's, from `ip`. */
export async function signOut(sessionId: string, ip: string) {
  await db.transaction().execute(async (trx) => {
    const session = await trx
      .deleteFrom("sessions")
      .where("id", "=", sessionId)
      .returning("user_id")
      .executeTakeFirst();
    if (!session) return;
    const user = await trx
      .selectFrom("users")
      .select(["id", "username"])
      .where("id", "=", session.user_id)
      .executeTakeFirstOrThrow();
    const entry = { kind: "sign-in", action: "signed-out", subjectId: user.id, summary: "Signed out" } as const;
    await logActivity(trx, { ...user, ip }, entry);
  });
}

/** A user's live sessions, the most recently used first. */
export async function listSessions(userId: number, now = new Date()) {
  const rows = await db
    .selectFrom("sessions")
    .select(["id", "ip", "user_agent", "created_at", "last_seen_at"])
    .where("user_id", "=", userId)
    .where("expires_at", ">", now.toISOString())
    .orderBy("last_seen_at", "desc")
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    ip: row.ip,
    userAgent: row.user_agent,
    signedInAt: row.created_at,
    lastSeenAt: row.last_seen_at ?? row.created_at,
  }));
}

/** Ends one of the actor's own sessions (never someone else's); whether there was one. */
export async function endOwnSession(actor: StaffActor, sessionId: string) {
  const ended = await withActivity(
    actor,
    async (trx) => {
      const result = await trx
        .deleteFrom("sessions")
        .where("id", "=", sessionId)
        .where("user_id", "=", actor.id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    (deleted) =>
      deleted ? { kind: "account", action: "signed-out-session", summary: "Signed out another session" } : null,
  );
  return ended === true;
}

/** Ends every session of the actor but the current one; how many. */
export async function endOtherSessions(actor: StaffActor, currentSessionId: string) {
  return withActivity(
    actor,
    async (trx) => {
      const result = await trx
        .deleteFrom("sessions")
        .where("user_id", "=", actor.id)
        .where("id", "<>", currentSessionId)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    (count) => ({
      kind: "account",
      action: "signed-out-elsewhere",
      summary: `Signed out everywhere else (${count} ${count === 1 ? "session" : "sessions"})`,
    }),
  );
}
