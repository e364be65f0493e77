import { json, type ActionFunctionArgs } from "@remix-run/node";
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";

import { RATE_LIMITS } from "~/lib/rate-limits";
import { completeSignIn } from "~/models/login-attempt.server";
import { passkeySignInOptions, PASSKEY_REFUSED_MESSAGE, verifyPasskeySignIn } from "~/models/passkey.server";
import { reserveSignIn } from "~/models/rate-limit.server";
import { getClientIp } from "~/utils/http.server";
import { readPasskeyRequest, relyingParty } from "~/utils/passkey-request.server";
import { readPendingSignIn } from "~/utils/pending-sign-in.server";
import { safeRedirect } from "~/utils/redirect";
import { finishBrowserSignIn } from "~/utils/sign-in.server";

// Signing in with a passkey, for the sign-in pages' script: instead of the password and code
// (the passkey names its account and verified its user), or as the second step after a password.
// Failures count toward the address's sign-in limits like wrong passwords.

/** Failed passkey answers are counted under this name, never a real username's. */
const PASSKEY_ATTEMPT = "(passkey)";

export async function action({ request }: ActionFunctionArgs) {
  const body = await readPasskeyRequest(request);
  const rp = await relyingParty();
  if (body.intent === "options") return json(await passkeySignInOptions(rp));
  if (body.intent !== "verify" || typeof body.response !== "object" || body.response === null)
    return json({ message: "Choose what to do" }, { status: 400 });

  const ip = getClientIp(request);
  const reserved = await reserveSignIn({ ip, username: PASSKEY_ATTEMPT });
  if (!reserved) return json({ message: RATE_LIMITS["failed-sign-in"].refusal.message }, { status: 429 });
  const user = await verifyPasskeySignIn(body.response as AuthenticationResponseJSON, { rp });
  // After a password, the passkey must be that account's.
  const pending = await readPendingSignIn(request);
  if (!user || (pending.state === "valid" && pending.user.id !== user.id)) {
    await reserved.confirm();
    return json({ message: PASSKEY_REFUSED_MESSAGE }, { status: 401 });
  }
  await reserved.release();
  await completeSignIn(user, ip, new Date(), { method: "passkey" });
  const redirectTo = safeRedirect(typeof body.redirectTo === "string" ? body.redirectTo : null);
  const signedIn = await finishBrowserSignIn(request, user, redirectTo);
  // The script goes on to `redirectTo` itself; the cookies (session, toast, device) come with this answer.
  const headers = new Headers(signedIn.headers);
  headers.delete("Location");
  return json({ redirectTo }, { headers });
}
