// `npm run bench` in a few seconds, on the run's engine: it starts the built site, measures every
// target and the bare server, and no request fails. The figures themselves are not checked here.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";

import { TARGET_NAMES } from "../../bench/targets.mjs";
import { testEngine } from "../databases";

type Row = {
  name: string;
  label: string;
  result: { requestsPerSecond: number; non2xx: number; errors: number };
};

function runBench(args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; stdout: string; output: string }>((resolve) => {
    const child = spawn(process.execPath, ["bench/run.mjs", ...args], { env, stdio: ["ignore", "pipe", "pipe"] });
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

it("measures every target and the bare server, with no failed request", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-smoke-"));
  try {
    const json = path.join(dir, "bench.json");
    // A number of requests rather than a duration: however slow the machine, each target answers some.
    const settings = ["--requests", "20", "--warmup", "0.2", "--connections", "2", "--posts", "20", "--jobs", "100"];
    const { code, stdout, output } = await runBench([...settings, "--engine", testEngine, "--json", json], {
      PATH: process.env.PATH,
      NODE_ENV: process.env.NODE_ENV,
      BENCH_DATABASE_URL: process.env.TEST_DATABASE_URL,
    });
    expect(code, output).toBe(0);

    const results = JSON.parse(fs.readFileSync(json, "utf8")) as { rows: Row[]; failures: string[] };
    expect(results.rows.map((row) => row.name)).toEqual(["bare", ...TARGET_NAMES]);
    for (const row of results.rows) {
      expect(row.result.requestsPerSecond, row.name).toBeGreaterThan(0);
      expect([row.result.non2xx, row.result.errors], row.name).toEqual([0, 0]);
      // The printed table has its line: the label, then its figures.
      expect(stdout.split("\n").some((line) => line.startsWith(row.label) && / 0 \/ 0$/.test(line))).toBe(true);
    }
    expect(results.failures).toEqual([]);
    expect(stdout).toMatch(/Server memory \(RSS\) after the load: +\d/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
