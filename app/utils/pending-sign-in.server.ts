import { accountAwaitingSecondFactor } from "~/models/login-attempt.server";
import type { SessionUser } from "~/models/user.server";

import { createSignedCookieStorage } from "./cookies.server";

// Between a right password and its second factor, the browser holds a pending sign-in: a signed,
// HTTP-only cookie naming the account and when its password was checked. It is not a session (it
// opens nothing), lasts five minutes, and stops working once any sign-in of the account finishes.

export const PENDING_SIGN_IN_TTL_MS = 5 * 60_000;

const storage = createSignedCookieStorage<{ userId: number; startedAt: number }>(
  "__sign_in_step",
  PENDING_SIGN_IN_TTL_MS / 1000,
);

/** The Set-Cookie header that starts a pending sign-in for `user`. */
export async function startPendingSignIn(user: SessionUser, now = Date.now()) {
  const session = await storage.getSession();
  session.set("userId", user.id);
  session.set("startedAt", now);
  return storage.commitSession(session);
}

export type PendingSignIn = { state: "valid"; user: SessionUser } | { state: "expired" | "none" };

/** The request's pending sign-in: its account, or why there is none to finish. */
export async function readPendingSignIn(request: Request, now = Date.now()): Promise<PendingSignIn> {
  const session = await storage.getSession(request.headers.get("Cookie"));
  const userId = session.get("userId");
  const startedAt = session.get("startedAt");
  if (typeof userId !== "number" || typeof startedAt !== "number") return { state: "none" };
  if (startedAt + PENDING_SIGN_IN_TTL_MS <= now) return { state: "expired" };
  const user = await accountAwaitingSecondFactor(userId, new Date(startedAt));
  return user ? { state: "valid", user } : { state: "expired" };
}

/** The Set-Cookie header that forgets the pending sign-in. */
export async function endPendingSignIn() {
  return storage.destroySession(await storage.getSession());
}
