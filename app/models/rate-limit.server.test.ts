import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db } from "~/db.server";
import { WRITE_LIMITS } from "~/lib/write-limits";

import { countWrite, pruneWriteCounts } from "./rate-limit.server";
import { startTestDatabase } from "./testing.server";

beforeAll(startTestDatabase);

const MINUTE = Date.parse("2026-11-26T10:00:00.000Z");

beforeEach(async () => {
  await db.deleteFrom("rate_limit_windows").execute();
});

describe("countWrite", () => {
  it("lets an address make its bucket's number of writes in a minute, then refuses until the minute ends", async () => {
    const limit = WRITE_LIMITS["sign-in"];
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
    const limit = WRITE_LIMITS.public;
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
    for (let i = 0; i < WRITE_LIMITS.all; i++) await countWrite("10.0.0.4", ["all"], MINUTE);
    expect(await countWrite("10.0.0.4", ["all"], MINUTE + 59_500)).toEqual({ bucket: "all", retryAfterSeconds: 1 });
  }, 30_000);

  it("counts nothing for a read", async () => {
    expect(await countWrite("10.0.0.5", [], MINUTE)).toBeNull();
    expect(await db.selectFrom("rate_limit_windows").selectAll().execute()).toEqual([]);
  });
});

describe("pruneWriteCounts", () => {
  it("deletes the counts of minutes more than five minutes gone, and keeps the rest", async () => {
    await countWrite("10.0.0.6", ["public", "all"], MINUTE);
    await countWrite("10.0.0.6", ["public", "all"], MINUTE + 5 * 60_000);
    await pruneWriteCounts(MINUTE + 5 * 60_000);
    expect(await db.selectFrom("rate_limit_windows").select("window_start").distinct().execute()).toHaveLength(2);
    await pruneWriteCounts(MINUTE + 5 * 60_000 + 1);
    const left = await db.selectFrom("rate_limit_windows").select("window_start").distinct().execute();
    expect(left.map((row) => row.window_start)).toEqual([new Date(MINUTE + 5 * 60_000).toISOString()]);
  });
});
