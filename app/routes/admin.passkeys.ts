import { json, type ActionFunctionArgs } from "@remix-run/node";
import type { RegistrationResponseJSON } from "@simplewebauthn/server";

import { passkeyRegistrationOptions, PASSKEY_REFUSED_MESSAGE, registerPasskey } from "~/models/passkey.server";
import { actorOf, requirePermission } from "~/utils/auth.server";
import { mailContext } from "~/utils/mail-context.server";
import { readPasskeyRequest, relyingParty } from "~/utils/passkey-request.server";

// Adding a passkey to one's own account, for the account page's script: `options` hands out a
// challenge, `register` stores the passkey the authenticator made for it. A member the policy
// sends to set up two-factor may do it too.

const MAX_NAME_LENGTH = 60;

export async function action({ request }: ActionFunctionArgs) {
  const user = await requirePermission(request, "dashboard:view", { duringTwoFactorSetUp: true });
  const body = await readPasskeyRequest(request);
  const rp = await relyingParty();
  if (body.intent === "options") return json(await passkeyRegistrationOptions(user, rp));
  const name = typeof body.name === "string" ? body.name.trim().slice(0, MAX_NAME_LENGTH) : "";
  if (body.intent !== "register" || typeof body.response !== "object" || body.response === null)
    return json({ message: "Choose what to do" }, { status: 400 });
  const added = await registerPasskey(
    actorOf(request, user),
    name || "Passkey",
    body.response as RegistrationResponseJSON,
    {
      rp,
      mail: await mailContext(),
    },
  );
  return added ? json({ ok: true }) : json({ message: PASSKEY_REFUSED_MESSAGE }, { status: 400 });
}
