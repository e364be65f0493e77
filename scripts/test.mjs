// `npm test`: everything CI checks, on a machine that may have nothing yet. Installs what the
// tests need from Debian when it is missing (Chromium for the browser tests, Java for the Nu HTML
// Checker, PostgreSQL), builds, type-checks, lints and checks the formatting, then runs the unit
// tests (vitest) and the end-to-end tests (Playwright against the built server) on both engines:
// SQLite and PostgreSQL (TEST_DATABASE_URL, or a private throw-away cluster started here). Prints
// per engine what ran, what was left out and why, how long each phase took, and one summary line:
// "N passed, N failed, N skipped".
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import readline from "node:readline";
import { stripVTControlCharacters } from "node:util";
import pg from "pg";

import { describeSkipped, describeSqliteOnly, failedTests } from "./e2e-tags.mjs";
import { dropDatabases, startPrivateCluster } from "./test-servers.mjs";
import { classifyUnitTests } from "./test-targets.mjs";

const REPORTS = "reports"; // outside test-results/, which Playwright empties when it starts

// Node 22+ keeps the code it compiles on disk, so the hundreds of processes the tests start (servers,
// workers, commands) compile the server build and the packages once (about 6 % of a server-heavy
// test file's CPU on Node 24). Node 20 ignores it.
process.env.NODE_COMPILE_CACHE ??= `${process.cwd()}/node_modules/.cache/node-compile`;

function run(command, args, options = {}) {
  console.log(`\n$ ${[command, ...args].join(" ")}`);
  return spawnSync(command, args, { stdio: "inherit", ...options }).status ?? 1;
}

/** The Debian packages the tests run, each known by a command it installs. */
const DEBIAN_NEEDS = [
  { package: "chromium-headless-shell", command: "/usr/bin/chromium-headless-shell" },
  { package: "default-jre-headless", command: "java" },
];

function hasCommand(command) {
  return command.startsWith("/")
    ? fs.existsSync(command)
    : spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;
}

