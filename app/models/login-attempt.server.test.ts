import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db } from "~/db.server";
import { upsertUser } from "~/seed/admin.server";

import {
  attemptLogin,
  isLoginRateLimited,
  LOGIN_ADDRESS_LIMIT,
  LOGIN_ATTEMPT_WINDOW_MS,
  LOGIN_PAIR_LIMIT,
  recordFailedLogin,
} from "./login-attempt.server";
import { startTestDatabase } from "./testing.server";

beforeAll(startTestDatabase);

const TARGET = { username: "target", password: "target-password" };
const WRONG = { username: TARGET.username, password: "wrong-password" };

beforeEach(async () => {
  await db.deleteFrom("login_attempts").execute();
  await upsertUser(db, { ...TARGET, role: "admin" });
});

describe("sign-in rate limit", () => {
  it("limits an (address, username) pair after 10 failures within a minute", async () => {
    const now = Date.parse("2026-01-01T10:00:00Z");
    for (let i = 0; i < LOGIN_PAIR_LIMIT; i++) {
      expect(await isLoginRateLimited({ ip: "10.0.0.1", username: "target" }, now)).toBe(false);
      await recordFailedLogin({ ip: "10.0.0.1", username: "Target" }, now);
    }
    expect(await isLoginRateLimited({ ip: "10.0.0.1", username: "TARGET" }, now)).toBe(true);
    // The same address may still sign in as someone else, and others may sign in as the target.
    expect(await isLoginRateLimited({ ip: "10.0.0.1", username: "someone-else" }, now)).toBe(false);
    expect(await isLoginRateLimited({ ip: "10.9.9.9", username: "target" }, now)).toBe(false);
    // A minute later the old failures no longer count.
    expect(await isLoginRateLimited({ ip: "10.0.0.1", username: "target" }, now + LOGIN_ATTEMPT_WINDOW_MS + 1)).toBe(
      false,
    );
  });

  it("never limits a username for failures from many addresses", async () => {
    const now = Date.parse("2026-01-01T11:00:00Z");
    for (let i = 0; i < 3 * LOGIN_PAIR_LIMIT; i++)
      await recordFailedLogin({ ip: `10.0.1.${i}`, username: "target" }, now);
    expect(await isLoginRateLimited({ ip: "10.9.9.9", username: "target" }, now)).toBe(false);
  });

  it("limits an address that tries many usernames", async () => {
    const now = Date.parse("2026-01-02T10:00:00Z");
    for (let i = 0; i < LOGIN_ADDRESS_LIMIT; i++) {
      expect(await isLoginRateLimited({ ip: "192.0.2.7", username: `user${i}` }, now)).toBe(false);
      await recordFailedLogin({ ip: "192.0.2.7", username: `user${i}` }, now);
    }
    expect(await isLoginRateLimited({ ip: "192.0.2.7", username: "fresh-name" }, now)).toBe(true);
    expect(await isLoginRateLimited({ ip: "192.0.2.8", username: "fresh-name" }, now)).toBe(false);
  });

  it("keeps the table small: rows older than ten windows are pruned on the next failure", async () => {
    const now = Date.parse("2026-01-03T10:00:00Z");
    await recordFailedLogin({ ip: "10.0.2.1", username: "old" }, now - 10 * LOGIN_ATTEMPT_WINDOW_MS - 1);
    await recordFailedLogin({ ip: "10.0.2.1", username: "recent" }, now - LOGIN_ATTEMPT_WINDOW_MS);
    await recordFailedLogin({ ip: "10.0.2.2", username: "new" }, now);
    const left = await db.selectFrom("login_attempts").select("username").orderBy("id").execute();
    expect(left.map((row) => row.username)).toEqual(["recent", "new"]);
  });
});

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
