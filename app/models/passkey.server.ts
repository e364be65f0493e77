import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";

import { db } from "~/db.server";
import type { MailContext } from "~/emails/email";

import { logActivity, quoted, type StaffActor } from "./activity.server";
import { queueSecurityNotice } from "./two-factor.server";
import { toSessionUser, type SessionUser } from "./user.server";
import type { WebauthnPurpose } from "../../db/database";

// Passkeys (WebAuthn credentials) of staff accounts: named by their owner, each with its public
// key, its authenticator's signature counter and when it last signed someone in. Every ceremony's
// challenge is stored and deleted by the answer that uses it, so it works once, on any instance.
// Passkeys are discoverable (the browser offers them without a username) and user verification
// (PIN or biometrics) is required, so a passkey alone is two factors.

const CHALLENGE_TTL_MS = 5 * 60_000;

/**
 * The WebAuthn library, loaded at the first ceremony: with its certificate parsers it is about 700
 * modules (0.3 s of CPU and 9 MB of heap in each server process that loads it), and most processes
 * never see a passkey.
 */
const webauthn = () => import("@simplewebauthn/server");

/** Where passkeys belong: the site's origin (from SITE_URL) and its host name as the relying party id. */
export type RelyingParty = { name: string; origin: string };
const rpId = (rp: RelyingParty) => new URL(rp.origin).hostname;

/** What the answer of every ceremony must show: made for our origin and relying party id, with the person verified. */
const answerChecks = (rp: RelyingParty) => ({
  expectedOrigin: rp.origin,
  expectedRPID: rpId(rp),
  requireUserVerification: true,
});

/** The account's passkeys, newest first. */
export async function listPasskeys(userId: number) {
  const rows = await db
    .selectFrom("passkeys")
    .select(["id", "name", "created_at", "last_used_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, createdAt: row.created_at, lastUsedAt: row.last_used_at }));
}

async function storeChallenge(challenge: string, purpose: WebauthnPurpose, userId: number | null, now: Date) {
  await db.deleteFrom("webauthn_challenges").where("expires_at", "<=", now.toISOString()).execute();
  await db
    .insertInto("webauthn_challenges")
    .values({
      challenge,
      purpose,
      user_id: userId,
      expires_at: new Date(now.getTime() + CHALLENGE_TTL_MS).toISOString(),
    })
    .execute();
}

/** The challenge an answer signed (from its client data), if it was handed out for `purpose` and not yet used: it is used now. */
async function spendChallenge(clientDataJSON: string, purpose: WebauthnPurpose, userId: number | null, now: Date) {
  let challenge: unknown;
  try {
    ({ challenge } = JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8")) as { challenge: unknown });
  } catch {
    return null;
  }
  if (typeof challenge !== "string") return null;
  let spent = db
    .deleteFrom("webauthn_challenges")
    .where("challenge", "=", challenge)
    .where("purpose", "=", purpose)
    .where("expires_at", ">", now.toISOString());
  spent = userId === null ? spent.where("user_id", "is", null) : spent.where("user_id", "=", userId);
  const row = await spent.returning("challenge").executeTakeFirst();
  return row?.challenge ?? null;
}

/** The options for adding a passkey to the actor's account (its existing ones excluded). */
export async function passkeyRegistrationOptions(user: SessionUser, rp: RelyingParty, now = new Date()) {
  const existing = await db
    .selectFrom("passkeys")
    .select(["id", "transports"])
    .where("user_id", "=", user.id)
    .execute();
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rpId(rp),
    userName: user.username,
    userID: new TextEncoder().encode(String(user.id)),
    attestationType: "none",
    excludeCredentials: existing.map((key) => ({ id: key.id, transports: JSON.parse(key.transports) as never })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  await storeChallenge(options.challenge, "registration", user.id, now);
  return options;
}

export const PASSKEY_REFUSED_MESSAGE = "That passkey could not be verified. Please try again.";

/** Stores the passkey an authenticator made for the actor when its answer verifies; false otherwise. */
export async function registerPasskey(
  actor: StaffActor,
  name: string,
  response: RegistrationResponseJSON,
  { rp, mail, now = new Date() }: { rp: RelyingParty; mail?: MailContext; now?: Date },
) {
  const expectedChallenge = await spendChallenge(response.response.clientDataJSON, "registration", actor.id, now);
  if (!expectedChallenge) return false;
  const { verifyRegistrationResponse } = await webauthn();
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge,
    ...answerChecks(rp),
  }).catch(() => null);
  if (!verification?.verified) return false;
  const { credential } = verification.registrationInfo;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("passkeys")
      .values({
        id: credential.id,
        user_id: actor.id,
        name,
        public_key: Buffer.from(credential.publicKey).toString("base64url"),
        counter: credential.counter,
        transports: JSON.stringify(credential.transports ?? []),
        created_at: now.toISOString(),
      })
      .execute();
    const entry = { kind: "account", action: "passkey-added", subjectId: actor.id } as const;
    await logActivity(trx, actor, { ...entry, summary: `Added the passkey ${quoted(name)}` }, now);
    await queueSecurityNotice(trx, actor.id, { kind: "passkey-added", name }, { mail, now });
  });
  return true;
}

