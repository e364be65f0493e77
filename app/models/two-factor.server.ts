import type { Kysely } from "kysely";
import { z } from "zod";

import { db } from "~/db.server";
import { securityNoticeEmail, type SecurityNotice } from "~/emails/account-security";
import type { MailContext } from "~/emails/email";
import { verifyPassword } from "~/lib/password.server";
import { hashRecoveryCode, newRecoveryCodes, normalizeRecoveryCode } from "~/lib/recovery-codes.server";
import type { Role } from "~/lib/roles";
import { openSecret, sealSecret } from "~/lib/secret-box.server";
import { requiredText } from "~/lib/text-schema";
import { acceptedTotpStep, newTotpSecret } from "~/lib/totp.server";
import { isTwoFactorPolicy, policyRequires, TWO_FACTOR_POLICIES, type TwoFactorPolicy } from "~/lib/two-factor-policy";

import { logActivity, withActivity, type Actor, type ActivityEntry, type StaffActor } from "./activity.server";
import { queueEmails } from "./outbox.server";
import type { Database } from "../../db/database";

// Two-factor sign-in of staff accounts: an authenticator app (its secret sealed at rest), ten
// single-use recovery codes (hashed), passkeys (models/passkey.server.ts), and the policy an Admin
// sets: off, required of Admins, or required of everyone.

const POLICY_KEY = "two_factor_policy";

/** A code typed as the second factor: an authenticator app's, or a recovery code. */
export const SecondFactorCodeSchema = z.object({ code: requiredText("Code", 32) });

export async function getTwoFactorPolicy(): Promise<TwoFactorPolicy> {
  const row = await db.selectFrom("app_meta").select("value").where("key", "=", POLICY_KEY).executeTakeFirst();
  return isTwoFactorPolicy(row?.value) ? row.value : "off";
}

export async function setTwoFactorPolicy(actor: Actor, policy: TwoFactorPolicy) {
  await withActivity(
    actor,
    (trx) =>
      trx
        .insertInto("app_meta")
        .values({ key: POLICY_KEY, value: policy })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value: policy }))
        .execute(),
    () => ({
      kind: "user",
      action: "two-factor-policy",
      summary: `Two-factor sign-in: ${TWO_FACTOR_POLICIES[policy]}`,
    }),
  );
}

