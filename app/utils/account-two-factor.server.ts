import { json } from "@remix-run/node";

import { totpUri } from "~/lib/totp.server";
import { policyRequires } from "~/lib/two-factor-policy";
import type { StaffActor } from "~/models/activity.server";
import { listPasskeys, removePasskey } from "~/models/passkey.server";
import { siteSettings } from "~/models/site-settings.server";
import {
  confirmsOwner,
  confirmTotpSetup,
  getTwoFactorPolicy,
  pendingTotpSecret,
  regenerateRecoveryCodes,
  REQUIRED_TWO_FACTOR_MESSAGE,
  turnOffTwoFactor,
  twoFactorStatus,
} from "~/models/two-factor.server";
import type { SessionUser } from "~/models/user.server";

import { secondFactorContext } from "./sign-in.server";
import { redirectWithToast } from "./toast.server";

// The two-factor part of /admin/account: what it shows, and the changes it makes.

const HERE = "/admin/account#two-factor";

/** The account's second factors; while no authenticator app is set up, the set-up's QR code and secret. */
export async function twoFactorAccountData(user: SessionUser) {
  const [status, policy, passkeys] = await Promise.all([
    twoFactorStatus(user.id),
    getTwoFactorPolicy(),
    listPasskeys(user.id),
  ]);
  const required = policyRequires(policy, user.role);
  if (status.authenticator) return { ...status, passkeys, required, setUp: null };
  const { key } = await secondFactorContext();
  const secret = (await pendingTotpSecret(user.id, key))!;
  const { company } = await siteSettings();
  const uri = totpUri(secret, { issuer: company.name, account: user.username });
  // Loaded when someone sets up an authenticator app, not by every server process.
  const { default: QRCode } = await import("qrcode");
  const qrSvg = await QRCode.toString(uri, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  return { ...status, passkeys, required, setUp: { secret: secret.replace(/(.{4})/g, "$1 ").trim(), qrSvg } };
}

export type TwoFactorReply =
  | { intent: "two-factor"; recoveryCodes: string[]; error?: undefined }
  | { intent: "two-factor"; error: string; field: "code" | "proof"; recoveryCodes?: undefined };

const refuse = (field: "code" | "proof", error: string) =>
  json<TwoFactorReply>({ intent: "two-factor", error, field }, { status: 400 });

/** Answers the account page's two-factor intents; null for any other intent. */
export async function changeTwoFactor(intent: unknown, form: FormData, actor: StaffActor & { ip: string }) {
  const context = await secondFactorContext();
  if (intent === "totp-confirm") {
    const code = String(form.get("code") ?? "");
    const codes = await confirmTotpSetup(actor, code, context);
    if (!codes) return refuse("code", "That code is not right. Enter the code your app shows now.");
    return json<TwoFactorReply>({ intent: "two-factor", recoveryCodes: codes });
  }
  if (intent === "recovery-codes") {
    const codes = await regenerateRecoveryCodes(actor);
    if (!codes) return redirectWithToast(HERE, { type: "error", title: "Set up two-factor sign-in first" });
    return json<TwoFactorReply>({ intent: "two-factor", recoveryCodes: codes });
  }
  if (intent === "passkey-remove") {
    const removed = await removePasskey(actor, String(form.get("passkey") ?? ""));
    return redirectWithToast(
      HERE,
      removed
        ? { type: "success", title: "Passkey removed" }
        : { type: "error", title: "That passkey was already removed" },
    );
  }
  if (intent === "two-factor-off") {
    const proof = String(form.get("proof") ?? "");
    if (!proof || !(await confirmsOwner(actor, proof, context)))
      return refuse("proof", "Enter your password or a current code to turn it off.");
    const result = await turnOffTwoFactor(actor, context);
    if (result === "required") return redirectWithToast(HERE, { type: "error", title: REQUIRED_TWO_FACTOR_MESSAGE });
    return redirectWithToast(HERE, { type: "success", title: "Two-factor sign-in is off" });
  }
  return null;
}
