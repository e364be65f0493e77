// SQLite only: the embedded database file (DATABASE_PATH), the default engine.
import SQLite from "better-sqlite3";
import { Kysely } from "kysely";
import fs from "node:fs";
import path from "node:path";
import { setTimeout } from "node:timers/promises";

import type { Database } from "./database";
import { DEFAULT_BUSY_TIMEOUT_MS } from "./database-errors";
import { createBusyRetryingSqliteDialect, isSqliteBusy } from "./sqlite-busy";

/**
 * Opens the SQLite file (creating its folder), tuned for a web server: WAL so readers never wait
 * for the writer, and foreign keys enforced. Once open, SQLite's own busy wait is off: it would
 * block the event loop, so the Kysely driver (sqlite-busy.ts) waits for a lock asynchronously.
 */
export function openSqlite(filename: string) {
  if (filename !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(filename)), { recursive: true });
  const sqlite = new SQLite(filename);
  // Opening happens once at start-up, before any request: a blocking wait is harmless here.
  sqlite.pragma(`busy_timeout = ${DEFAULT_BUSY_TIMEOUT_MS}`);
  // Several workers opening a new file at once all try to switch it to WAL; SQLite answers BUSY at
  // once (without its busy wait) to all but one, to avoid a deadlock between them. Try again.
  retryWhileBusy(() => sqlite.pragma("journal_mode = WAL"));
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("busy_timeout = 0");
  return sqlite;
}

/** Runs `work` until SQLite stops answering BUSY, for at most the default busy timeout, blocking. */
function retryWhileBusy<T>(work: () => T): T {
  const deadline = Date.now() + DEFAULT_BUSY_TIMEOUT_MS;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      return work();
    } catch (error) {
      if (!isSqliteBusy(error) || Date.now() > deadline) throw error;
      Atomics.wait(pause, 0, 0, 10 + Math.random() * 40);
    }
  }
}

export type SqliteConnection = ReturnType<typeof openSqlite>;

const FOLD_ATTEMPTS = 3;

/**
 * After this process closed the file: folds the write-ahead log in if it is still there and no
 * other connection is open. The last connection to close folds and removes the log, but two
 * processes closing at the same moment (the workers of a server that stops) can each find the
 * other still open and both leave it. So the file is opened, checkpointed and closed again, after
 * a random pause, a few times while the log remains; where another process really still has it
 * open, the log stays (checkpointed as far as its readers allow).
 */
export async function foldLeftoverLog(filename: string) {
  if (filename === ":memory:") return;
  for (let attempt = 0; attempt < FOLD_ATTEMPTS && fs.existsSync(`${filename}-wal`); attempt += 1) {
    await setTimeout(20 + Math.random() * 80);
    // Without waiting for a lock: where another process holds one (BUSY), it is still open.
    try {
      const connection = new SQLite(filename, { timeout: 0 });
      try {
        connection.pragma("wal_checkpoint(TRUNCATE)");
      } finally {
        connection.close();
      }
    } catch (error) {
      if (isSqliteBusy(error)) return;
      throw error;
    }
  }
}

type KyselyOptions = {
  /** How long a statement waits for a database locked by another process before DatabaseBusyError. */
  busyTimeoutMs?: number;
};

export function createSqliteKysely(
  database: SqliteConnection | (() => Promise<SqliteConnection>),
  { busyTimeoutMs = DEFAULT_BUSY_TIMEOUT_MS }: KyselyOptions = {},
) {
  return new Kysely<Database>({ dialect: createBusyRetryingSqliteDialect(database, { busyTimeoutMs }) });
}
