import type { FormReply } from "~/lib/form-reply";
import type { SessionUser } from "~/models/user.server";

import { startSession } from "./auth.server";
import { env } from "./env.server";
import { combineHeaders } from "./http.server";
import { noteSignInDevice } from "./known-device.server";
import { mailContext } from "./mail-context.server";
import { endPendingSignIn } from "./pending-sign-in.server";
import { jsonWithToast, redirectWithToast } from "./toast.server";

/** What a second factor needs from the server: the key that seals secrets, and the mail settings. */
export async function secondFactorContext() {
  return { key: env.encryptionKey, mail: await mailContext() };
}

/**
 * The answer to a sign-in that passed every check (password, and the second factor if any): a new
 * session, the pending sign-in forgotten, this browser remembered (a new one is reported), and on
 * to where the person was going.
 */
export async function finishBrowserSignIn(request: Request, user: SessionUser, redirectTo: string) {
  const headers = combineHeaders(
    { "Set-Cookie": await startSession(request, user) },
    { "Set-Cookie": await endPendingSignIn() },
    { "Set-Cookie": await noteSignInDevice(request, user) },
  );
  return redirectWithToast(redirectTo, { type: "success", title: "Login successful!" }, { headers });
}

/**
 * A refused try at a step of signing in: its form again with the reason above it and in a toast,
 * and what `hideFields` name (the secret typed) never sent back.
 */
export function refuseSignIn(
  submission: { reply(options: { formErrors: string[]; hideFields: string[] }): FormReply },
  [message, status]: readonly [message: string, status: number],
  hideFields: string[],
) {
  return jsonWithToast(
    submission.reply({ formErrors: [message], hideFields }),
    { type: "error", title: message },
    { status },
  );
}
