// The one switch between the engines: DATABASE_URL (postgres://…) runs on PostgreSQL, without it
// the embedded SQLite file at DATABASE_PATH. Nothing above this module knows which one it got.
import type { Kysely } from "kysely";

import type { Database } from "./database";
import { DEFAULT_BUSY_TIMEOUT_MS } from "./database-errors";
import { createPostgresKysely, listenTo, openPostgres, type ChannelHandlers, type ChannelListener } from "./postgres";
import { createSqliteKysely, foldLeftoverLog, openSqlite } from "./sqlite";

export type Engine = "sqlite" | "postgres";

export type DatabaseConfig = {
  /** postgres://… (or postgresql://…); null for SQLite. */
  url: string | null;
  /** The SQLite file (or ":memory:"). */
  path: string;
  poolSize?: number;
  statementTimeoutMs?: number;
  busyTimeoutMs?: number;
};

export const DEFAULT_POOL_SIZE = 10;
export const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;

export type OpenDatabase = {
  engine: Engine;
  /** The database, usable at once (start-up work, scripts, tests). */
  db: Kysely<Database>;
  /** Another handle on the same connections that first waits for `gate` (e.g. the migrations), again after it failed. */
  gatedBy(gate: () => Promise<unknown>): Kysely<Database>;
  /** Where it is, safe to log (no password). */
  description: string;
  /** PostgreSQL only: listens to a NOTIFY channel over a connection of its own. SQLite has no channels: null. */
  listen: ((channel: string, handlers: ChannelHandlers) => ChannelListener) | null;
  /** Closes its connections: SQLite folds its write-ahead log into the file, PostgreSQL's connections end cleanly. */
  close(): Promise<void>;
};

/** "postgres://app@db.internal:5432/site" without the password. */
export function describeUrl(url: string) {
  try {
    const parsed = new URL(url);
    parsed.password = "";
    return parsed.toString();
  } catch {
    return "an unreadable DATABASE_URL";
  }
}

export function openDatabase({
  url,
  path,
  poolSize = DEFAULT_POOL_SIZE,
  statementTimeoutMs = DEFAULT_STATEMENT_TIMEOUT_MS,
  busyTimeoutMs = DEFAULT_BUSY_TIMEOUT_MS,
}: DatabaseConfig): OpenDatabase {
  if (url) {
    const pool = openPostgres({ url, poolSize, statementTimeoutMs, busyTimeoutMs });
    const db = createPostgresKysely(pool);
    return {
      engine: "postgres",
      db,
      gatedBy: (gate) =>
        createPostgresKysely(async () => {
          await gate();
          return pool;
        }),
      description: `PostgreSQL at ${describeUrl(url)}`,
      listen: (channel, handlers) => listenTo(url, channel, handlers),
      close: () => db.destroy(),
    };
  }
  const sqlite = openSqlite(path);
  const db = createSqliteKysely(sqlite, { busyTimeoutMs });
  return {
    engine: "sqlite",
    db,
    gatedBy: (gate) =>
      createSqliteKysely(
        async () => {
          await gate();
          return sqlite;
        },
        { busyTimeoutMs },
      ),
    description: `SQLite at ${path}`,
    listen: null,
    close: async () => {
      await db.destroy();
      await foldLeftoverLog(path);
    },
  };
}
