// `npm run soak` for a few seconds, on the run's engine: the mixed load (pages, searches, the
// public forms, the API read and written, sign-ins) gets no failed request, no 4xx or 5xx, and
// every write it acknowledged is in the database afterwards. The memory check is left to the full
// soak (--rss-limit off here): in a run this short the workers are still growing into their load,
// and the figure says nothing. No figure of speed is checked.
import { expect, it } from "vitest";

import { post, POST_COLUMNS } from "../../bench/content.mjs";
import { openClient } from "../../bench/database.mjs";
import { VISITS } from "../../bench/soak-visits.mjs";
import { checkWrites, createLedger } from "../../bench/soak-writes.mjs";
import { migrateToLatest } from "../../db/migrate";
import { runBenchCommand } from "../bench-command";
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

it("runs every kind of visit with no failed request, and finds every acknowledged write", async () => {
  // 16 visitors: each one's first visit is a different kind, so every kind runs however slow the machine.
  const settings = ["--seconds", "3", "--warmup", "1", "--connections", "16", "--posts", "20", "--jobs", "100"];
  const { code, stdout, output, results } = await runBenchCommand<Results>("bench/soak.mjs", [
    ...settings,
    "--rss-limit",
    "off",
  ]);
  expect(code, output).toBe(0);

  const { warmup, measured, writes, checks } = results!;
  for (const phase of [warmup, measured]) {
    const counts = [phase.errors, phase.status4xx, phase.status5xx, phase.failedVisits];
    expect(counts, phase.failures.join("\n")).toEqual([0, 0, 0, 0]);
  }
  for (const { name } of VISITS) expect(measured.visits[name]?.visits, name).toBeGreaterThan(0);
  for (const kind of ["contact message", "booking", "application", "post", "job"]) {
    expect(writes.byKind[kind]?.acknowledged, kind).toBeGreaterThan(0);
  }
  expect(writes.found).toBe(writes.acknowledged);
  expect(writes.unsettled).toBe(0);
  expect(checks.filter((check) => !check.passed)).toEqual([]);
  expect(stdout).toMatch(/^writes acknowledged \/ found +(\d+) \/ \1 /m);
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
});
