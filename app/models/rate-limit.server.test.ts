import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db } from "~/db.server";
import { RATE_LIMITS } from "~/lib/rate-limits";

import {
  countFailedSignIn,
  countFormSubmission,
  countWrite,
  isFormLimited,
  isSignInLimited,
  pruneRateLimits,
} from "./rate-limit.server";
import { startTestDatabase } from "./testing.server";

beforeAll(startTestDatabase);

const MINUTE = Date.parse("2026-11-26T10:00:00.000Z");

const WINDOW = RATE_LIMITS["failed-sign-in"].windowMs;

beforeEach(async () => {
  await db.deleteFrom("rate_limit_windows").execute();
  await db.deleteFrom("form_submissions").execute();
  await db.deleteFrom("login_attempts").execute();
});

describe("countWrite", () => {
  it("lets an address make its bucket's number of writes in a minute, then refuses until the minute ends", async () => {
    const limit = RATE_LIMITS["sign-in"].limit;
    for (let i = 0; i < limit; i++) expect(await countWrite("10.0.0.1", ["sign-in", "all"], MINUTE + i)).toBeNull();
    expect(await countWrite("10.0.0.1", ["sign-in", "all"], MINUTE + 15_000)).toEqual({
      bucket: "sign-in",
      retryAfterSeconds: 45,
    });
    // Another address, and another bucket of the same address, are counted apart.
    expect(await countWrite("10.0.0.2", ["sign-in", "all"], MINUTE + 15_000)).toBeNull();
    expect(await countWrite("10.0.0.1", ["public", "all"], MINUTE + 15_000)).toBeNull();
    // The next minute starts afresh.
    expect(await countWrite("10.0.0.1", ["sign-in", "all"], MINUTE + 60_000)).toBeNull();
  });

  it("counts parallel writes each once, so no burst gets past the limit", async () => {
    const limit = RATE_LIMITS.public.limit;
    const answers = await Promise.all(
      Array.from({ length: limit + 10 }, () => countWrite("10.0.0.3", ["public", "all"], MINUTE)),
    );
    expect(answers.filter((answer) => answer === null)).toHaveLength(limit);
    const { hits } = await db
      .selectFrom("rate_limit_windows")
      .select("hits")
      .where("client", "=", "10.0.0.3")
      .where("bucket", "=", "all")
      .executeTakeFirstOrThrow();
    expect(hits).toBe(limit + 10);
  });

  it("bounds every write of an address in the overall bucket", async () => {
    for (let i = 0; i < RATE_LIMITS.all.limit; i++) await countWrite("10.0.0.4", ["all"], MINUTE);
    expect(await countWrite("10.0.0.4", ["all"], MINUTE + 59_500)).toEqual({ bucket: "all", retryAfterSeconds: 1 });
  });

  it("counts nothing for a read", async () => {
    expect(await countWrite("10.0.0.5", [], MINUTE)).toBeNull();
    expect(await db.selectFrom("rate_limit_windows").selectAll().execute()).toEqual([]);
  });
});

describe("form limits", () => {
  it("allows 5 contact messages per address in 10 minutes", async () => {
    const now = Date.parse("2026-01-01T10:00:00Z");
    for (let i = 0; i < 5; i += 1) {
      expect(await isFormLimited("contact", "1.2.3.4", now)).toBe(false);
      await countFormSubmission("contact", "1.2.3.4", { now });
    }
    expect(await isFormLimited("contact", "1.2.3.4", now)).toBe(true);
    expect(await isFormLimited("contact", "5.6.7.8", now)).toBe(false);
    expect(await isFormLimited("contact", "1.2.3.4", now + 10 * 60 * 1000 + 1)).toBe(false);
  });

  it("takes a counted submission out of its request's write bucket: it counts once", async () => {
    const { limit } = RATE_LIMITS.public;
    for (let i = 0; i < limit; i++) expect(await countWrite("10.0.7.1", ["public", "all"], MINUTE)).toBeNull();
    await countFormSubmission("contact", "10.0.7.1", { writeBucket: "public", now: MINUTE });
    expect(await countWrite("10.0.7.1", ["public", "all"], MINUTE)).toBeNull();
    expect(await countWrite("10.0.7.1", ["public", "all"], MINUTE)).toEqual({
      bucket: "public",
      retryAfterSeconds: 60,
    });
  });
});

