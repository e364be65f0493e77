// The bench's commands (`npm run bench`, `npm run soak`) as the suite runs them: as a child
// process on the run's engine (PostgreSQL databases on the test server), results read back from
// the JSON file they write.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { testEngine } from "./databases";

/**
 * Runs `node script ...args --engine <the run's> --json <a temporary file>`; resolves once it exits
 * to its exit code, what it printed on stdout, everything it printed (stdout and stderr as they
 * came) and the results it wrote (null when it wrote none).
 */
export async function runBenchCommand<Results>(script: string, args: string[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-command-"));
  try {
    const json = path.join(dir, "results.json");
    const env = {
      PATH: process.env.PATH,
      NODE_ENV: process.env.NODE_ENV,
      BENCH_DATABASE_URL: process.env.TEST_DATABASE_URL,
    };
    const child = spawn(process.execPath, [script, ...args, "--engine", testEngine, "--json", json], {
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk;
      output += chunk;
    });
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    const results = fs.existsSync(json) ? (JSON.parse(fs.readFileSync(json, "utf8")) as Results) : null;
    return { code, stdout, output, results };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
