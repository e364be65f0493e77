import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db } from "~/db.server";
import { RATE_LIMITS } from "~/lib/rate-limits";
import { upsertUser } from "~/seed/admin.server";

import { attemptLogin } from "./login-attempt.server";
import { countWrite } from "./rate-limit.server";
import { startTestDatabase } from "./testing.server";

beforeAll(startTestDatabase);

const TARGET = { username: "target", password: "target-password" };
const WRONG = { username: TARGET.username, password: "wrong-password" };
const { limit: LOGIN_PAIR_LIMIT, windowMs: LOGIN_ATTEMPT_WINDOW_MS } = RATE_LIMITS["failed-sign-in"];

beforeEach(async () => {
  await db.deleteFrom("login_attempts").execute();
  await upsertUser(db, { ...TARGET, role: "admin" });
});

// Each attempt hashes a password with scrypt on purpose: on a busy machine a dozen take seconds.
describe("attemptLogin", () => {
  it("lets the right password in from a fresh address while others fail for the same username", async () => {
    const now = Date.parse("2026-01-04T10:00:00Z");
    for (let i = 0; i < LOGIN_PAIR_LIMIT; i++) {
      expect(await attemptLogin(WRONG, `10.0.3.${i}`, now)).toEqual({ ok: false, reason: "invalid-credentials" });
    }
    expect(await attemptLogin(TARGET, "10.0.3.200", now)).toMatchObject({ ok: true, user: { username: "target" } });
  });

  it("refuses the 11th try from one address, even with the right password, without counting it", async () => {
    const now = Date.parse("2026-01-04T11:00:00Z");
    for (let i = 0; i < LOGIN_PAIR_LIMIT; i++) await attemptLogin(WRONG, "10.0.4.1", now);
    expect(await attemptLogin(TARGET, "10.0.4.1", now)).toEqual({ ok: false, reason: "rate-limited" });
    expect(await attemptLogin(WRONG, "10.0.4.1", now)).toEqual({ ok: false, reason: "rate-limited" });
    const counted = await db.selectFrom("login_attempts").select("id").where("ip", "=", "10.0.4.1").execute();
    expect(counted).toHaveLength(LOGIN_PAIR_LIMIT);
    // Once the window has passed the address may try again, and the right password gets in.
    expect(await attemptLogin(TARGET, "10.0.4.1", now + LOGIN_ATTEMPT_WINDOW_MS + 1)).toMatchObject({ ok: true });
  });

  it("a successful sign-in clears that pair's failures, not the address's others", async () => {
    const now = Date.parse("2026-01-04T12:00:00Z");
    for (let i = 0; i < LOGIN_PAIR_LIMIT - 1; i++) await attemptLogin(WRONG, "10.0.5.1", now);
    await attemptLogin({ username: "nobody", password: "wrong-password" }, "10.0.5.1", now);
    expect(await attemptLogin(TARGET, "10.0.5.1", now)).toMatchObject({ ok: true });
    const left = await db.selectFrom("login_attempts").select("username").where("ip", "=", "10.0.5.1").execute();
    expect(left).toEqual([{ username: "nobody" }]);
    for (let i = 0; i < LOGIN_PAIR_LIMIT; i++) {
      expect(await attemptLogin(WRONG, "10.0.5.1", now)).toEqual({ ok: false, reason: "invalid-credentials" });
    }
  });

  it("counts a failed sign-in once: as a failure, no longer as a sign-in write", async () => {
    const now = Date.parse("2026-01-04T14:00:00Z");
    const writeHits = async () =>
      db
        .selectFrom("rate_limit_windows")
        .select(["bucket", "hits"])
        .where("client", "=", "10.0.8.1")
        .orderBy("bucket")
        .execute();
    await countWrite("10.0.8.1", ["sign-in", "all"], now);
    await attemptLogin(WRONG, "10.0.8.1", now);
    expect(await writeHits()).toEqual([
      { bucket: "all", hits: 1 },
      { bucket: "sign-in", hits: 0 },
    ]);
    // A right password is a sign-in write, and forgets the failure.
    await countWrite("10.0.8.1", ["sign-in", "all"], now);
    await attemptLogin(TARGET, "10.0.8.1", now);
    expect(await writeHits()).toEqual([
      { bucket: "all", hits: 2 },
      { bucket: "sign-in", hits: 1 },
    ]);
    expect(await db.selectFrom("login_attempts").select("id").where("ip", "=", "10.0.8.1").execute()).toEqual([]);
  });

  it("parallel guesses from one address cannot pass the limit before they are counted", async () => {
    const now = Date.parse("2026-01-04T13:00:00Z");
    const outcomes = await Promise.all(
      Array.from({ length: 3 * LOGIN_PAIR_LIMIT }, () => attemptLogin(WRONG, "10.0.6.1", now)),
    );
    for (let i = 0; i < LOGIN_PAIR_LIMIT; i++) outcomes.push(await attemptLogin(WRONG, "10.0.6.1", now));
    // However the guesses interleave, at most 10 of them reach the password check.
    const checked = outcomes.filter((outcome) => !outcome.ok && outcome.reason === "invalid-credentials");
    expect(checked).toHaveLength(LOGIN_PAIR_LIMIT);
    expect(await attemptLogin(TARGET, "10.0.6.1", now)).toEqual({ ok: false, reason: "rate-limited" });
  });
});