/** What an account has: an authenticator app, how many recovery codes are unused, how many passkeys. */
export async function twoFactorStatus(userId: number) {
  const [totp, codes, passkeys] = await Promise.all([
    db.selectFrom("totp_credentials").select("enabled_at").where("user_id", "=", userId).executeTakeFirst(),
    db
      .selectFrom("recovery_codes")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("user_id", "=", userId)
      .where("used_at", "is", null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("passkeys")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    authenticator: Boolean(totp?.enabled_at),
    recoveryCodesLeft: Number(codes.n),
    passkeys: Number(passkeys.n),
  };
}

/** Whether signing in to the account asks for a second factor (an authenticator app or a passkey). */
export async function hasSecondFactor(userId: number, on: Kysely<Database> = db) {
  const row = await on
    .selectFrom("users")
    .select((eb) => [
      eb
        .exists(
          eb
            .selectFrom("totp_credentials")
            .select("user_id")
            .whereRef("totp_credentials.user_id", "=", "users.id")
            .where("enabled_at", "is not", null),
        )
        .as("totp"),
      eb.exists(eb.selectFrom("passkeys").select("id").whereRef("passkeys.user_id", "=", "users.id")).as("passkey"),
    ])
    .where("id", "=", userId)
    .executeTakeFirst();
  return Boolean(row && (Number(row.totp) || Number(row.passkey)));
}

/**
 * The secret of the account's authenticator set-up that waits for its first code: the one already
 * waiting, else a new one. Null when the app is already set up.
 */
export async function pendingTotpSecret(userId: number, key: string, now = new Date()) {
  const row = await db
    .selectFrom("totp_credentials")
    .select(["secret", "enabled_at"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (row?.enabled_at) return null;
  if (row) return openSecret(row.secret, key);
  const secret = newTotpSecret();
  await db
    .insertInto("totp_credentials")
    .values({ user_id: userId, secret: sealSecret(secret, key), created_at: now.toISOString() })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
  // Two tabs at once: whichever secret was stored first is the one to scan.
  return pendingTotpSecret(userId, key, now);
}

type NoticeContext = { mail?: MailContext; now?: Date };

/** Queues a security notice to the account's address (none without one), in `trx`. */
export async function queueSecurityNotice(
  trx: Kysely<Database>,
  userId: number,
  notice: SecurityNotice,
  { mail, now = new Date() }: NoticeContext,
) {
  if (!mail) return;
  const user = await trx
    .selectFrom("users")
    .select(["username", "name", "email"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!user?.email) return;
  const content = securityNoticeEmail({ name: user.name ?? user.username }, mail, notice, now);
  await queueEmails(trx, [{ ...content, kind: `security-${notice.kind}`, about: `user:${userId}`, to: user.email }], {
    from: mail.from,
    now,
  });
}

async function replaceRecoveryCodes(trx: Kysely<Database>, userId: number, now: Date) {
  const codes = newRecoveryCodes();
  await trx.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
  await trx
    .insertInto("recovery_codes")
    .values(
      codes.map((code) => ({ user_id: userId, code_hash: hashRecoveryCode(code), created_at: now.toISOString() })),
    )
    .execute();
  return codes;
}

/**
 * Turns the authenticator app on when `code` is its current code: the account gets ten new recovery
 * codes (returned, to be shown once), an activity entry and an email. Null when the code is wrong
 * (or no set-up is waiting).
 */
export async function confirmTotpSetup(
  actor: StaffActor,
  code: string,
  { key, mail, now = new Date() }: NoticeContext & { key: string },
) {
  const row = await db
    .selectFrom("totp_credentials")
    .select(["secret", "enabled_at"])
    .where("user_id", "=", actor.id)
    .executeTakeFirst();
  if (!row || row.enabled_at) return null;
  const step = acceptedTotpStep(openSecret(row.secret, key), code.replace(/\s/g, ""), now.getTime(), null);
  if (step === null) return null;
  return db.transaction().execute(async (trx) => {
    const enabled = await trx
      .updateTable("totp_credentials")
      .set({ enabled_at: now.toISOString(), last_step: step })
      .where("user_id", "=", actor.id)
      .where("enabled_at", "is", null)
      .executeTakeFirst();
    if (Number(enabled.numUpdatedRows) !== 1) return null;
    const codes = await replaceRecoveryCodes(trx, actor.id, now);
    const entry = { kind: "account", action: "two-factor-on", subjectId: actor.id } as const;
    await logActivity(trx, actor, { ...entry, summary: "Turned on two-factor sign-in (authenticator app)" }, now);
    await queueSecurityNotice(trx, actor.id, { kind: "two-factor-on" }, { mail, now });
    return codes;
  });
}

/** A new set of recovery codes (the old ones stop working); null when the account has no second factor. */
export async function regenerateRecoveryCodes(actor: StaffActor, now = new Date()) {
  if (!(await hasSecondFactor(actor.id))) return null;
  return db.transaction().execute(async (trx) => {
    const codes = await replaceRecoveryCodes(trx, actor.id, now);
    const entry = { kind: "account", action: "recovery-codes", subjectId: actor.id } as const;
    await logActivity(trx, actor, { ...entry, summary: "Made new recovery codes (the old ones stop working)" }, now);
    return codes;
  });
}

export type SecondFactorUse = { method: "authenticator" } | { method: "recovery-code"; left: number };

/**
 * Spends `code` as the account's second factor: a current authenticator code in a later time-step
 * than the last one accepted, or an unused recovery code (which is then used up, logged and emailed
 * about). Each is spent by a conditional update, so two requests with one code cannot both pass.
 * Null when it is neither.
 */
export async function spendSecondFactor(
  user: { id: number; username: string; ip: string },
  typed: string,
  { key, mail, now = new Date() }: NoticeContext & { key: string },
): Promise<SecondFactorUse | null> {
  const code = typed.replace(/\s/g, "");
  if (/^\d{6}$/.test(code)) {
    const row = await db
      .selectFrom("totp_credentials")
      .select(["secret", "last_step"])
      .where("user_id", "=", user.id)
      .where("enabled_at", "is not", null)
      .executeTakeFirst();
    const step = row ? acceptedTotpStep(openSecret(row.secret, key), code, now.getTime(), row.last_step) : null;
    if (step === null) return null;
    const spent = await db
      .updateTable("totp_credentials")
      .set({ last_step: step })
      .where("user_id", "=", user.id)
      .where((eb) => eb.or([eb("last_step", "is", null), eb("last_step", "<", step)]))
      .executeTakeFirst();
    return Number(spent.numUpdatedRows) === 1 ? { method: "authenticator" } : null;
  }
  if (!normalizeRecoveryCode(code)) return null;
  return db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable("recovery_codes")
      .set({ used_at: now.toISOString() })
      .where("user_id", "=", user.id)
      .where("code_hash", "=", hashRecoveryCode(code))
      .where("used_at", "is", null)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) return null;
    const { n } = await trx
      .selectFrom("recovery_codes")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("user_id", "=", user.id)
      .where("used_at", "is", null)
      .executeTakeFirstOrThrow();
    const left = Number(n);
    const summary = `Used a recovery code to sign in (${left} left)`;
    await logActivity(trx, user, { kind: "sign-in", action: "recovery-code", subjectId: user.id, summary }, now);
    await queueSecurityNotice(trx, user.id, { kind: "recovery-code-used", left }, { mail, now });
    return { method: "recovery-code", left };
  });
}

/** Removes every second factor of the account (app, recovery codes, passkeys), in `trx`. */
async function removeSecondFactors(trx: Kysely<Database>, userId: number) {
  await trx.deleteFrom("totp_credentials").where("user_id", "=", userId).execute();
  await trx.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
  await trx.deleteFrom("passkeys").where("user_id", "=", userId).execute();
}

export const LAST_ADMIN_TWO_FACTOR_MESSAGE =
  "Two-factor sign-in is required of Admins, and this is the last Admin who has it: another Admin must set it up first.";
export const REQUIRED_TWO_FACTOR_MESSAGE = "Two-factor sign-in is required for your role, so it cannot be turned off.";

/** Whether removing `userId`'s second factors would leave no active Admin with one while Admins must have one. */
async function isLastSecuredAdmin(userId: number, policy: TwoFactorPolicy) {
  if (!policyRequires(policy, "admin")) return false;
  const user = await db.selectFrom("users").select("role").where("id", "=", userId).executeTakeFirst();
  if (user?.role !== "admin") return false;
  const others = await db
    .selectFrom("users")
    .select("id")
    .where("role", "=", "admin")
    .where("deactivated_at", "is", null)
    .where("id", "<>", userId)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom("totp_credentials")
            .select("user_id")
            .whereRef("totp_credentials.user_id", "=", "users.id")
            .where("enabled_at", "is not", null),
        ),
        eb.exists(eb.selectFrom("passkeys").select("id").whereRef("passkeys.user_id", "=", "users.id")),
      ]),
    )
    .executeTakeFirst();
  return !others;
}

