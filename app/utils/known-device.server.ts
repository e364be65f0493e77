import { describeDevice } from "~/lib/device.server";
import { noteNewDeviceSignIn } from "~/models/two-factor.server";
import type { SessionUser } from "~/models/user.server";

import { createSignedCookieStorage, MEMBER_COOKIES } from "./cookies.server";
import { getClientIp } from "./http.server";
import { mailContext } from "./mail-context.server";

// A "known device" is a browser that keeps our signed, long-lived cookie listing the accounts that
// signed in on it. A sign-in from a browser without the account in it (a new computer, a cleared
// browser, a thief's) is logged and emailed to the account's owner; the cookie then remembers it.
// Nothing is stored on the server, and nothing about the browser is fingerprinted.

const KNOWN_DEVICE_MAX_AGE_S = 400 * 24 * 60 * 60;
const MAX_ACCOUNTS = 20;

const storage = createSignedCookieStorage<{ users: number[] }>(MEMBER_COOKIES.knownDevice, KNOWN_DEVICE_MAX_AGE_S);

/** Notes a finished sign-in of `user` on this browser; the Set-Cookie header that remembers it. */
export async function noteSignInDevice(request: Request, user: SessionUser) {
  const session = await storage.getSession(request.headers.get("Cookie"));
  const stored = session.get("users");
  const known = Array.isArray(stored) ? stored.filter((id) => typeof id === "number") : [];
  if (!known.includes(user.id)) {
    const device = describeDevice(request.headers.get("User-Agent"));
    await noteNewDeviceSignIn(user, { device, ip: getClientIp(request) }, { mail: await mailContext() });
  }
  session.set("users", [user.id, ...known.filter((id) => id !== user.id)].slice(0, MAX_ACCOUNTS));
  return storage.commitSession(session);
}
