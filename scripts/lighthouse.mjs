// `npm run lighthouse`: Lighthouse (mobile, its default settings) on the pages of issue 38's targets
// (scripts/lighthouse-targets.mjs): the reading pages `/`, `/about`, `/insights` and the first post
// /insights links to, and the interactive `/careers`, `/contact` and `/appointment`, each `--runs`
// times (3 by default). Starts the built server (run `npm run build` first) on a throw-away database
// with the demo content, or uses the one `--url <origin>` names. Prints each run's scores and metrics
// and each page's script (framework/module JS and standalone script); exits 1 when a target is missed.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

import { A_POST, CATEGORIES, missedTargets, pageScripts, TARGETS } from "./lighthouse-targets.mjs";
import { startSite } from "../bench/servers.mjs";

const HEADINGS = { performance: "Perf", accessibility: "A11y", "best-practices": "BP", seo: "SEO" };
const THROTTLING_METHODS = ["simulate", "devtools"];

const { values: options } = parseArgs({
  options: {
    url: { type: "string" },
    out: { type: "string" },
    runs: { type: "string", default: "3" },
    page: { type: "string", multiple: true },
    "throttling-method": { type: "string", default: "simulate" },
    help: { type: "boolean", short: "h" },
  },
});
const runs = Number(options.runs);
const throttling = options["throttling-method"];
const chosenPages = options.page ?? Object.keys(TARGETS);
if (
  options.help ||
  chosenPages.some((page) => !(page in TARGETS)) ||
  !Number.isInteger(runs) ||
  runs < 1 ||
  !THROTTLING_METHODS.includes(throttling)
) {
  console.log("Usage: npm run lighthouse [-- --url http://127.0.0.1:3000] [--runs 3] [--throttling-method simulate]");
  console.log("  --url                test a server that is already running instead of starting the build");
  console.log(
    "  --runs               how many times to measure each page (default 3); every run must meet the targets",
  );
  console.log("  --throttling-method  simulate (default: Lighthouse's estimate of a slow phone on slow 4G, which the");
  console.log("                       targets are set in) or devtools (the load itself slowed down as it happens)");
  console.log("  --out                also write each run's full report there (HTML and JSON)");
  console.log(`  --page               measure only this page (repeatable): ${Object.keys(TARGETS).join(", ")}`);
  process.exit(options.help ? 0 : 1);
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

/**
 * Runs Lighthouse on `url` (a second time if the first run fails to record, as on a busy machine
 * it sometimes does: NO_NAVSTART, or a metric it could not compute, which leaves Performance without
 * a score); writes its reports to --out when asked; resolves to the result.
 */
async function audit(url, port, name, attempts = 2) {
  const { lhr, report } = await lighthouse(url, {
    port,
    output: ["html", "json"],
    logLevel: "error",
    throttlingMethod: throttling,
  });
  if (lhr.runtimeError || lhr.categories.performance.score === null) {
    if (attempts > 1) return audit(url, port, name, attempts - 1);
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  if (options.out) {
    fs.mkdirSync(options.out, { recursive: true });
    fs.writeFileSync(path.join(options.out, `${name}.html`), report[0]);
    fs.writeFileSync(path.join(options.out, `${name}.json`), report[1]);
  }
  return lhr;
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

const metric = (lhr, id) => lhr.audits[id].numericValue;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const loadAverage = () => os.loadavg()[0].toFixed(2);

/** A Markdown table, its columns padded to their widest cell. */
function printTable(header, rows) {
  const table = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...table.map((row) => String(row[column]).length)));
  const line = (cells) => `| ${cells.map((cell, column) => String(cell).padEnd(widths[column])).join(" | ")} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`);
  for (const row of rows) console.log(line(row));
}

const server = options.url ? null : await startServer();
const origin = (options.url ?? server.origin).replace(/\/$/, "");
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu"],
});

const loadBefore = loadAverage();
let version = "";
const benchmarks = [];
let pages;
try {
  const postPath = await firstPostPath(origin);
  pages = chosenPages.map((page) => ({ page, path: page === A_POST ? postPath : page, runs: [] }));
  // Run after run over all pages, so that a busy spell on the machine spreads over pages.
  for (let run = 1; run <= runs; run += 1) {
    for (const page of pages) {
      const name = `${page.path === "/" ? "home" : page.path.slice(1).replace(/\W+/g, "-")}-${throttling}-${run}`;
      const lhr = await audit(`${origin}${page.path}`, chrome.port, name);
      version = lhr.lighthouseVersion;
      benchmarks.push(Math.round(lhr.environment.benchmarkIndex));
      page.runs.push(lhr);
    }
  }
  for (const page of pages) {
    const html = await (await fetch(`${origin}${page.path}`)).text();
    const requests = page.runs[0].audits["network-requests"]?.details?.items ?? [];
    const scripts = requests.filter((request) => request.resourceType === "Script").map((request) => request.url);
    const bodies = new Map(await Promise.all(scripts.map(async (url) => [url, await bodyBytes(url)])));
    page.scripts = pageScripts(html, requests, bodies);
  }
} finally {
  chrome.kill();
  await server?.stop();
}

console.log(`\nLighthouse ${version}, mobile, throttling: ${throttling}, ${runs} runs, against ${origin}\n`);
printTable(
  ["Page", "Run", ...CATEGORIES.map((id) => HEADINGS[id]), "CLS", "FCP", "LCP", "TBT"],
  pages.flatMap(({ path: page, runs: results }) =>
    results.map((lhr, index) => [
      page,
      index + 1,
      ...CATEGORIES.map((id) => Math.round(lhr.categories[id].score * 100)),
      metric(lhr, "cumulative-layout-shift").toFixed(3),
      seconds(metric(lhr, "first-contentful-paint")),
      seconds(metric(lhr, "largest-contentful-paint")),
      `${Math.round(metric(lhr, "total-blocking-time"))} ms`,
    ]),
  ),
);
// Lighthouse's own CPU benchmark: when other work shares the machine it drops, and Performance with it.
console.log(
  `\nCPU benchmark index during the runs: ${Math.min(...benchmarks)}–${Math.max(...benchmarks)};` +
    ` load average ${loadBefore} before, ${loadAverage()} after\n`,
);

console.log(
  "Script per page (module files as transferred, headers included; classic script files' bodies and inline script compressed):\n",
);
printTable(
  ["Page", "Module scripts + preloads in HTML", "Module files loaded", "Framework/module JS", "Standalone script"],
  pages.map(({ path: page, scripts }) => [
    page,
    scripts.moduleScripts,
    scripts.moduleFiles,
    kb(scripts.moduleBytes),
    kb(scripts.standaloneBytes),
  ]),
);

const missed = missedTargets(pages, throttling);
if (missed.length) {
  console.log(`\nMissed:\n${missed.map((problem) => `- ${problem}`).join("\n")}`);
  process.exitCode = 1;
} else {
  console.log("\nEvery target met.");
}