function ensureDebianPackages() {
  const missing = DEBIAN_NEEDS.filter((need) => !hasCommand(need.command)).map((need) => need.package);
  if (missing.length === 0) return;
  console.log(`Installing Debian packages the tests need: ${missing.join(", ")}…`);
  const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
  const apt = (...args) =>
    run(sudo[0] ?? "apt-get", [...(sudo.length ? ["apt-get"] : []), ...args], {
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  if (apt("update", "-qq") !== 0 || apt("install", "-y", "-qq", ...missing) !== 0) {
    console.error(
      `Could not install ${missing.join(", ")}; install them with \`apt-get install -y ${missing.join(" ")}\` and retry.`,
    );
    process.exit(1);
  }
}

function countVitest(file) {
  const report = readJson(file);
  if (!report) return { passed: 0, failed: 1, skipped: 0, failures: [] };
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + (report.success === false && !report.numFailedTests ? 1 : 0),
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    failures: failedUnitTests(report),
  };
}

/** Each failed test of a Vitest JSON report, or its file when the file failed before its tests ran. */
function failedUnitTests(report) {
  return (report.testResults ?? []).flatMap((file) => {
    const name = path.relative(process.cwd(), file.name);
    const tests = file.assertionResults.filter((test) => test.status === "failed");
    if (tests.length === 0 && file.status === "failed") return [`${name}: ${firstLine(file.message)}`];
    return tests.map((test) => `${name} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
  });
}

/** An error message's first line, without terminal colours, short enough for the summary. */
function firstLine(message = "") {
  const line = stripVTControlCharacters(message).trim().split("\n")[0] ?? "";
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

/** A report a runner wrote, or null when it wrote none (it crashed before the end). */
function readJson(file) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : null;
}

function countPlaywright(report) {
  if (!report) return { passed: 0, failed: 1, skipped: 0, failures: [] };
  const { stats, errors = [] } = report;
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + errors.length,
    skipped: stats.skipped ?? 0,
    failures: [
      ...failedTests(report).map((test) => `${test.file} › ${test.title}: ${firstLine(test.error)}`),
      ...errors.map((error) => firstLine(error.message)),
    ],
  };
}

/** Drops the databases the PostgreSQL half made on a server the caller gave (test_…, e2e_…). */
async function dropTestDatabases(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client
    .query("select datname from pg_database where datname like 'test\\_%' or datname like 'e2e\\_%'")
    .finally(() => client.end());
  await dropDatabases(
    url,
    rows.map((row) => row.datname),
  );
}

ensureDebianPackages();
fs.rmSync(REPORTS, { recursive: true, force: true });
fs.mkdirSync(REPORTS, { recursive: true });

const runStart = performance.now();
const secondsSinceStart = () => (performance.now() - runStart) / 1000;
/** Each phase's name, exit code, start and end (seconds into the run), as it ends. */
const phases = [];

/**
 * Runs one phase beside the others, each line of its output printed as it comes after the phase's
 * name, and kept whole in reports/<phase>.log. Resolves to its exit code.
 */
function runPhase(name, command, args, env = process.env) {
  const log = fs.createWriteStream(`${REPORTS}/${name.replace(/\W+/g, "-")}.log`);
  const start = secondsSinceStart();
  console.log(`${name}: started ($ ${[command, ...args].join(" ")})`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    for (const output of [child.stdout, child.stderr]) {
      output.pipe(log, { end: false });
      readline.createInterface({ input: output }).on("line", (line) => console.log(`${name} │ ${line}`));
    }
    child.on("close", (status) => {
      log.end();
      const code = status ?? 1;
      const phase = { name, code, start, end: secondsSinceStart() };
      phases.push(phase);
      console.log(
        `${name}: ${code === 0 ? "done" : `failed (exit code ${code})`} in ${Math.round(phase.end - start)} s`,
      );
      resolve(code);
    });
  });
}

const bin = (name) => `node_modules/.bin/${name}`;
const givenServer = process.env.TEST_DATABASE_URL;
delete process.env.TEST_DATABASE_URL;

// The static checks count as one test each: a red one fails the run. They need no build, so they
// run beside it, with the PostgreSQL cluster starting meanwhile.
const STATIC_CHECKS = {
  "type-check": [bin("tsc"), ["--noEmit"]],
  lint: [bin("eslint"), ["--max-warnings=0", "."]],
  format: [bin("prettier"), ["--check", "--log-level=warn", "."]],
};
// Each check's exit code, in the order the summary lists them; a phase that never ran counts as failed.
const checks = Object.fromEntries(
  [
    ...Object.keys(STATIC_CHECKS),
    "sqlite unit runner",
    "sqlite e2e runner",
    "postgres unit runner",
    "postgres e2e runner",
  ].map((name) => [name, 1]),
);
const staticChecks = Promise.all(
  Object.entries(STATIC_CHECKS).map(async ([name, [command, args]]) => {
    checks[name] = await runPhase(name, command, args);
  }),
);
const build = runPhase("build", "npm", ["run", "build", "--silent"]);
const cluster = givenServer ? null : await startPrivateCluster();
process.on("exit", () => cluster?.stop());
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));
const unitTests = await classifyUnitTests();
if ((await build) !== 0) {
  await staticChecks;
  process.exit(1);
}

// What the engine cannot change runs on SQLite only: the unit tests of pure code (no database, no
// server), and the browser tests tagged as scripts/e2e-tags.mjs says (markup, styles, axe and the
// HTML checker in both themes; a flow repeated without JavaScript or at another width). Each
// engine has its own server port (E2E_PORT and the next one, when set) and its own databases.
const firstPort = Number(process.env.E2E_PORT ?? 3987);
const ENGINES = {
  sqlite: { env: { E2E_PORT: String(firstPort) }, unitFiles: [] },
  postgres: {
    env: { E2E_PORT: String(firstPort + 1), TEST_DATABASE_URL: givenServer ?? cluster.url },
    unitFiles: unitTests.engine,
  },
};
const results = { sqlite: {}, postgres: {} };
const envOf = (engine) => ({ ...process.env, ...ENGINES[engine].env });

async function unitPhase(engine) {
  const { unitFiles } = ENGINES[engine];
  if (unitFiles.length > 0) {
    console.log(
      `${engine} unit: ${unitFiles.length} of ${unitFiles.length + unitTests.pure.length} files, those reaching the database or a server`,
    );
  }
  const report = `${REPORTS}/unit-${engine}.json`;
  const args = ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...unitFiles];
  // A runner can fail with every test passed (an unhandled error, a crashed worker): that fails the run too.
  checks[`${engine} unit runner`] = await runPhase(`${engine} unit`, bin("vitest"), args, envOf(engine));
  results[engine].unit = countVitest(report);
}

async function e2ePhase(engine) {
  checks[`${engine} e2e runner`] = await runPhase(`${engine} e2e`, bin("playwright"), ["test"], envOf(engine));
  results[engine].e2eReport = readJson(`${REPORTS}/e2e-${engine}.json`);
  results[engine].e2e = countPlaywright(results[engine].e2eReport);
}

// Two lanes side by side: the browser tests and the unit tests each leave the machine's cores idle
// much of the time (waiting on a server, a page, a timer), and on two cores they fill each other's gaps.
// The browser tests on PostgreSQL wait the most: they go first, and the SQLite pass (axe, the HTML
// checker: busy) ends the lane, the phase that runs alone once the unit lane is done.
await Promise.all([
  (async () => {
    await e2ePhase("postgres");
    await e2ePhase("sqlite");
  })(),
  (async () => {
    await unitPhase("sqlite");
    await unitPhase("postgres");
  })(),
  staticChecks,
]);
if (givenServer) await dropTestDatabases(givenServer);

/** Per engine, the tests it did not run and why: skipped in their file, or left to the SQLite run. */
function whatWasLeftOut(engine) {
  const lines = describeSkipped(results[engine].e2eReport).map((line) => `e2e ${line}`);
  if (engine === "postgres") {
    lines.push(`unit: ${unitTests.pure.length} files not run here, since they reach neither the database nor a server`);
    const sqliteReport = results.sqlite.e2eReport;
    if (sqliteReport) lines.push(...describeSqliteOnly(sqliteReport).map((line) => `e2e: not run here, ${line}`));
  }
  return lines;
}

const all = Object.values(results).flatMap(({ unit, e2e }) => [unit, e2e]);
const sum = (key) => all.reduce((total, counts) => total + counts[key], 0);
const failedChecks = Object.keys(checks).filter((name) => checks[name] !== 0);
const passed = sum("passed");
const failed = sum("failed") + failedChecks.length;
const skipped = sum("skipped");

console.log("");
for (const engine of Object.keys(ENGINES)) {
  const { unit, e2e } = results[engine];
  console.log(
    `${engine}: unit ${unit.passed} passed, ${unit.failed} failed, ${unit.skipped} skipped; e2e ${e2e.passed} passed, ${e2e.failed} failed, ${e2e.skipped} skipped`,
  );
  for (const line of whatWasLeftOut(engine)) console.log(`  ${line}`);
  for (const [kind, { failures }] of Object.entries({ unit, e2e })) {
    for (const failure of failures) console.log(`  ${kind} failed: ${failure}`);
  }
}
console.log(`Time: ${Math.round(secondsSinceStart())} s in all; each phase from its start to its end, in seconds:`);
for (const { name, start, end } of phases.sort((a, b) => a.start - b.start)) {
  console.log(`  ${name.padEnd(13)} ${Math.round(start)}–${Math.round(end)} (${Math.round(end - start)} s)`);
}
console.log(
  Object.keys(checks)
    .map((name) => `${name}: ${checks[name] === 0 ? "ok" : "failed"}`)
    .join("; "),
);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
