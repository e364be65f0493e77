// The SQLite driver waits for a lock another process holds without blocking anything else:
// another better-sqlite3 connection on the same file plays that process.
import SQLite from "better-sqlite3";
import { subscribe, unsubscribe } from "node:diagnostics_channel";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { DatabaseBusyError, isDatabaseBusy } from "./database-errors";
import { migrateToLatest } from "./migrate";
import { createSqliteKysely as createKysely, openSqlite } from "./sqlite";
import { BUSY_WAIT_CHANNEL, type BusyWait } from "./sqlite-busy";

let dir: string;
let file: string;
let other: SQLite.Database;
let opened: SQLite.Database[] = [];
let waits: BusyWait[] = [];
const recordWait = (message: unknown) => void waits.push(message as BusyWait);

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "sqlite-busy-"));
  file = path.join(dir, "app.db");
  await migrateToLatest(app());
  // Another process's connection: it must fail at once, never wait itself.
  other = new SQLite(file, { timeout: 0 });
  waits = [];
  subscribe(BUSY_WAIT_CHANNEL, recordWait);
});

afterEach(() => {
  unsubscribe(BUSY_WAIT_CHANNEL, recordWait);
  if (other.inTransaction) other.exec("ROLLBACK");
  for (const sqlite of [other, ...opened]) sqlite.close();
  opened = [];
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The app's Kysely over its own connection to the file. */
function app(busyTimeoutMs = 60_000) {
  const sqlite = openSqlite(file);
  opened.push(sqlite);
  return createKysely(sqlite, { busyTimeoutMs });
}

/** Resolves when a statement starts waiting for the lock (or when `settled` settles first). */
function firstWait(settled: Promise<unknown>) {
  let stop = () => {};
  const waiting = new Promise<void>((resolve) => {
    const onWait = () => resolve();
    subscribe(BUSY_WAIT_CHANNEL, onWait);
    stop = () => unsubscribe(BUSY_WAIT_CHANNEL, onWait);
  });
  return Promise.race([waiting, settled.catch(() => {})]).finally(stop);
}

const row = (key: string) => ({ key, value: "saved" });
const stored = (key: string) => other.prepare("select value from app_meta where key = ?").get(key);

describe("a write that meets a lock held by another connection", () => {
  it("waits while reads on the same connection go on, then is saved once the lock is free", async () => {
    const db = app();
    other.exec("BEGIN IMMEDIATE");
    const order: string[] = [];
    const write = db
      .insertInto("app_meta")
      .values(row("waited"))
      .execute()
      .then(() => void order.push("write"));

    await firstWait(write);
    const read = await db.selectFrom("app_meta").selectAll().execute();
    order.push("read");
    expect(read.some((entry) => entry.key === "waited")).toBe(false);
    expect(order).toEqual(["read"]);

    other.exec("COMMIT");
    await write;
    expect(order).toEqual(["read", "write"]);
    expect(stored("waited")).toEqual({ value: "saved" });
    expect(waits.length).toBeGreaterThan(0);
    expect(waits[0]).toMatchObject({ attempt: 1, sql: expect.stringMatching(/^insert into "app_meta"/) });
  });

  it("gives up with DatabaseBusyError after its budget, having changed nothing", async () => {
    const db = app(30);
    other.exec("BEGIN IMMEDIATE");

    const error = await db
      .insertInto("app_meta")
      .values(row("refused"))
      .execute()
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(DatabaseBusyError);
    expect(isDatabaseBusy(error)).toBe(true);
    expect((error as Error).cause).toMatchObject({ code: "SQLITE_BUSY" });
    other.exec("COMMIT");
    expect(stored("refused")).toBeUndefined();
  });

  it("fails at once with a budget of 0", async () => {
    const db = app(0);
    other.exec("BEGIN IMMEDIATE");
    await expect(db.insertInto("app_meta").values(row("now")).execute()).rejects.toBeInstanceOf(DatabaseBusyError);
    expect(waits).toEqual([]);
  });
});

describe("transactions", () => {
  it("take the write lock at BEGIN, wait there, and commit once the lock is free", async () => {
    const db = app();
    other.exec("BEGIN IMMEDIATE");
    const transaction = db.transaction().execute(async (trx) => {
      await trx.selectFrom("app_meta").selectAll().execute();
      // Before its first write the transaction already holds the lock: no one else can take it.
      expect(() => other.exec("BEGIN IMMEDIATE")).toThrow(/locked|busy/i);
      await trx.insertInto("app_meta").values(row("in-transaction")).execute();
    });

    await firstWait(transaction);
    expect(waits[0]?.sql).toBe("begin immediate");
    other.exec("COMMIT");
    await transaction;
    expect(stored("in-transaction")).toEqual({ value: "saved" });
  });

  it("never retry a statement inside an open transaction: it fails at once and the transaction rolls back", async () => {
    const db = app();
    // A deferred (read-only) BEGIN takes no lock, so its write meets the lock mid-transaction.
    const transaction = db
      .transaction()
      .setAccessMode("read only")
      .execute(async (trx) => {
        await trx.selectFrom("app_meta").selectAll().execute();
        other.exec("BEGIN IMMEDIATE");
        await trx.insertInto("app_meta").values(row("mid-transaction")).execute();
      });

    await expect(transaction).rejects.toThrow(/inside a transaction/);
    expect(waits).toEqual([]);
    other.exec("COMMIT");
    expect(stored("mid-transaction")).toBeUndefined();
  });
});

it("passes other errors through unchanged", async () => {
  const db = app();
  await db.insertInto("app_meta").values(row("twice")).execute();
  const error = await db
    .insertInto("app_meta")
    .values(row("twice"))
    .execute()
    .catch((caught: unknown) => caught);
  expect(isDatabaseBusy(error)).toBe(false);
  expect(error).toMatchObject({ code: "SQLITE_CONSTRAINT_PRIMARYKEY" });
});

describe("prepared statements", () => {
  it("are compiled once per query text and follow a change of the schema", async () => {
    const sqlite = openSqlite(file);
    opened.push(sqlite);
    const db = createKysely(sqlite);
    const prepare = vi.spyOn(sqlite, "prepare");
    const read = () => db.selectFrom("app_meta").selectAll().where("key", "=", "k").execute();
    await db.insertInto("app_meta").values(row("k")).execute();
    expect(await read()).toEqual([row("k")]);
    expect(await read()).toEqual([row("k")]);
    expect(prepare).toHaveBeenCalledTimes(2); // the insert and the select, each once

    // A statement prepared before the table changed answers with its new columns.
    other.exec("alter table app_meta add column note text");
    expect(await read()).toEqual([{ ...row("k"), note: null }]);
  });
});
