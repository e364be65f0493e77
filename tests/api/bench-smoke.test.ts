// `npm run bench` in a few seconds, on the run's engine: it starts the built site, measures every
// target and the bare server, and no request fails. The figures themselves are not checked here.
import { expect, it } from "vitest";

import { TARGET_NAMES } from "../../bench/targets.mjs";
import { runBenchCommand } from "../bench-command";

type Row = {
  name: string;
  label: string;
  result: { requestsPerSecond: number; non2xx: number; errors: number };
};

// Its budget is the soak smoke's: on a loaded two-core machine (the PostgreSQL pass beside the
// browser tests) the nine targets took over 60 s.
it("measures every target and the bare server, with no failed request", async () => {
  // A number of requests rather than a duration: however slow the machine, each target answers some.
  const settings = ["--requests", "20", "--warmup", "0.2", "--connections", "2", "--posts", "20", "--jobs", "100"];
  const { code, stdout, output, results } = await runBenchCommand<{ rows: Row[]; failures: string[] }>(
    "bench/run.mjs",
    settings,
  );
  expect(code, output).toBe(0);

  expect(results!.rows.map((row) => row.name)).toEqual(["bare", ...TARGET_NAMES]);
  for (const row of results!.rows) {
    expect(row.result.requestsPerSecond, row.name).toBeGreaterThan(0);
    expect([row.result.non2xx, row.result.errors], row.name).toEqual([0, 0]);
    // The printed table has its line: the label, then its figures.
    expect(stdout.split("\n").some((line) => line.startsWith(row.label) && / 0 \/ 0$/.test(line))).toBe(true);
  }
  expect(results!.failures).toEqual([]);
  expect(stdout).toMatch(/Server memory \(RSS\) after the load: +\d/);
}, 120_000);
