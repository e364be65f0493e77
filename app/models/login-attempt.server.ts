import { db } from "~/db.server";

import { logActivity } from "./activity.server";
import { reserveSignIn } from "./rate-limit.server";
import { checkCredentials, type LoginInput, type SessionUser } from "./user.server";

/** Said only to someone who gave the account's right password. */
export const DEACTIVATED_MESSAGE = "This account has been deactivated. Ask an Admin to reactivate it.";

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
  await reserved.forget();
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
