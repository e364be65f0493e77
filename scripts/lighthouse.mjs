// `npm run lighthouse`: Lighthouse (mobile, its default settings) on the pages most visitors
// see: `/`, `/careers`, `/insights` and the first post /insights links to. Starts the built
// server (run `npm run build` first) on a throw-away database with the demo content, or uses the
// one `--url <origin>` names. Prints the four category scores per page, CLS, and the first-load
// JavaScript of `/` (bytes transferred, headers included); exits 1 when a target is missed.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

import { startSite } from "../bench/servers.mjs";

const TARGETS = {
  performance: 98,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  /** Largest CLS accepted: "no layout shift", allowing rounding noise. */
  cls: 0.01,
  /** First-load JavaScript of `/`, bytes on the wire. */
  homeScriptBytes: 90 * 1024,
};
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const HEADINGS = { performance: "Perf", accessibility: "A11y", "best-practices": "BP", seo: "SEO" };

const { values: options } = parseArgs({
  options: {
    url: { type: "string" },
    out: { type: "string" },
    help: { type: "boolean", short: "h" },
  },
});
if (options.help) {
  console.log("Usage: npm run lighthouse [-- --url http://127.0.0.1:3000] [--out reports/lighthouse]");
  console.log("  --url  test a server that is already running instead of starting the build");
  console.log("  --out  also write each page's full report there (HTML and JSON)");
  process.exit(0);
}

/** The built site on a free port and a new SQLite file (bench/servers.mjs); resolves once it answers. */
async function startServer() {
  if (!fs.existsSync("build/index.js")) {
    console.error("No build found: run `npm run build` first.");
    process.exit(1);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lighthouse-"));
  const site = await startSite({ databaseEnv: { DATABASE_PATH: path.join(dir, "app.db") } });
  return {
    origin: site.origin,
    async stop() {
      await site.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The first post /insights links to. */
async function firstPostPath(origin) {
  const html = await (await fetch(`${origin}/insights`)).text();
  const href = html.match(/href="(\/blog\/[^"#?]+)"/)?.[1];
  if (!href) throw new Error("/insights links to no post: is the demo content seeded?");
  return href;
}

/** The scripts a page loaded, as Lighthouse counts them: bytes on the wire, response headers included. */
function scriptBytes(lhr) {
  const items = lhr.audits["resource-summary"]?.details?.items ?? [];
  const scripts = items.find((item) => item.resourceType === "script");
  const urls = (lhr.audits["network-requests"]?.details?.items ?? [])
    .filter((request) => request.resourceType === "Script")
    .map((request) => request.url);
  return { bytes: scripts?.transferSize ?? 0, files: scripts?.requestCount ?? 0, urls };
}

/** The compressed size of a response body, without its headers, as a browser asks for it. */
function bodyBytes(url) {
  const { get } = url.startsWith("https:") ? https : http;
  return new Promise((resolve, reject) => {
    get(url, { headers: { "Accept-Encoding": "gzip, deflate, br" } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk) => (bytes += chunk.length));
      response.on("end", () => resolve(bytes));
    }).on("error", reject);
  });
}

/** The audits that cost a category points, worst first: what to fix. */
function lostPoints(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .sort((a, b) => a.score - b.score)
    .map(
      (audit) => `${audit.id} (${Math.round(audit.score * 100)}${audit.displayValue ? `, ${audit.displayValue}` : ""})`,
    );
}

/**
 * Runs Lighthouse on `url` (a second time if the first run fails to record, as on a busy machine
 * it sometimes does: NO_NAVSTART); writes its reports to --out when asked; resolves to the result.
 */
async function audit(url, port, name, attempts = 2) {
  const { lhr, report } = await lighthouse(url, { port, output: ["html", "json"], logLevel: "error" });
  if (lhr.runtimeError) {
    if (attempts > 1) return audit(url, port, name, attempts - 1);
    throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  if (options.out) {
    fs.mkdirSync(options.out, { recursive: true });
    fs.writeFileSync(path.join(options.out, `${name}.html`), report[0]);
    fs.writeFileSync(path.join(options.out, `${name}.json`), report[1]);
  }
  return lhr;
}

const metric = (lhr, id) => lhr.audits[id].numericValue;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

const server = options.url ? null : await startServer();
const origin = (options.url ?? server.origin).replace(/\/$/, "");
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu"],
});

const rows = [];
const problems = [];
let home;
let version = "";
const benchmarks = [];
try {
  const pages = ["/", "/careers", "/insights", await firstPostPath(origin)];
  for (const page of pages) {
    const lhr = await audit(
      `${origin}${page}`,
      chrome.port,
      page === "/" ? "home" : page.slice(1).replace(/\W+/g, "-"),
    );
    version = lhr.lighthouseVersion;
    benchmarks.push(Math.round(lhr.environment.benchmarkIndex));
    const scores = CATEGORIES.map((id) => Math.round(lhr.categories[id].score * 100));
    const cls = metric(lhr, "cumulative-layout-shift");
    rows.push([
      page,
      ...scores,
      cls.toFixed(3),
      seconds(metric(lhr, "first-contentful-paint")),
      seconds(metric(lhr, "largest-contentful-paint")),
      `${Math.round(metric(lhr, "total-blocking-time"))} ms`,
    ]);
    CATEGORIES.forEach((id, index) => {
      if (scores[index] < TARGETS[id])
        problems.push(`${page} ${HEADINGS[id]} ${scores[index]} < ${TARGETS[id]}: ${lostPoints(lhr, id).join(", ")}`);
    });
    if (cls >= TARGETS.cls) problems.push(`${page} CLS ${cls.toFixed(3)} (target < ${TARGETS.cls})`);
    if (page === "/") home = scriptBytes(lhr);
  }
  const bodies = await Promise.all(home.urls.map(bodyBytes));
  home.bodyBytes = bodies.reduce((sum, bytes) => sum + bytes, 0);
} finally {
  chrome.kill();
  await server?.stop();
}

const table = [["Page", ...CATEGORIES.map((id) => HEADINGS[id]), "CLS", "FCP", "LCP", "TBT"], ...rows];
const widths = table[0].map((_, column) => Math.max(...table.map((row) => String(row[column]).length)));
const line = (cells) => `| ${cells.map((cell, column) => String(cell).padEnd(widths[column])).join(" | ")} |`;
console.log(`\nLighthouse ${version}, mobile, against ${origin}\n`);
console.log(line(table[0]));
console.log(`|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`);
for (const row of rows) console.log(line(row));
// Lighthouse's own CPU benchmark: when other work shares the machine it drops, and Performance with it.
console.log(`\nCPU benchmark index during the runs: ${Math.min(...benchmarks)}–${Math.max(...benchmarks)}`);

console.log(
  `\nFirst-load JavaScript of /: ${kb(home.bytes)} in ${home.files} files (target ≤ ${kb(TARGETS.homeScriptBytes)}):` +
    ` ${kb(home.bodyBytes)} of compressed code, ${kb(home.bytes - home.bodyBytes)} of response headers.`,
);
if (home.bytes > TARGETS.homeScriptBytes) problems.push(`/ loads ${kb(home.bytes)} of JavaScript`);

if (problems.length) {
  console.log(`\nMissed:\n${problems.map((problem) => `- ${problem}`).join("\n")}`);
  process.exitCode = 1;
} else {
  console.log("\nEvery target met.");
}
