import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

import { call, db } from "./harness";
import { insertApplication } from "../application-rows";

const run = promisify(execFile);
const COMMAND = path.resolve("build/cli/applications-purge.js");
const DAY = 24 * 60 * 60 * 1000;

/** An application received `daysAgo` days ago, with its CV and first timeline entry. */
function applicationFrom(daysAgo: number) {
  const at = new Date(Date.now() - daysAgo * DAY).toISOString();
  return insertApplication(db, { at, job_id: null, full_name: `Candidate ${daysAgo}` });
}

function purge(...args: string[]) {
  return run(process.execPath, [COMMAND, ...args], { env: process.env }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: "" }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

// Each case starts the command as a process, one of them four times: more than vitest's 5 s on a busy machine.
describe("npm run applications:purge", () => {
  it("deletes the applications older than the age given, with their CVs and timelines, and says how many", async () => {
    await call("GET", "/healthz"); // the site has migrated the database
    const old = await applicationFrom(200);
    const older = await applicationFrom(400);
    const recent = await applicationFrom(10);

    const { code, stdout } = await purge("--older-than", "180d");
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /^Deleted 2 applications received before \d{4}-\d\d-\d\d \(older than 180 days\), with their CVs/,
    );

    const left = await db.selectFrom("applications").select("id").execute();
    expect(left.map((row) => row.id)).toEqual([recent.id]);
    const files = await db.selectFrom("files").select("id").execute();
    expect(files.map((row) => row.id)).toEqual([recent.fileId]);
    const events = await db.selectFrom("application_events").select("application_id").execute();
    expect(events.map((row) => row.application_id)).toEqual([recent.id]);
    expect([old.id, older.id]).not.toContain(recent.id);
  });

  it("explains itself when the age is missing or not one", async () => {
    for (const args of [[], ["--older-than", "soon"], ["--older-than", "0d"], ["--days", "3"]]) {
      const { code, stderr } = await purge(...args);
      expect(code, args.join(" ")).toBe(2);
      expect(stderr).toContain("Usage: npm run applications:purge -- --older-than <age>");
    }
  });
});
