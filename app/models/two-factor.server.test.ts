// Two-factor sign-in, on the database: setting up an authenticator app, signing in with its code
// (once per code), with a recovery code (once each), the limits counting wrong codes, the
// pending sign-in working once, and the policy with its last-Admin rule.
import { Secret, TOTP } from "otpauth";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db } from "~/db.server";
import { RATE_LIMITS } from "~/lib/rate-limits";
import { upsertUser } from "~/seed/admin.server";

import { COMMAND_LINE } from "./activity.server";
import { accountAwaitingSecondFactor, attemptLogin, attemptSecondFactor } from "./login-attempt.server";
import { emptyTables, startTestDatabase, TEST_MAIL } from "./testing.server";
import {
  confirmTotpSetup,
  mustSetUpTwoFactor,
  pendingTotpSecret,
  resetTwoFactor,
  setTwoFactorPolicy,
  twoFactorStatus,
} from "./two-factor.server";

beforeAll(startTestDatabase);

const KEY = "test-encryption-key-0123456789";
const CONTEXT = { key: KEY, mail: TEST_MAIL };
const MEERA = { username: "meera", password: "meera-password-1" };
const T0 = Date.parse("2026-03-01T09:00:00Z");

const codeAt = (secret: string, at: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp: at });

async function userId(username: string) {
  const row = await db.selectFrom("users").select("id").where("username", "=", username).executeTakeFirstOrThrow();
  return row.id;
}

/** Meera, an Admin with her authenticator app set up at T0: its secret and her recovery codes. */
async function meeraWithApp() {
  const id = await userId(MEERA.username);
  const secret = (await pendingTotpSecret(id, KEY, new Date(T0)))!;
  const actor = { id, username: MEERA.username, ip: "10.0.0.1" };
  const codes = await confirmTotpSetup(actor, codeAt(secret, T0), { ...CONTEXT, now: new Date(T0) });
  return { id, secret, codes: codes! };
}

beforeEach(async () => {
  await emptyTables("activity_log", "emails", "login_attempts", "recovery_codes", "totp_credentials", "app_meta");
  await upsertUser(db, { ...MEERA, role: "admin" });
  await db.updateTable("users").set({ email: "meera@example.com", last_sign_in_at: null }).execute();
});

describe("setting up an authenticator app", () => {
  it("keeps one secret, sealed, until a right code turns it on with ten recovery codes and an email", async () => {
    const id = await userId(MEERA.username);
    const secret = (await pendingTotpSecret(id, KEY))!;
    expect(await pendingTotpSecret(id, KEY)).toBe(secret);
    const stored = await db.selectFrom("totp_credentials").select("secret").executeTakeFirstOrThrow();
    expect(stored.secret).not.toContain(secret);

    const actor = { id, username: MEERA.username, ip: "10.0.0.1" };
    const now = new Date(T0);
    expect(await confirmTotpSetup(actor, codeAt(secret, T0 - 120_000), { ...CONTEXT, now })).toBeNull();
    expect((await twoFactorStatus(id)).authenticator).toBe(false);

    const codes = await confirmTotpSetup(actor, codeAt(secret, T0), { ...CONTEXT, now });
    expect(codes).toHaveLength(10);
    expect(await twoFactorStatus(id)).toEqual({ authenticator: true, recoveryCodesLeft: 10, passkeys: 0 });
    expect(await pendingTotpSecret(id, KEY)).toBeNull();
    const email = await db.selectFrom("emails").select(["recipient", "subject"]).executeTakeFirstOrThrow();
    expect(email).toEqual({ recipient: "meera@example.com", subject: "Two-factor sign-in is on" });
  });
});

