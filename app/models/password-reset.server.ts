import { sql, type Transaction } from "kysely";

import { db } from "~/db.server";
import type { MailContext } from "~/emails/email";
import { passwordResetEmail } from "~/emails/staff";
import { hashPassword } from "~/lib/password.server";
import { hashSecretToken, isTokenShaped, newSecretToken } from "~/lib/secret-token.server";

import { logActivity } from "./activity.server";
import { queueEmails } from "./outbox.server";
import { signOutEverywhere } from "./session.server";
import { toSessionUser, type SessionUser } from "./user.server";
import type { Database } from "../../db/database";

// Forgotten passwords: a link (single use, valid for one hour, its token stored only as a hash)
// sent to the account's address lets its owner choose a new password, which signs out every
// other session and API client.

export const RESET_TTL_MS = 60 * 60 * 1000;

export function resetUrl(siteUrl: string, token: string) {
  return `${siteUrl}/reset-password/${token}`;
}

/**
 * Sends a reset link to the active account with this address, if there is one: the link, its
 * email and the log entry are stored together. Nothing tells the caller whether there was one, not
 * even the time it takes: an unknown address gets the same work (a token hashed, the email
 * rendered, the same rows written in a transaction that commits), on a stand-in account's behalf,
 * inside a savepoint rolled back before the commit, so nothing is stored or sent.
 */
export async function requestPasswordReset(
  email: string,
  { mail, ip, now = new Date() }: { mail: MailContext; ip: string; now?: Date },
) {
  const address = email.toLowerCase();
  const token = newSecretToken();
  const tokenHash = hashSecretToken(token);
  const expiresAt = new Date(now.getTime() + RESET_TTL_MS).toISOString();
  await db.transaction().execute(async (trx) => {
    const user = await accountOrStandIn(trx, address);
    if (!user) return; // no account at all: no address can be told apart
    await sql`savepoint reset_request`.execute(trx);
    await trx
      .insertInto("password_resets")
      .values({ user_id: user.id, token_hash: tokenHash, created_at: now.toISOString(), expires_at: expiresAt })
      .execute();
    const content = passwordResetEmail({ name: user.name ?? user.username }, mail, {
      url: resetUrl(mail.siteUrl, token),
      expiresAt,
    });
    await queueEmails(trx, [{ ...content, kind: "password-reset", about: `user:${user.id}`, to: address }], {
      from: mail.from,
      now,
    });
    const actor = { id: user.id, username: user.username, ip };
    await logActivity(
      trx,
      actor,
      { kind: "account", action: "reset-requested", subjectId: user.id, summary: "Asked for a password reset link" },
      now,
    );
    if (!user.isOwner) await sql`rollback to savepoint reset_request`.execute(trx);
    await sql`release savepoint reset_request`.execute(trx);
  });
}

/**
 * In one query either way: the active account using this address (`isOwner`), else the first
 * account as a stand-in for the work an unknown address gets; null when there is no account.
 */
async function accountOrStandIn(trx: Transaction<Database>, address: string) {
  const row = await trx
    .selectFrom("users")
    .select(["id", "username", "name", "email"])
    .select(sql<number>`case when email = ${address} and deactivated_at is null then 1 else 0 end`.as("owner"))
    .where((eb) =>
      eb.or([
        eb("email", "=", address),
        eb(
          "id",
          "=",
          eb.selectFrom("users").select((users) => users.fn.min("id").as("first")),
        ),
      ]),
    )
    .orderBy("owner", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? { ...row, isOwner: Number(row.owner) === 1 && row.email !== null } : null;
}

export type ResetLink = { state: "valid"; username: string } | { state: "expired" | "invalid" };

/** Whether a reset link still works, and the username its new password must not contain. */
export async function resetFromToken(token: string | undefined, now = new Date()): Promise<ResetLink> {
  if (!token || !isTokenShaped(token)) return { state: "invalid" };
  const row = await db
    .selectFrom("password_resets")
    .innerJoin("users", "users.id", "password_resets.user_id")
    .select(["users.username", "password_resets.expires_at", "password_resets.used_at", "users.deactivated_at"])
    .where("password_resets.token_hash", "=", hashSecretToken(token))
    .executeTakeFirst();
  if (!row || row.used_at || row.deactivated_at) return { state: "invalid" };
  if (row.expires_at <= now.toISOString()) return { state: "expired" };
  return { state: "valid", username: row.username };
}

/**
 * Sets the new password with a reset link: the link is spent, every session of the account ends
 * and its other reset links stop working, in one transaction. The user (to start a new session),
 * or null when the link no longer works.
 */
export async function resetPassword(
  token: string,
  password: string,
  { ip, now = new Date() }: { ip: string; now?: Date },
): Promise<SessionUser | null> {
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const reset = await trx
      .updateTable("password_resets")
      .set({ used_at: now.toISOString() })
      .where("token_hash", "=", hashSecretToken(token))
      .where("used_at", "is", null)
      .where("expires_at", ">", now.toISOString())
      .returning("user_id")
      .executeTakeFirst();
    if (!reset) return null;
    const user = await trx
      .updateTable("users")
      .set({ password_hash: passwordHash, updated_at: now.toISOString() })
      .where("id", "=", reset.user_id)
      .where("deactivated_at", "is", null)
      .returning(["id", "username", "role"])
      .executeTakeFirst();
    if (!user) return null;
    await signOutEverywhere(trx, user.id);
    const actor = { id: user.id, username: user.username, ip };
    await logActivity(
      trx,
      actor,
      {
        kind: "account",
        action: "password-reset",
        subjectId: user.id,
        summary: "Reset their password with an emailed link",
      },
      now,
    );
    return toSessionUser(user);
  });
}
