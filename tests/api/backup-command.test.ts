// `npm run db:backup` and `npm run db:restore` against the running site's SQLite database: a backup
// taken while the site acknowledges writes is one sound moment, and restores into a fresh database
// with the same rows and checksums, table by table. On PostgreSQL the commands point to pg_dump.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

import { storeFile } from "~/models/file-storage.server";

import { call, db } from "./harness";
import { summarizeFile } from "../../db/backup";

const run = promisify(execFile);
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "lumora-backup-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

function command(name: "db-backup" | "db-restore", args: string[], env: Record<string, string | undefined> = {}) {
  return run(process.execPath, [path.resolve(`build/cli/${name}.js`), ...args], {
    env: { ...process.env, ...env },
  }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: "" }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

const onPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(onPostgres)("db:backup and db:restore (SQLite)", () => {
  it("backs up while the site takes writes, and restores the same rows and checksums into a fresh database", async () => {
    await call("GET", "/healthz"); // the site has migrated its database
    // Uploaded files, as the site stores them: each acknowledged when its write commits.
    const write = (index: number) =>
      storeFile(db, {
        name: `load-${index}.pdf`,
        contentType: "application/pdf",
        bytes: Buffer.from(`%PDF-1.7 ${index}`),
      });
    // Acknowledged writes before, during and after the backup.
    let writing = true;
    let written = 0;
    const load = (async () => {
      while (writing) {
        await write(written);
        written += 1;
        // Better-sqlite3 answers at once: let timers and the command's output through between writes.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    while (written < 5) await new Promise((resolve) => setTimeout(resolve, 20));
    const backupFile = path.join(folder, "site.db");
    const backup = await command("db-backup", [backupFile]);
    const writtenBeforeEnd = written;
    writing = false;
    await load;
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/rows in \d+ tables; integrity ok\./);

    // The copy is one moment: the files written before it started are in it, none from after it ended.
    const copied = summarizeFile(backupFile);
    const files = copied.find((table) => table.table === "files")!.rows;
    expect(files).toBeGreaterThanOrEqual(5);
    expect(files).toBeLessThanOrEqual(writtenBeforeEnd + 1);
    expect(copied.find((table) => table.table === "users")!.rows).toBeGreaterThan(0);

    // Restored into a fresh database: the same tables, rows and checksums.
    const fresh = path.join(folder, "restored", "app.db");
    fs.mkdirSync(path.dirname(fresh));
    const restore = await command("db-restore", [backupFile], { DATABASE_PATH: fresh });
    expect(restore.code, restore.stderr).toBe(0);
    expect(summarizeFile(fresh)).toEqual(copied);

    // Never over a database that holds data, unless told.
    const refused = await command("db-restore", [backupFile]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("holds data: restore into an empty database, or pass --force to replace it");
    const forced = await command("db-restore", [backupFile, "--force"], { DATABASE_PATH: fresh });
    expect(forced.code, forced.stderr).toBe(0);
    // A backup never overwrites a file.
    expect((await command("db-backup", [backupFile])).stderr).toContain("exists already");
  });
});

describe.runIf(onPostgres)("db:backup on PostgreSQL", () => {
  it("points to pg_dump and pg_restore", async () => {
    const reply = await command("db-backup", [path.join(folder, "x.db")]);
    expect(reply.code).toBe(2);
    expect(reply.stderr).toContain("pg_dump");
  });
});
