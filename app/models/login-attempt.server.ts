import { z } from "zod";

import { db } from "~/db.server";
import type { MailContext } from "~/emails/email";

import { logActivity } from "./activity.server";
import { reserveSignIn } from "./rate-limit.server";
import { hasSecondFactor, spendSecondFactor, type SecondFactorUse } from "./two-factor.server";
import { checkCredentials, LoginSchema, type LoginInput, type SessionUser } from "./user.server";

/** Said only to someone who gave the account's right password. */
export const DEACTIVATED_MESSAGE = "This account has been deactivated. Ask an Admin to reactivate it.";

/** Sign-in through the API: the password, and for an account with two-factor sign-in its code. */
export const ApiLoginSchema = LoginSchema.extend({
  code: z.string({ invalid_type_error: "Code must be text" }).max(32, "Code must be at most 32 characters").optional(),
});

export const WRONG_CODE_MESSAGE = "That code is not right, or was already used. Please try again.";

export type LoginOutcome =
  | { ok: true; user: SessionUser; secondFactor: SecondFactorUse | null }
  /** The password was right; the account asks for its second factor, which was not given. */
  | { ok: false; reason: "code-required"; user: SessionUser }
  | { ok: false; reason: "rate-limited" | "invalid-credentials" | "deactivated" | "wrong-code" };

/** Someone typed a username no account has: the log does not keep what they typed (it may be a password). */
const UNKNOWN_ACCOUNT = "Unknown username";

/** What a second factor needs: the key its secrets are sealed with, and (for its emails) the mail settings. */
export type SecondFactorContext = { key: string; mail?: MailContext };

/**
 * The one sign-in rule shared by the login page and the API: refuse while this address is
 * limited for this username or for all usernames, check the password, and keep the failure
 * counted when it is wrong (a right one clears the pair's failures). An account with a second
 * factor also needs `code` (an authenticator or recovery code): without it the answer is
 * "code-required" and nothing is forgotten, so codes guessed are counted across attempts.
 */
export async function attemptLogin(
  credentials: LoginInput & { code?: string },
  ip: string,
  now = Date.now(),
  secondFactor?: SecondFactorContext,
): Promise<LoginOutcome> {
  const reserved = await reserveSignIn({ ip, username: credentials.username }, now);
  if (!reserved) return { ok: false, reason: "rate-limited" };
  const check = await checkCredentials(credentials);
  const at = new Date(now);
  if (check.status === "wrong") {
    await reserved.confirm();
    const { account } = check;
    const actor = account ? { ...account, ip } : { id: null, username: UNKNOWN_ACCOUNT, ip };
    const summary = account ? "Failed sign-in: wrong password" : "Failed sign-in with an unknown username";
    await logActivity(db, actor, { kind: "sign-in", action: "failed", subjectId: account?.id, summary }, at);
    return { ok: false, reason: "invalid-credentials" };
  }
  const { user } = check;
  const actor = { id: user.id, username: user.username, ip };
  if (check.status === "deactivated") {
    await reserved.confirm();
    const summary = "Refused sign-in: the account is deactivated";
    await logActivity(db, actor, { kind: "sign-in", action: "refused", subjectId: user.id, summary }, at);
    return { ok: false, reason: "deactivated" };
  }
  if (await hasSecondFactor(user.id)) {
    if (credentials.code === undefined || !secondFactor) {
      await reserved.release();
      return { ok: false, reason: "code-required", user };
    }
    return finishWithCode(reserved, user, credentials.code, ip, at, secondFactor);
  }
  await reserved.forget();
  await completeSignIn(user, ip, at, null);
  return { ok: true, user, secondFactor: null };
}

/**
 * The second step of a sign-in whose password was right (the pending sign-in names the user):
 * counted by the same limits as passwords.
 */
export async function attemptSecondFactor(
  user: SessionUser,
  code: string,
  ip: string,
  context: SecondFactorContext,
  now = Date.now(),
): Promise<LoginOutcome> {
  const reserved = await reserveSignIn({ ip, username: user.username }, now);
  if (!reserved) return { ok: false, reason: "rate-limited" };
  return finishWithCode(reserved, user, code, ip, new Date(now), context);
}

async function finishWithCode(
  reserved: NonNullable<Awaited<ReturnType<typeof reserveSignIn>>>,
  user: SessionUser,
  code: string,
  ip: string,
  at: Date,
  context: SecondFactorContext,
): Promise<LoginOutcome> {
  const actor = { id: user.id, username: user.username, ip };
  const used = await spendSecondFactor(actor, code, { ...context, now: at });
  if (!used) {
    await reserved.confirm();
    const summary = "Failed sign-in: wrong or reused two-factor code";
    await logActivity(db, actor, { kind: "sign-in", action: "failed", subjectId: user.id, summary }, at);
    return { ok: false, reason: "wrong-code" };
  }
  await reserved.forget();
  await completeSignIn(user, ip, at, used);
  return { ok: true, user, secondFactor: used };
}

const HOW = { authenticator: " with an authenticator code", "recovery-code": " with a recovery code" } as const;

/** A sign-in that passed every check: noted on the account and in the log. */
export async function completeSignIn(
  user: SessionUser,
  ip: string,
  at: Date,
  secondFactor: SecondFactorUse | { method: "passkey" } | null,
) {
  const summary = secondFactor
    ? `Signed in${secondFactor.method === "passkey" ? " with a passkey" : HOW[secondFactor.method]}`
    : "Signed in";
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("users").set({ last_sign_in_at: at.toISOString() }).where("id", "=", user.id).execute();
    await logActivity(
      trx,
      { id: user.id, username: user.username, ip },
      { kind: "sign-in", action: "signed-in", subjectId: user.id, summary },
      at,
    );
  });
}

/**
 * The active account a pending sign-in (its password checked at `startedAt`) names, or null when
 * the account is gone or deactivated, or a sign-in finished since (a pending sign-in works once).
 */
export async function accountAwaitingSecondFactor(userId: number, startedAt: Date): Promise<SessionUser | null> {
  const row = await db
    .selectFrom("users")
    .select(["id", "username", "role", "last_sign_in_at"])
    .where("id", "=", userId)
    .where("deactivated_at", "is", null)
    .executeTakeFirst();
  if (!row || (row.last_sign_in_at && row.last_sign_in_at >= startedAt.toISOString())) return null;
  return { id: row.id, username: row.username, role: row.role };
}
