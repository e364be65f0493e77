// A throw-away database for a benchmark, on either engine, and a plain client for filling it in
// bulk (better-sqlite3 or pg: the app's own code is not needed to insert rows).
import Database from "better-sqlite3";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

import { createDatabase, dropDatabases, startPrivateCluster } from "../scripts/test-servers.mjs";

/**
 * A new, empty database: a SQLite file in a temporary folder, or on PostgreSQL a database of its
 * own named `${prefix}_…` on `serverUrl` (a server where this role may create databases) or on a
 * private throw-away cluster started here. `env` is what the server needs to use it; `remove()`
 * deletes it (and stops the cluster).
 */
export async function throwAwayDatabase(engine, { serverUrl = "", prefix = "bench" } = {}) {
  if (engine === "sqlite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `lumora-${prefix}-`));
    const file = path.join(dir, "app.db");
    return {
      engine,
      path: file,
      url: "",
      env: { DATABASE_PATH: file },
      description: "SQLite (a file in a temporary folder)",
      remove: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const cluster = serverUrl ? null : await startPrivateCluster();
  const server = serverUrl || cluster.url;
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  try {
    const url = await createDatabase(server, name);
    const version = await serverVersion(url);
    return {
      engine,
      path: "",
      url,
      env: { DATABASE_URL: url },
      description: `PostgreSQL ${version} (${cluster ? "a private throw-away cluster" : `database ${name} on the given server`})`,
      async remove() {
        try {
          if (!cluster) await dropDatabases(server, [name]);
        } finally {
          cluster?.stop();
        }
      },
    };
  } catch (error) {
    cluster?.stop();
    throw error;
  }
}

async function serverVersion(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query("show server_version");
    return String(rows[0].server_version).split(" ")[0];
  } finally {
    await client.end();
  }
}

/**
 * A client of `database` (from throwAwayDatabase) with `insert(table, columns, rows)` (rows are
 * arrays of values in the order of `columns`), `query(sql)` resolving to rows, and `close()`.
 */
export async function openClient(database) {
  return database.engine === "sqlite" ? sqliteClient(database.path) : postgresClient(database.url);
}

function sqliteClient(file) {
  const sqlite = new Database(file);
  return {
    engine: "sqlite",
    async insert(table, columns, rows) {
      const insert = sqlite.prepare(
        `insert into ${table} (${columns.join(", ")}) values (${columns.map(() => "?").join(", ")})`,
      );
      sqlite.transaction(() => {
        for (const row of rows) insert.run(...row);
      })();
    },
    query: async (query) => sqlite.prepare(query).all(),
    exec: async (query) => void sqlite.exec(query),
    close: async () => sqlite.close(),
  };
}

async function postgresClient(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // Postgres takes at most 65,535 parameters a statement.
  const MAX_PARAMETERS = 60_000;
  return {
    engine: "postgres",
    async insert(table, columns, rows) {
      const batch = Math.max(1, Math.min(1000, Math.floor(MAX_PARAMETERS / columns.length)));
      for (let start = 0; start < rows.length; start += batch) {
        const values = [];
        const tuples = rows
          .slice(start, start + batch)
          .map((row) => `(${row.map((value) => `$${values.push(value)}`).join(", ")})`);
        await client.query(`insert into ${table} (${columns.join(", ")}) values ${tuples.join(", ")}`, values);
      }
    },
    query: async (query) => (await client.query(query)).rows,
    exec: async (query) => void (await client.query(query)),
    close: () => client.end(),
  };
}