describe("failed sign-ins", () => {
  it("limits an (address, username) pair after 10 failures within a minute", async () => {
    const now = Date.parse("2026-01-01T10:00:00Z");
    for (let i = 0; i < RATE_LIMITS["failed-sign-in"].limit; i++) {
      expect(await isSignInLimited({ ip: "10.0.0.1", username: "target" }, now)).toBe(false);
      await countFailedSignIn({ ip: "10.0.0.1", username: "Target" }, now);
    }
    expect(await isSignInLimited({ ip: "10.0.0.1", username: "TARGET" }, now)).toBe(true);
    // The same address may still sign in as someone else, and others may sign in as the target.
    expect(await isSignInLimited({ ip: "10.0.0.1", username: "someone-else" }, now)).toBe(false);
    expect(await isSignInLimited({ ip: "10.9.9.9", username: "target" }, now)).toBe(false);
    // A minute later the old failures no longer count.
    expect(await isSignInLimited({ ip: "10.0.0.1", username: "target" }, now + WINDOW + 1)).toBe(false);
  });

  it("never limits a username for failures from many addresses", async () => {
    const now = Date.parse("2026-01-01T11:00:00Z");
    for (let i = 0; i < 3 * RATE_LIMITS["failed-sign-in"].limit; i++)
      await countFailedSignIn({ ip: `10.0.1.${i}`, username: "target" }, now);
    expect(await isSignInLimited({ ip: "10.9.9.9", username: "target" }, now)).toBe(false);
  });

  it("limits an address that tries many usernames", async () => {
    const now = Date.parse("2026-01-02T10:00:00Z");
    for (let i = 0; i < RATE_LIMITS["failed-sign-in-any-username"].limit; i++) {
      expect(await isSignInLimited({ ip: "192.0.2.7", username: `user${i}` }, now)).toBe(false);
      await countFailedSignIn({ ip: "192.0.2.7", username: `user${i}` }, now);
    }
    expect(await isSignInLimited({ ip: "192.0.2.7", username: "fresh-name" }, now)).toBe(true);
    expect(await isSignInLimited({ ip: "192.0.2.8", username: "fresh-name" }, now)).toBe(false);
  });
});

describe("pruneRateLimits", () => {
  it("deletes what is older than the longest window (ten minutes), and keeps the rest", async () => {
    const tenMinutes = 10 * 60_000;
    await countWrite("10.0.0.6", ["public", "all"], MINUTE);
    await countWrite("10.0.0.6", ["public", "all"], MINUTE + tenMinutes);
    await countFormSubmission("contact", "10.0.0.6", { now: MINUTE });
    await countFailedSignIn({ ip: "10.0.0.6", username: "old" }, MINUTE);
    await countFailedSignIn({ ip: "10.0.0.6", username: "recent" }, MINUTE + WINDOW);
    await pruneRateLimits(MINUTE + tenMinutes);
    expect(await db.selectFrom("rate_limit_windows").select("window_start").distinct().execute()).toHaveLength(2);
    expect(await db.selectFrom("form_submissions").selectAll().execute()).toHaveLength(1);
    await pruneRateLimits(MINUTE + tenMinutes + 1);
    const left = await db.selectFrom("rate_limit_windows").select("window_start").distinct().execute();
    expect(left.map((row) => row.window_start)).toEqual([new Date(MINUTE + tenMinutes).toISOString()]);
    expect(await db.selectFrom("form_submissions").selectAll().execute()).toEqual([]);
    const attempts = await db.selectFrom("login_attempts").select("username").execute();
    expect(attempts).toEqual([{ username: "recent" }]);
  });
});