/** Removes one of the actor's passkeys; whether there was one. */
export async function removePasskey(actor: StaffActor, id: string) {
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom("passkeys")
      .where("id", "=", id)
      .where("user_id", "=", actor.id)
      .returning("name")
      .executeTakeFirst();
    if (!removed) return false;
    const entry = { kind: "account", action: "passkey-removed", subjectId: actor.id } as const;
    await logActivity(trx, actor, { ...entry, summary: `Removed the passkey ${quoted(removed.name)}` });
    return true;
  });
}

/** The options for signing in with a passkey: any of the site's (discoverable), user verification required. */
export async function passkeySignInOptions(rp: RelyingParty, now = new Date()) {
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({ rpID: rpId(rp), userVerification: "required" });
  await storeChallenge(options.challenge, "sign-in", null, now);
  return options;
}

/**
 * The active account whose passkey signed this answer to a challenge of ours (used once), with
 * the counter moved on; null when anything is off: unknown passkey, another origin or RP id, a
 * spent or expired challenge, no user verification, or a counter that did not go forward (a
 * cloned authenticator).
 */
export async function verifyPasskeySignIn(
  response: AuthenticationResponseJSON,
  { rp, now = new Date() }: { rp: RelyingParty; now?: Date },
): Promise<SessionUser | null> {
  const expectedChallenge = await spendChallenge(response.response.clientDataJSON, "sign-in", null, now);
  if (!expectedChallenge) return null;
  const row = await db
    .selectFrom("passkeys")
    .innerJoin("users", "users.id", "passkeys.user_id")
    .select(["passkeys.id as keyId", "public_key", "counter", "transports", "users.id", "username", "role"])
    .where("passkeys.id", "=", response.id)
    .where("users.deactivated_at", "is", null)
    .executeTakeFirst();
  if (!row) return null;
  const { verifyAuthenticationResponse } = await webauthn();
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge,
    ...answerChecks(rp),
    credential: {
      id: row.keyId,
      publicKey: new Uint8Array(Buffer.from(row.public_key, "base64url")),
      counter: row.counter,
      transports: JSON.parse(row.transports) as string[],
    },
  }).catch(() => null);
  if (!verification?.verified) return null;
  // Compare-and-set: two answers racing with one counter value cannot both move it.
  const moved = await db
    .updateTable("passkeys")
    .set({ counter: verification.authenticationInfo.newCounter, last_used_at: now.toISOString() })
    .where("id", "=", row.keyId)
    .where("counter", "=", row.counter)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1 ? toSessionUser(row) : null;
}
