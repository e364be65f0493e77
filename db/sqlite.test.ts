// The write-ahead log a stopping server leaves behind when its workers close the file at the same
// moment: the last process out folds it into the file.
import Database from "better-sqlite3";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

import { foldLeftoverLog } from "./sqlite";

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

/**
 * A SQLite file left as by a writer that died without closing it: its rows are in the write-ahead
 * log only (the file and its log copied while the writer had them open).
 */
function fileWithLeftoverLog() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "lumora-fold-"));
  folders.push(folder);
  const writer = new Database(path.join(folder, "writer.db"));
  writer.pragma("journal_mode = WAL");
  writer.exec("create table notes (text text); insert into notes values ('kept')");
  const file = path.join(folder, "app.db");
  fs.copyFileSync(path.join(folder, "writer.db"), file);
  fs.copyFileSync(path.join(folder, "writer.db-wal"), `${file}-wal`);
  writer.close();
  expect(fs.existsSync(`${file}-wal`)).toBe(true);
  return file;
}

describe("foldLeftoverLog", () => {
  it("folds the log into the file and removes it when no other connection is open", async () => {
    const file = fileWithLeftoverLog();
    await foldLeftoverLog(file);
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
    const reader = new Database(file, { readonly: true });
    expect(reader.prepare("select text from notes").all()).toEqual([{ text: "kept" }]);
    reader.close();
  });

  it("leaves the log to a connection still open, which goes on reading it", async () => {
    const file = fileWithLeftoverLog();
    const open = new Database(file);
    expect(open.prepare("select text from notes").all()).toEqual([{ text: "kept" }]);
    await foldLeftoverLog(file);
    expect(fs.existsSync(`${file}-wal`)).toBe(true);
    expect(open.prepare("select text from notes").all()).toEqual([{ text: "kept" }]);
    open.close();
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
  });

  it("does nothing for a database in memory", async () => {
    await expect(foldLeftoverLog(":memory:")).resolves.toBeUndefined();
  });
});