export type TwoFactorRemoval = "removed" | "unchanged" | "required" | "last-admin" | "missing";

/**
 * Turns off the actor's own second factors (the caller checked a code or the password first):
 * refused while the policy requires one of them. Logged and emailed.
 */
export async function turnOffTwoFactor(actor: StaffActor, context: NoticeContext = {}): Promise<TwoFactorRemoval> {
  const [user, policy] = await Promise.all([
    db.selectFrom("users").select("role").where("id", "=", actor.id).executeTakeFirst(),
    getTwoFactorPolicy(),
  ]);
  if (!user) return "missing";
  if (policyRequires(policy, user.role)) return "required";
  return removeWithNotice(
    actor,
    actor.id,
    "self",
    {
      kind: "account",
      action: "two-factor-off",
      subjectId: actor.id,
      summary: "Turned off two-factor sign-in",
    },
    context,
  );
}

/**
 * An Admin (or the `user` command) resets another account's second factors, so its owner can set
 * them up again: refused for the last Admin who has one while Admins must. Logged and emailed.
 */
export async function resetTwoFactor(
  actor: Actor,
  memberId: number,
  context: NoticeContext = {},
): Promise<TwoFactorRemoval> {
  const member = await db.selectFrom("users").select(["id", "username"]).where("id", "=", memberId).executeTakeFirst();
  if (!member) return "missing";
  // The command line is the way back in when the last Admin lost their device: it is never refused.
  if (actor.id !== null && (await isLastSecuredAdmin(memberId, await getTwoFactorPolicy()))) return "last-admin";
  return removeWithNotice(
    actor,
    memberId,
    "admin",
    {
      kind: "user",
      action: "two-factor-reset",
      subjectId: memberId,
      summary: `Reset the two-factor sign-in of ${member.username}`,
    },
    context,
  );
}

async function removeWithNotice(
  actor: Actor,
  userId: number,
  by: "self" | "admin",
  entry: ActivityEntry,
  { mail, now = new Date() }: NoticeContext,
): Promise<TwoFactorRemoval> {
  if (!(await hasSecondFactor(userId)) && (await twoFactorStatus(userId)).recoveryCodesLeft === 0) {
    await db.deleteFrom("totp_credentials").where("user_id", "=", userId).execute();
    return "unchanged";
  }
  await db.transaction().execute(async (trx) => {
    await removeSecondFactors(trx, userId);
    await logActivity(trx, actor, entry, now);
    await queueSecurityNotice(trx, userId, { kind: "two-factor-off", by }, { mail, now });
  });
  return "removed";
}

/** A sign-in from a browser the account had not used: logged, and its owner emailed. */
export async function noteNewDeviceSignIn(
  user: { id: number; username: string },
  { device, ip }: { device: string; ip: string },
  context: NoticeContext,
) {
  await db.transaction().execute(async (trx) => {
    const summary = `Signed in from a new device: ${device}`;
    await logActivity(
      trx,
      { ...user, ip },
      { kind: "sign-in", action: "new-device", subjectId: user.id, summary },
      context.now,
    );
    await queueSecurityNotice(trx, user.id, { kind: "new-device", device, ip }, context);
  });
}

/** Whether the policy requires a second factor of this member, who has none yet (one query while it is off). */
export async function mustSetUpTwoFactor(user: { id: number; role: Role | null }) {
  return policyRequires(await getTwoFactorPolicy(), user.role) && !(await hasSecondFactor(user.id));
}

/** Whether `proof` is the account's password, or a code it spends as its second factor (turning it off asks). */
export async function confirmsOwner(
  user: { id: number; username: string; ip: string },
  proof: string,
  context: NoticeContext & { key: string },
) {
  const row = await db.selectFrom("users").select("password_hash").where("id", "=", user.id).executeTakeFirst();
  if (row && (await verifyPassword(proof, row.password_hash))) return true;
  return (await spendSecondFactor(user, proof, context)) !== null;
}
