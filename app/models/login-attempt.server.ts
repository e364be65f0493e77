import { db } from "~/db.server";
import { normalizeUsername } from "~/utils/username";

import { verifyLogin, type LoginInput, type SessionUser } from "./user.server";

/** Failed sign-ins allowed per IP and per username within the window. */
export const LOGIN_ATTEMPT_LIMIT = 10;
export const LOGIN_ATTEMPT_WINDOW_MS = 60_000;
export const TOO_MANY_ATTEMPTS_MESSAGE = "Too many attempts. Please wait a minute and try again.";

type Attempt = { ip: string; username: string };

/** Whether this IP or this username already used up its failed attempts in the window. */
export async function isLoginRateLimited({ ip, username }: Attempt, now = Date.now()) {
  const since = new Date(now - LOGIN_ATTEMPT_WINDOW_MS).toISOString();
  const countFailures = (column: "ip" | "username", value: string) =>
    db
      .selectFrom("login_attempts")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where(column, "=", value)
      .where("attempted_at", ">", since)
      .executeTakeFirstOrThrow();
  const [byIp, byUsername] = await Promise.all([
    countFailures("ip", ip),
    countFailures("username", normalizeUsername(username)),
  ]);
  return Number(byIp.count) >= LOGIN_ATTEMPT_LIMIT || Number(byUsername.count) >= LOGIN_ATTEMPT_LIMIT;
}

export async function recordFailedLogin({ ip, username }: Attempt, now = Date.now()) {
  const attemptedAt = new Date(now).toISOString();
  await db.transaction().execute(async (trx) => {
    // Keep the table small: rows older than the window no longer count.
    const expired = new Date(now - LOGIN_ATTEMPT_WINDOW_MS * 10).toISOString();
    await trx.deleteFrom("login_attempts").where("attempted_at", "<", expired).execute();
    await trx
      .insertInto("login_attempts")
      .values({ ip, username: normalizeUsername(username), attempted_at: attemptedAt })
      .execute();
  });
}

export type LoginOutcome =
  | { ok: true; user: SessionUser }
  | { ok: false; reason: "rate-limited" | "invalid-credentials" };

/**
 * The one sign-in rule shared by the login page and the API: refuse while the IP or the
 * username is rate-limited, check the password, and count the failure when it is wrong.
 */
export async function attemptLogin(credentials: LoginInput, ip: string): Promise<LoginOutcome> {
  const attempt = { ip, username: credentials.username };
  if (await isLoginRateLimited(attempt)) return { ok: false, reason: "rate-limited" };
  const user = await verifyLogin(credentials);
  if (user) return { ok: true, user };
  await recordFailedLogin(attempt);
  return { ok: false, reason: "invalid-credentials" };
}