describe("signing in with a second factor", () => {
  it("asks for a code after the right password, and takes the app's code once", async () => {
    const { secret } = await meeraWithApp();
    const later = T0 + 90_000;
    const asked = await attemptLogin(MEERA, "10.0.1.1", later, CONTEXT);
    expect(asked).toMatchObject({ ok: false, reason: "code-required", user: { username: "meera" } });
    expect(await db.selectFrom("users").select("last_sign_in_at").executeTakeFirstOrThrow()).toEqual({
      last_sign_in_at: null,
    });

    const user = (asked as { user: { id: number; username: string; role: null } }).user;
    const code = codeAt(secret, later);
    expect(await attemptSecondFactor(user, code, "10.0.1.1", CONTEXT, later)).toMatchObject({
      ok: true,
      secondFactor: { method: "authenticator" },
    });
    // The same code again, even within its window: refused.
    expect(await attemptSecondFactor(user, code, "10.0.1.1", CONTEXT, later + 1000)).toEqual({
      ok: false,
      reason: "wrong-code",
    });
    // The API form: the password and the code together.
    const next = codeAt(secret, later + 30_000);
    expect(await attemptLogin({ ...MEERA, code: next }, "10.0.1.2", later + 30_000, CONTEXT)).toMatchObject({
      ok: true,
    });
  });

  it("takes each recovery code once, says how many are left and emails the owner", async () => {
    const { codes } = await meeraWithApp();
    const now = T0 + 60_000;
    const first = await attemptLogin({ ...MEERA, code: codes[0]!.toUpperCase() }, "10.0.2.1", now, CONTEXT);
    expect(first).toMatchObject({ ok: true, secondFactor: { method: "recovery-code", left: 9 } });
    expect(await attemptLogin({ ...MEERA, code: codes[0]! }, "10.0.2.1", now, CONTEXT)).toEqual({
      ok: false,
      reason: "wrong-code",
    });
    const subjects = await db.selectFrom("emails").select("subject").orderBy("id").execute();
    expect(subjects.map((row) => row.subject)).toContain("A recovery code was used");
  });

  it("counts wrong codes toward the sign-in limit: then even a right code is refused", async () => {
    const { secret } = await meeraWithApp();
    const now = T0 + 60_000;
    const { limit } = RATE_LIMITS["failed-sign-in"];
    for (let i = 0; i < limit; i++) {
      expect(await attemptLogin({ ...MEERA, code: "000000" }, "10.0.3.1", now, CONTEXT)).toMatchObject({
        ok: false,
      });
    }
    expect(await attemptLogin({ ...MEERA, code: codeAt(secret, now) }, "10.0.3.1", now, CONTEXT)).toEqual({
      ok: false,
      reason: "rate-limited",
    });
  });

  it("lets a pending sign-in finish once: not after a sign-in of the account finished", async () => {
    const { id, secret } = await meeraWithApp();
    const startedAt = new Date(T0 + 60_000);
    expect(await accountAwaitingSecondFactor(id, startedAt)).toMatchObject({ id });
    await attemptLogin({ ...MEERA, code: codeAt(secret, T0 + 61_000) }, "10.0.4.1", T0 + 61_000, CONTEXT);
    expect(await accountAwaitingSecondFactor(id, startedAt)).toBeNull();
  });
});

describe("the policy", () => {
  it("sends a covered member without a second factor to set it up, and no one else", async () => {
    const id = await userId(MEERA.username);
    const meera = { id, role: "admin" as const };
    const editor = { id, role: "editor" as const };
    expect(await mustSetUpTwoFactor(meera)).toBe(false);
    await setTwoFactorPolicy(COMMAND_LINE, "admins");
    expect(await mustSetUpTwoFactor(meera)).toBe(true);
    expect(await mustSetUpTwoFactor(editor)).toBe(false);
    await setTwoFactorPolicy(COMMAND_LINE, "everyone");
    expect(await mustSetUpTwoFactor(editor)).toBe(true);
    await meeraWithApp();
    expect(await mustSetUpTwoFactor(meera)).toBe(false);
  });

  it("refuses an Admin resetting the last Admin's second factor while Admins need one; the command line may", async () => {
    const { id } = await meeraWithApp();
    await upsertUser(db, { username: "other-admin", password: "other-password-1", role: "admin" });
    const other = { id: await userId("other-admin"), username: "other-admin", ip: "10.0.5.1" };
    await setTwoFactorPolicy(COMMAND_LINE, "admins");
    expect(await resetTwoFactor(other, id, { mail: TEST_MAIL })).toBe("last-admin");
    expect((await twoFactorStatus(id)).authenticator).toBe(true);

    await setTwoFactorPolicy(COMMAND_LINE, "off");
    expect(await resetTwoFactor(other, id, { mail: TEST_MAIL })).toBe("removed");
    expect(await twoFactorStatus(id)).toEqual({ authenticator: false, recoveryCodesLeft: 0, passkeys: 0 });
    const log = await db.selectFrom("activity_log").select("action").where("action", "=", "two-factor-reset").execute();
    expect(log).toHaveLength(1);

    await meeraWithApp();
    await setTwoFactorPolicy(COMMAND_LINE, "admins");
    expect(await resetTwoFactor(COMMAND_LINE, id, { mail: TEST_MAIL })).toBe("removed");
  });
});
