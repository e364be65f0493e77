// POST /api/login for an account with two-factor sign-in: without a code 401 with
// `twoFactorRequired: true`; with the authenticator's current code or a recovery code, tokens;
// each code works once. An account the policy covers that has no second factor gets no tokens.
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";

import { call, createUser, db } from "./harness";
import { hashRecoveryCode } from "../../app/lib/recovery-codes.server";
import { sealSecret } from "../../app/lib/secret-box.server";
import { env } from "../../app/utils/env.server";

const SECRET = new Secret({ size: 20 }).base32;
const currentCode = () =>
  new TOTP({ secret: Secret.fromBase32(SECRET), digits: 6, period: 30, algorithm: "SHA1" }).generate();
const RECOVERY_CODE = "abcde-fghjk";

/** A staff account with an authenticator app and one recovery code. */
async function securedUser() {
  const credentials = await createUser({ role: "editor" });
  const { id } = await db
    .selectFrom("users")
    .select("id")
    .where("username", "=", credentials.username)
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  await db
    .insertInto("totp_credentials")
    .values({ user_id: id, secret: sealSecret(SECRET, env.encryptionKey), enabled_at: now, created_at: now })
    .execute();
  await db
    .insertInto("recovery_codes")
    .values({ user_id: id, code_hash: hashRecoveryCode(RECOVERY_CODE), created_at: now })
    .execute();
  return credentials;
}

describe("POST /api/login with two-factor sign-in", () => {
  it("answers 401 twoFactorRequired without a code or with a wrong one, and signs in with a right one", async () => {
    const credentials = await securedUser();
    const asked = await call("POST", "/api/login", { json: credentials });
    expect(asked.status).toBe(401);
    expect(asked.body).toEqual({ message: expect.stringContaining("two-factor"), twoFactorRequired: true });

    const wrong = await call("POST", "/api/login", { json: { ...credentials, code: "000000" } });
    expect(wrong).toMatchObject({ status: 401, body: { twoFactorRequired: true } });

    const code = currentCode();
    const signedIn = await call("POST", "/api/login", { json: { ...credentials, code } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ token: expect.any(String), user: { username: credentials.username } });

    const replayed = await call("POST", "/api/login", { json: { ...credentials, code } });
    expect(replayed).toMatchObject({ status: 401, body: { twoFactorRequired: true } });
  });

  it("takes a recovery code instead, once", async () => {
    const credentials = await securedUser();
    const first = await call("POST", "/api/login", { json: { ...credentials, code: RECOVERY_CODE.toUpperCase() } });
    expect(first.status).toBe(200);
    const again = await call("POST", "/api/login", { json: { ...credentials, code: RECOVERY_CODE } });
    expect(again).toMatchObject({ status: 401, body: { twoFactorRequired: true } });
  });

  it("refuses tokens to an account the policy covers that has no second factor yet", async () => {
    const credentials = await createUser({ role: "editor" });
    await db.insertInto("app_meta").values({ key: "two_factor_policy", value: "everyone" }).execute();
    try {
      const refused = await call("POST", "/api/login", { json: credentials });
      expect(refused).toMatchObject({ status: 403, body: { message: expect.stringContaining("set it up") } });
    } finally {
      await db.deleteFrom("app_meta").where("key", "=", "two_factor_policy").execute();
    }
  });
});
