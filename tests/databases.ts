// Databases for tests, on the engine the run is for: SQLite when TEST_DATABASE_URL is unset,
// PostgreSQL when it points at a server where tests may create and drop databases (`npm test`
// starts a private throw-away cluster and sets it for the PostgreSQL half of the run).
import type { Kysely } from "kysely";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

import { openDatabase, type DatabaseConfig, type Engine } from "../db/connect";
import type { Database } from "../db/database";

export const testEngine: Engine = process.env.TEST_DATABASE_URL ? "postgres" : "sqlite";

function serverUrl() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set: this run is on SQLite");
  return url;
}

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the test server. */
export function databaseUrl(name: string) {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates an empty PostgreSQL database (replacing one of that name) and returns its URL. */
export async function createPostgresDatabase(name = `test_${randomBytes(6).toString("hex")}`) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a safe database name: ${name}`);
  await onServer(`drop database if exists ${name} with (force)`);
  await onServer(`create database ${name}`);
  return databaseUrl(name);
}

/** Drops a database made by createPostgresDatabase, closing whatever is still connected to it. */
export async function dropPostgresDatabase(url: string) {
  const name = new URL(url).pathname.slice(1);
  await onServer(`drop database if exists ${name} with (force)`);
}

/**
 * A new, empty database of the run's engine (a SQLite file in a temporary folder, or a PostgreSQL
 * database of its own); `openAnother()` opens a second handle on it, as another instance would;
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
    const url = await createPostgresDatabase();
    config = { url, path: "", poolSize: 4, busyTimeoutMs };
    remove = () => dropPostgresDatabase(url);
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
    openAnother,
    close: async () => {
      for (const db of handles) await db.destroy();
      await remove();
    },
  };
}
