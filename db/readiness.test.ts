import SQLite from "better-sqlite3";
import { sql } from "kysely";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

import { migrateToLatest } from "./migrate";
import { migrations } from "./migrations";
import { checkReadiness, READINESS_PROBE_KEY } from "./readiness";
import { createSqliteKysely, openSqlite } from "./sqlite";
import { freshDatabase, testEngine } from "../tests/databases";

const LATEST = Object.keys(migrations).at(-1)!;
const closers: Array<() => Promise<void>> = [];

async function migratedDatabase({ busyTimeoutMs = 5000 } = {}) {
  const { db, close } = await freshDatabase({ busyTimeoutMs });
  closers.push(close);
  await migrateToLatest(db);
  return db;
}

afterEach(async () => {
  vi.restoreAllMocks();
  for (const close of closers.splice(0)) await close();
});

describe("checkReadiness", () => {
  it("is ready on a migrated database that can write, and leaves its probe row", async () => {
    const db = await migratedDatabase();
    const now = new Date("2026-03-05T10:00:00.000Z");

    expect(await checkReadiness(db, now)).toEqual({ ready: true });
    const probe = await db
      .selectFrom("app_meta")
      .select("value")
      .where("key", "=", READINESS_PROBE_KEY)
      .executeTakeFirst();
    expect(probe).toEqual({ value: now.toISOString() });
    expect(await checkReadiness(db)).toEqual({ ready: true }); // the row is updated, not added twice
  });

  it("is not ready when the database refuses writes (a full disk or a read-only file fails the same way)", async () => {
    const db = await migratedDatabase();
    vi.spyOn(console, "error").mockImplementation(() => {});
    await db.connection().execute(async (connection) => {
      const readOnly =
        testEngine === "sqlite"
          ? sql`pragma query_only = on`
          : sql`set session characteristics as transaction read only`;
      await readOnly.execute(connection);
      expect(await checkReadiness(connection)).toEqual({
        ready: false,
        reason: `the database cannot save a write (${testEngine === "sqlite" ? "SQLITE_READONLY" : "25006"})`,
      });
      if (testEngine === "sqlite") await sql`pragma query_only = off`.execute(connection);
      else await sql`set session characteristics as transaction read write`.execute(connection);
    });
  });

  it.runIf(testEngine === "postgres")(
    "is not ready while another connection holds a lock on its table past the wait budget",
    async () => {
      const db = await migratedDatabase({ busyTimeoutMs: 100 });
      await db.transaction().execute(async (holder) => {
        await sql`lock table app_meta in exclusive mode`.execute(holder);
        expect(await checkReadiness(db)).toEqual({
          ready: false,
          reason: "the database is locked by another process: writes cannot be saved",
        });
      });
    },
  );

  it.runIf(testEngine === "sqlite")(
    "is not ready while another process holds the write lock past the wait budget",
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "readiness-"));
      const file = path.join(dir, "app.db");
      const sqlite = openSqlite(file);
      const db = createSqliteKysely(sqlite, { busyTimeoutMs: 0 });
      await migrateToLatest(db);
      const other = new SQLite(file, { timeout: 0 });
      other.exec("BEGIN IMMEDIATE");
      try {
        expect(await checkReadiness(db)).toEqual({
          ready: false,
          reason: "the database is locked by another process: writes cannot be saved",
        });
      } finally {
        other.exec("ROLLBACK");
        other.close();
        sqlite.close();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it("is not ready when a migration of this build is not applied, and writes nothing then", async () => {
    const db = await migratedDatabase();
    await sql`delete from kysely_migration where name = ${LATEST}`.execute(db);

    expect(await checkReadiness(db)).toEqual({ ready: false, reason: `migrations not applied: ${LATEST}` });
    expect(await db.selectFrom("app_meta").selectAll().where("key", "=", READINESS_PROBE_KEY).execute()).toEqual([]);
  });

  it("is not ready on a database that was never migrated", async () => {
    const { db, close } = await freshDatabase();
    closers.push(close);
    expect(await checkReadiness(db)).toEqual({
      ready: false,
      reason: `migrations not applied: ${Object.keys(migrations).join(", ")}`,
    });
  });
});
