import { db } from "~/db.server";
import { normalizeUsername } from "~/lib/username";

import { logActivity } from "./activity.server";
import { checkCredentials, type LoginInput, type SessionUser } from "./user.server";

/**
 * Failed sign-ins are limited per (address, username) and per address, never per username
 * alone: failures for a username from many addresses must not lock its owner out (OWASP's
 * advice on account lock-out), while one address cannot guess one password or spray many usernames.
 */
export const LOGIN_PAIR_LIMIT = 10;
export const LOGIN_ADDRESS_LIMIT = 50;
export const LOGIN_ATTEMPT_WINDOW_MS = 60_000;
/** Rows this old no longer count for anything and are deleted. */
const LOGIN_ATTEMPT_RETENTION_MS = LOGIN_ATTEMPT_WINDOW_MS * 10;
export const TOO_MANY_ATTEMPTS_MESSAGE = "Too many attempts. Please wait a minute and try again.";
/** Said only to someone who gave the account's right password. */
export const DEACTIVATED_MESSAGE = "This account has been deactivated. Ask an Admin to reactivate it.";

type Attempt = { ip: string; username: string };

/** Failures counted in the window for this (address, username) pair and for the address. */
async function countFailures({ ip, username }: Attempt, now: number) {
  const since = new Date(now - LOGIN_ATTEMPT_WINDOW_MS).toISOString();
  const row = await db
    .selectFrom("login_attempts")
    .select((eb) => [
      eb.fn.countAll<number>().as("byAddress"),
      eb.fn
        .sum<number>(eb.case().when("username", "=", normalizeUsername(username)).then(1).else(0).end())
        .as("byPair"),
    ])
    .where("ip", "=", ip)
    .where("attempted_at", ">", since)
    .executeTakeFirstOrThrow();
  return { byPair: Number(row.byPair ?? 0), byAddress: Number(row.byAddress) };
}

/** Whether this address already used up its failed attempts, for this username or across usernames. */
export async function isLoginRateLimited(attempt: Attempt, now = Date.now()) {
  const { byPair, byAddress } = await countFailures(attempt, now);
  return byPair >= LOGIN_PAIR_LIMIT || byAddress >= LOGIN_ADDRESS_LIMIT;
}

/** Counts a failed attempt (and prunes rows too old to count). Returns the row's id. */
export async function recordFailedLogin({ ip, username }: Attempt, now = Date.now()) {
  await db
    .deleteFrom("login_attempts")
    .where("attempted_at", "<", new Date(now - LOGIN_ATTEMPT_RETENTION_MS).toISOString())
    .execute();
  const row = await db
    .insertInto("login_attempts")
    .values({ ip, username: normalizeUsername(username), attempted_at: new Date(now).toISOString() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A successful sign-in from an address forgets that pair's failures. */
async function clearFailedLogins({ ip, username }: Attempt) {
  await db
    .deleteFrom("login_attempts")
    .where("ip", "=", ip)
    .where("username", "=", normalizeUsername(username))
    .execute();
}

/**
 * Counts this attempt as a failure before the password is checked, so parallel guesses
 * cannot all pass the limit before any of them is recorded. Over the limit, the attempt
 * is refused and uncounted (a refused attempt does not extend the wait).
 */
async function reserveAttempt(attempt: Attempt, now: number) {
  const id = await recordFailedLogin(attempt, now);
  const { byPair, byAddress } = await countFailures(attempt, now);
  if (byPair <= LOGIN_PAIR_LIMIT && byAddress <= LOGIN_ADDRESS_LIMIT) return true;
  await db.deleteFrom("login_attempts").where("id", "=", id).execute();
  return false;
}

export type LoginOutcome =
  { ok: true; user: SessionUser } | { ok: false; reason: "rate-limited" | "invalid-credentials" | "deactivated" };

/** Someone typed a username no account has: the log does not keep what they typed (it may be a password). */
const UNKNOWN_ACCOUNT = "Unknown username";

/**
 * The one sign-in rule shared by the login page and the API: refuse while this address is
 * limited for this username or for all usernames, check the password, and keep the failure
 * counted when it is wrong (a right one clears the pair's failures).
 */
export async function attemptLogin(credentials: LoginInput, ip: string, now = Date.now()): Promise<LoginOutcome> {
  const attempt = { ip, username: credentials.username };
  if (!(await reserveAttempt(attempt, now))) return { ok: false, reason: "rate-limited" };
  const check = await checkCredentials(credentials);
  const at = new Date(now);
  if (check.status === "wrong") {
    const { account } = check;
    const actor = account ? { ...account, ip } : { id: null, username: UNKNOWN_ACCOUNT, ip };
    const summary = account ? "Failed sign-in: wrong password" : "Failed sign-in with an unknown username";
    await logActivity(db, actor, { kind: "sign-in", action: "failed", subjectId: account?.id, summary }, at);
    return { ok: false, reason: "invalid-credentials" };
  }
  const { user } = check;
  const actor = { id: user.id, username: user.username, ip };
  if (check.status === "deactivated") {
    const summary = "Refused sign-in: the account is deactivated";
    await logActivity(db, actor, { kind: "sign-in", action: "refused", subjectId: user.id, summary }, at);
    return { ok: false, reason: "deactivated" };
  }
  await clearFailedLogins(attempt);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("users").set({ last_sign_in_at: at.toISOString() }).where("id", "=", user.id).execute();
    await logActivity(
      trx,
      actor,
      { kind: "sign-in", action: "signed-in", subjectId: user.id, summary: "Signed in" },
      at,
    );
  });
  return { ok: true, user };
}
