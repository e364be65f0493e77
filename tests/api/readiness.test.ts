// Issue 14, defect 10: /healthz said healthy while every write failed. /readyz proves the database
// is migrated and can save a write, and says why not with a 503; /healthz stays the liveness check.
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { call, db, holdWriteLock } from "./harness";
import { migrations } from "../../db/migrations";
import { READINESS_PROBE_KEY } from "../../db/readiness";

// Writes give up quickly while the tests below hold the lock.
vi.hoisted(() => {
  process.env.DATABASE_BUSY_TIMEOUT_MS = "50";
});

const LATEST = Object.keys(migrations).at(-1)!;

beforeAll(async () => {
  await call("GET", "/healthz"); // the server has migrated its database
});

// /readyz reuses a check for a second (it is public and writes): each test asks after that second.
let clock = Date.now();
const nextSecond = () => vi.setSystemTime((clock += 1_000));
beforeEach(nextSecond);
afterAll(() => vi.useRealTimers());

describe("GET /readyz", () => {
  it("is ready on a migrated database that can write, and is never cached", async () => {
    const reply = await call("GET", "/readyz");
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ status: "ready" });
    expect(reply.headers.get("content-type")).toMatch(/^application\/json/);
    expect(reply.headers.get("cache-control")).toBe("no-store");
  });

  it("saves one test write per second however often it is asked", async () => {
    const probe = async () =>
      (await db.selectFrom("app_meta").select("value").where("key", "=", READINESS_PROBE_KEY).executeTakeFirstOrThrow())
        .value;
    const replies = await Promise.all(Array.from({ length: 5 }, () => call("GET", "/readyz")));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await probe()).toBe(new Date(clock).toISOString());

    // Within the same second the row is left alone; in the next one it is written again.
    await db.updateTable("app_meta").set({ value: "untouched" }).where("key", "=", READINESS_PROBE_KEY).execute();
    expect((await call("GET", "/readyz")).status).toBe(200);
    expect(await probe()).toBe("untouched");
    nextSecond();
    expect((await call("GET", "/readyz")).status).toBe(200);
    expect(await probe()).toBe(new Date(clock).toISOString());
  });

  it("is not ready (503, with the reason) while writes cannot be saved; /healthz still answers 200", async () => {
    const lock = await holdWriteLock();
    try {
      const ready = await call("GET", "/readyz");
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({
        status: "not-ready",
        reason: "the database is locked by another process: writes cannot be saved",
      });
      expect(ready.headers.get("cache-control")).toBe("no-store");
      expect((await call("GET", "/healthz")).status).toBe(200);
    } finally {
      await lock.release();
    }
    nextSecond();
    expect((await call("GET", "/readyz")).status).toBe(200);
  });

  it("is not ready when a migration this build ships is not applied", async () => {
    const applied = await sql<{
      timestamp: string;
    }>`select timestamp from kysely_migration where name = ${LATEST}`.execute(db);
    await sql`delete from kysely_migration where name = ${LATEST}`.execute(db);
    try {
      const reply = await call("GET", "/readyz");
      expect(reply.status).toBe(503);
      expect(reply.body).toEqual({ status: "not-ready", reason: `migrations not applied: ${LATEST}` });
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${LATEST}, ${applied.rows[0]!.timestamp})`.execute(
        db,
      );
    }
  });
});
