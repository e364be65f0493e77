// `npm test`: everything CI checks, in order, on a machine that may have nothing yet.
// Installs what the tests need from Debian when it is missing (Chromium for the browser
// tests, Java for the Nu HTML Checker), builds once, type-checks, runs the unit
// tests (vitest) and the end-to-end tests (Playwright against the built server),
// then prints one summary line: "N passed, N failed, N skipped".
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const REPORTS = "reports"; // outside test-results/, which Playwright empties when it starts

function run(command, args, options = {}) {
  console.log(`\n$ ${[command, ...args].join(" ")}`);
  return spawnSync(command, args, { stdio: "inherit", ...options }).status ?? 1;
}

/** The Debian packages the tests run, each known by a command it installs. */
const DEBIAN_NEEDS = [
  { package: "chromium", command: "/usr/bin/chromium" },
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
  if (!fs.existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + (report.success === false && !report.numFailedTests ? 1 : 0),
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const { stats, errors = [] } = JSON.parse(fs.readFileSync(file, "utf8"));
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + errors.length,
    skipped: stats.skipped ?? 0,
  };
}

ensureDebianPackages();
fs.rmSync(REPORTS, { recursive: true, force: true });
fs.mkdirSync(REPORTS, { recursive: true });

const bin = (name) => `node_modules/.bin/${name}`;
if (run(bin("remix"), ["build"]) !== 0) process.exit(1);
// The static checks count as one test each: a red one fails the run.
const checks = {
  "type-check": run(bin("tsc"), ["--noEmit"]),
  lint: run(bin("eslint"), ["--max-warnings=0", "."]),
  format: run(bin("prettier"), ["--check", "--log-level=warn", "."]),
};
run(bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${REPORTS}/unit.json`]);
run(bin("playwright"), ["test"]);

const unit = countVitest(`${REPORTS}/unit.json`);
const e2e = countPlaywright(`${REPORTS}/e2e.json`);
const passed = unit.passed + e2e.passed;
const failedChecks = Object.keys(checks).filter((name) => checks[name] !== 0);
const failed = unit.failed + e2e.failed + failedChecks.length;
const skipped = unit.skipped + e2e.skipped;

const checkSummary = Object.keys(checks)
  .map((name) => `${name}: ${checks[name] === 0 ? "ok" : "failed"}`)
  .join("; ");
console.log(
  `\nunit: ${unit.passed} passed, ${unit.failed} failed; e2e: ${e2e.passed} passed, ${e2e.failed} failed; ${checkSummary}`,
);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
