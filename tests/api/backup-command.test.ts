// `npm run db:backup` and `npm run db:restore` against the running site's SQLite database: a backup
// taken while the site acknowledges writes is one sound moment, and restores into a fresh database
// with the same rows and checksums, table by table. On PostgreSQL the commands point to pg_dump.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

import { call, login } from "./harness";
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

describe.skipIf(onPostgres)("db:backup and db:restore (SQLite)", { timeout: 60_000 }, () => {
  it("backs up while the site takes writes, and restores the same rows and checksums into a fresh database", async () => {
    const { token } = await login();
    const write = (index: number) =>
      call("POST", "/api/blogs", {
        token,
        json: {
          title: `Backup load ${index}`,
          author: "Load",
          description: "Written during a backup.",
          status: "draft",
        },
      });
    // Acknowledged writes before, during and after the backup.
    let writing = true;
    let written = 0;
    const load = (async () => {
      while (writing) {
        const reply = await write(written);
        expect(reply.status).toBe(201);
        written += 1;
      }
    })();
    const first = await write(-1);
    expect(first.status, first.text).toBe(201);
    while (written < 5) await new Promise((resolve) => setTimeout(resolve, 20));
    const backupFile = path.join(folder, "site.db");
    const backup = await command("db-backup", [backupFile]);
    const writtenBeforeEnd = written;
    writing = false;
    await load;
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/rows in \d+ tables; integrity ok\./);

    // The copy is one moment: every post of it whole, some of the load's posts in it, none missing from the site.
    const copied = summarizeFile(backupFile);
    const blogs = copied.find((table) => table.table === "blogs")!;
    expect(blogs.rows).toBeGreaterThan(0);
    expect(copied.find((table) => table.table === "files")).toBeDefined();
    expect(written).toBeGreaterThanOrEqual(writtenBeforeEnd);

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
