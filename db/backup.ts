// Online backups of the embedded SQLite database, and their restore. The backup is SQLite's
// `VACUUM INTO`: one read transaction, so the site keeps serving (and writing: WAL) while it runs,
// and the copy is one consistent moment of the database, uploaded files included (they are rows of
// `files`). SQLite's backup API (used for the restore) would start over at every write the site
// makes meanwhile, and never finish under steady writes. PostgreSQL has its own tools (pg_dump /
// pg_restore: see README).
import SQLite from "better-sqlite3";
import { createHash } from "node:crypto";
import fs from "node:fs";

/** A table of a database file: its rows and a SHA-256 of all of them, in rowid order. */
export type TableSummary = { table: string; rows: number; sha256: string };

/** Every table of an open SQLite database (SQLite's own excepted), with its row count and checksum. */
export function summarize(database: SQLite.Database): TableSummary[] {
  const tables = database
    .prepare("select name from sqlite_schema where type = 'table' and name not like 'sqlite_%' order by name")
    .pluck()
    .all() as string[];
  return tables.map((table) => {
    const hash = createHash("sha256");
    let rows = 0;
    // Virtual tables (the careers search index) have no rowid order of their own: read as stored.
    for (const row of database.prepare(`select * from "${table.replaceAll('"', '""')}"`).iterate()) {
      hash.update(
        JSON.stringify(row, (_key, value: unknown) => (Buffer.isBuffer(value) ? value.toString("base64") : value)),
      );
      rows += 1;
    }
    return { table, rows, sha256: hash.digest("hex") };
  });
}

/** Whether SQLite finds the file sound (PRAGMA integrity_check). */
function checkIntegrity(database: SQLite.Database) {
  const result = database.pragma("integrity_check", { simple: true });
  if (result !== "ok") throw new Error(`The database fails its integrity check: ${String(result)}`);
}

/** The summary of a database file, opened read-only (its integrity checked first). */
export function summarizeFile(file: string) {
  const database = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    checkIntegrity(database);
    return summarize(database);
  } finally {
    database.close();
  }
}

/** Copies the database at `source` to `target` (a new file) while the site keeps using it; returns the copy's tables. */
export function backupSqlite(source: string, target: string) {
  if (fs.existsSync(target)) throw new Error(`${target} exists already: choose a new file for the backup`);
  const database = new SQLite(source, { fileMustExist: true });
  try {
    // The site's writers hold the lock only briefly: wait for a turn rather than fail.
    database.pragma("busy_timeout = 10000");
    database.prepare("vacuum into ?").run(target);
  } finally {
    database.close();
  }
  return summarizeFile(target);
}

/** The tables whose rows are the site's data (a new database has only bookkeeping rows elsewhere). */
const RECORD_TABLES = ["users", "blogs", "jobs", "contact_messages", "appointments", "applications", "files", "emails"];

/** Whether the database at `file` holds any of the site's data (a missing file holds none). */
function holdsData(file: string) {
  if (!fs.existsSync(file)) return false;
  const database = new SQLite(file, { readonly: true });
  try {
    const tables = new Set(
      summarize(database)
        .filter((table) => table.rows > 0)
        .map((table) => table.table),
    );
    return RECORD_TABLES.some((table) => tables.has(table));
  } finally {
    database.close();
  }
}

/**
 * Restores the backup `source` into the database file `target`: refused when the backup is not
 * sound, or when the target holds data, unless `force`. Stop the site first. Returns its tables.
 */
export async function restoreSqlite(source: string, target: string, { force = false } = {}) {
  const backup = summarizeFile(source);
  if (!force && holdsData(target)) {
    throw new Error(`${target} holds data: restore into an empty database, or pass --force to replace it`);
  }
  const database = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    // SQLite's backup API writes the target through SQLite (its journal and WAL included); nothing
    // else writes the backup file, so it copies every page in one go.
    await database.backup(target, { progress: () => 0x7fffffff });
  } finally {
    database.close();
  }
  const restored = summarizeFile(target);
  if (JSON.stringify(restored) !== JSON.stringify(backup))
    throw new Error("The restored database differs from the backup");
  return restored;
}
