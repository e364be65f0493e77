// `npm run soak` for a few seconds, on the run's engine: the mixed load (pages, searches, the
// public forms, the API read and written, sign-ins) gets no failed request, no 4xx or 5xx, and
// every write it acknowledged is in the database afterwards. The memory check is left to the full
// soak (--rss-limit off here): in a run this short the workers are still growing into their load,
// and the figure says nothing. No figure of speed is checked.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";

import { post, POST_COLUMNS } from "../../bench/content.mjs";
import { openClient } from "../../bench/database.mjs";
import { VISITS } from "../../bench/soak-visits.mjs";
import { checkWrites, createLedger } from "../../bench/soak-writes.mjs";
import { migrateToLatest } from "../../db/migrate";
import { freshDatabase, testEngine } from "../databases";

type Summary = {
  requests: number;
  errors: number;
  status4xx: number;
  status5xx: number;
  failedVisits: number;
  failures: string[];
  visits: Record<string, { visits: number; failed: number }>;
};
type Results = {
  warmup: Summary;
  measured: Summary;
  writes: { acknowledged: number; found: number; unsettled: number; byKind: Record<string, { acknowledged: number }> };
  checks: Array<{ name: string; passed: boolean; detail: string }>;
};

function runSoak(args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; stdout: string; output: string }>((resolve) => {
    const child = spawn(process.execPath, ["bench/soak.mjs", ...args], { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk;
      output += chunk;
    });
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    child.on("exit", (code) => resolve({ code, stdout, output }));
  });
}

it("runs every kind of visit with no failed request, and finds every acknowledged write", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "soak-smoke-"));
  try {
    const json = path.join(dir, "soak.json");
    // 16 visitors: each one's first visit is a different kind, so every kind runs however slow the machine.
    const settings = ["--seconds", "8", "--warmup", "1", "--connections", "16", "--posts", "20", "--jobs", "100"];
    const { code, stdout, output } = await runSoak(
      [...settings, "--rss-limit", "off", "--engine", testEngine, "--json", json],
      {
        PATH: process.env.PATH,
        NODE_ENV: process.env.NODE_ENV,
        BENCH_DATABASE_URL: process.env.TEST_DATABASE_URL,
      },
    );
    expect(code, output).toBe(0);

    const results = JSON.parse(fs.readFileSync(json, "utf8")) as Results;
    for (const phase of [results.warmup, results.measured]) {
      expect([phase.errors, phase.status4xx, phase.status5xx, phase.failedVisits], phase.failures.join("\n")).toEqual([
        0, 0, 0, 0,
      ]);
    }
    for (const { name } of VISITS) expect(results.measured.visits[name]?.visits, name).toBeGreaterThan(0);
    for (const kind of ["contact message", "booking", "application", "post", "job"]) {
      expect(results.writes.byKind[kind]?.acknowledged, kind).toBeGreaterThan(0);
    }
    expect(results.writes.found).toBe(results.writes.acknowledged);
    expect(results.writes.unsettled).toBe(0);
    expect(results.checks.filter((check) => !check.passed)).toEqual([]);
    expect(stdout).toMatch(/^writes acknowledged \/ found +(\d+) \/ \1 /m);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);

it("reports a write the database does not hold as it was acknowledged", async () => {
  const database = await freshDatabase();
  try {
    await migrateToLatest(database.db);
    const where = { engine: testEngine, path: database.config.path, url: database.config.url ?? "" };
    const client = await openClient(where);
    try {
      const at = new Date().toISOString();
      const message = (marker: string) => ["Soak", "soak@example.com", null, "general", `Hello (${marker})`, at];
      await client.insert(
        "contact_messages",
        ["name", "email", "phone", "subject", "message", "created_at"],
        [message("soak-test-1")],
      );
      await client.insert("blogs", POST_COLUMNS, [post(1), post(2)]);
    } finally {
      await client.close();
    }
    const [first, second] = await database.db.selectFrom("blogs").select(["id", "title"]).orderBy("id").execute();

    const ledger = createLedger("test");
    ledger.acknowledged("contact message", "soak-test-1");
    ledger.acknowledged("contact message", "soak-test-2"); // never stored
    ledger.acknowledged("post", first!.id, { title: first!.title });
    ledger.acknowledged("post", second!.id, { title: "A title it never got" });
    ledger.acknowledged("post", 999_999, null); // deleted: rightly absent
    ledger.unsettled("post", 888_888); // its outcome is unknown: not checked

    const result = await checkWrites(where, ledger);
    expect(result).toMatchObject({ acknowledged: 5, found: 3, unsettled: 1 });
    expect(result.missing).toEqual([
      "contact message soak-test-2: acknowledged as stored, not so in the database",
      `post ${second!.id}: acknowledged as titled "A title it never got", not so in the database`,
    ]);
  } finally {
    await database.close();
  }
}, 30_000);
