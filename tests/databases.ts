// Databases for tests, on the engine the run is for: SQLite when TEST_DATABASE_URL is unset,
// PostgreSQL when it points at a server where tests may create and drop databases (`npm test`
// starts a private throw-away cluster and sets it for the PostgreSQL half of the run).
import type { Kysely } from "kysely";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { openDatabase, type DatabaseConfig, type Engine } from "../db/connect";
import type { Database } from "../db/database";
import { createDatabase, dropDatabases } from "../scripts/test-servers.mjs";

export const testEngine: Engine = process.env.TEST_DATABASE_URL ? "postgres" : "sqlite";

function serverUrl() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set: this run is on SQLite");
  return url;
}

/** Creates a PostgreSQL database on the test server, empty or a copy of `template`, and returns its URL. */
export function createPostgresDatabase(name = `test_${randomBytes(6).toString("hex")}`, template?: string) {
  return createDatabase(serverUrl(), name, template);
}

/**
 * A new, empty database of the run's engine (a SQLite file in a temporary folder, or a PostgreSQL
 * database of its own; `config` says where); `openAnother()` opens a second handle on it, as another instance would;
 * `close()` closes every handle and deletes the database.
 */
export async function freshDatabase({ busyTimeoutMs }: { busyTimeoutMs?: number } = {}) {
  let config: DatabaseConfig;
  let remove: () => Promise<void>;
  if (testEngine === "sqlite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "test-db-"));
    config = { url: null, path: path.join(dir, "app.db"), busyTimeoutMs };
    remove = async () => fs.rmSync(dir, { recursive: true, force: true });
  } else {
    const name = `test_${randomBytes(6).toString("hex")}`;
    config = { url: await createPostgresDatabase(name), path: "", poolSize: 4, busyTimeoutMs };
    remove = () => dropDatabases(serverUrl(), [name]);
  }
  const handles: Array<Kysely<Database>> = [];
  const openAnother = () => {
    const { db } = openDatabase(config);
    handles.push(db);
    return db;
  };
  return {
    db: openAnother(),
    engine: testEngine,
    config,
    openAnother,
    close: async () => {
      for (const db of handles) await db.destroy();
      await remove();
    },
  };
}

/**
 * A new, empty database of the run's engine for a server process (tests/server-process.ts): the
 * settings that point the server at it, its SQLite file (null on PostgreSQL), `open()` for a
 * handle of the test's own (the caller destroys it), and `remove()` for the SQLite file's folder.
 */
export async function serverDatabase() {
  let env: Record<string, string>;
  let file: string | null = null;
  let remove = async () => {};
  if (testEngine === "postgres") env = { DATABASE_URL: await createPostgresDatabase() };
  else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "test-server-db-"));
    file = path.join(dir, "app.db");
    env = { DATABASE_PATH: file };
    remove = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const open = () => openDatabase({ url: env.DATABASE_URL ?? null, path: env.DATABASE_PATH ?? "" }).db;
  return { env, file, open, remove };
}

export type ServerDatabase = Awaited<ReturnType<typeof serverDatabase>>;
