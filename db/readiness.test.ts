import SQLite from "better-sqlite3";
import { sql } from "kysely";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

import { createKysely, openSqlite } from "./database";
import { migrateToLatest } from "./migrate";
import { migrations } from "./migrations";
import { checkReadiness, READINESS_PROBE_KEY } from "./readiness";

const LATEST = Object.keys(migrations).at(-1)!;

async function migratedDatabase(filename = ":memory:", busyTimeoutMs = 5000) {
  const sqlite = openSqlite(filename);
  const db = createKysely(sqlite, { busyTimeoutMs });
  await migrateToLatest(db);
  return { sqlite, db };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("checkReadiness", () => {
  it("is ready on a migrated database that can write, and leaves its probe row", async () => {
    const { db } = await migratedDatabase();
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
    const { sqlite, db } = await migratedDatabase();
    vi.spyOn(console, "error").mockImplementation(() => {});
    sqlite.pragma("query_only = ON");

    expect(await checkReadiness(db)).toEqual({
      ready: false,
      reason: "the database cannot save a write (SQLITE_READONLY)",
    });
  });

  it("is not ready while another process holds the write lock past the wait budget", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "readiness-"));
    const file = path.join(dir, "app.db");
    const { sqlite, db } = await migratedDatabase(file, 0);
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
  });

  it("is not ready when a migration of this build is not applied, and writes nothing then", async () => {
    const { db } = await migratedDatabase();
    await sql`delete from kysely_migration where name = ${LATEST}`.execute(db);

    expect(await checkReadiness(db)).toEqual({ ready: false, reason: `migrations not applied: ${LATEST}` });
    expect(await db.selectFrom("app_meta").selectAll().where("key", "=", READINESS_PROBE_KEY).execute()).toEqual([]);
  });

  it("is not ready on a database that was never migrated", async () => {
    const db = createKysely(openSqlite(":memory:"));
    expect(await checkReadiness(db)).toEqual({
      ready: false,
      reason: `migrations not applied: ${Object.keys(migrations).join(", ")}`,
    });
  });
});
