// `npm run bench`: the built site under load beside a bare node:http server, in one run.
// Starts the BUILT server (server/index.js, after `npm run build`) as a child process on a
// throw-away database with the demo content plus generated posts and jobs, signs in as its admin,
// warms and measures each target with autocannon, then prints requests/s, p50, p99, the ratio to
// the bare server and the server's memory. Any non-2xx answer or error fails the run (exit 1).
// Flags: see options.mjs or `npm run bench -- --help`.
import fs from "node:fs";

import { runCommand } from "./command.mjs";
import { excerpt, request } from "./http.mjs";
import { load } from "./load.mjs";
import { parseOptions, sharedSettings, USAGE } from "./options.mjs";
import { treeMemory } from "./processes.mjs";
import { formatReport, machine, problems } from "./report.mjs";
import { preparedSite } from "./seed.mjs";
import { startBareServer, startSite } from "./servers.mjs";
import { signIn } from "./session.mjs";
import { bareTarget, PAGE_HEADERS, siteTargets } from "./targets.mjs";

const ADMIN = { username: "bench-admin", password: `bench-${Math.random().toString(36).slice(2)}-password` };
const ADMIN_PAGE = "/admin/jobs";

const progress = (text) => console.error(`[bench] ${text}`);

const measuredLoad = ({ requests, duration }) => (requests ? `${requests} requests` : `${duration} s`);

/** One request to `target`; a failure when it is not 200. */
async function probe(origin, target) {
  const response = await request(origin + target.path(), { headers: target.headers }).catch((error) => error);
  if (response instanceof Error) {
    return {
      bytes: 0,
      failure: `${target.label} (${target.name}) could not be asked before the load: ${response.message}`,
    };
  }
  const failure =
    response.status === 200
      ? null
      : `${target.label} (${target.name}) answered ${response.status} before the load: ${excerpt(response.body)}`;
  return { bytes: response.body.length, failure };
}

/** Warm-up, then the measured run; the row of the table, with what went wrong in either. */
async function measure(origin, target, options, failures) {
  const { bytes, failure } = await probe(origin, target);
  if (failure) failures.push(failure);
  progress(`${target.label}: ${options.warmup} s warm-up, ${measuredLoad(options)} measured`);
  const row = { name: target.name, label: target.label, bytes };
  if (options.warmup > 0) {
    row.warmup = await load(origin, target, { connections: options.connections, duration: options.warmup });
    // A warm-up too short for a slow page to answer is no failure; a wrong answer is.
    const warmupProblem = problems(row, "warm-up", row.warmup);
    if (warmupProblem) failures.push(warmupProblem);
  }
  row.result = await load(origin, target, options);
  const problem = problems(row, "measured", row.result);
  if (problem) failures.push(problem);
  row.failed = Boolean(failure || problem);
  return row;
}

async function bench(options, cleanups) {
  const startedOn = machine();
  const failures = [];

  const { database, siteOptions, postPath } = await preparedSite(options, { admin: ADMIN }, cleanups, progress);

  progress("starting the site (node server/index.js)…");
  const site = await startSite(siteOptions);
  cleanups.push(site.stop);
  const cookie = await signIn(site.origin, ADMIN, ADMIN_PAGE);
  const targets = siteTargets({ postPath, jobCount: options.jobs, cookie }).filter(
    (target) => !options.only || options.only.includes(target.name),
  );

  const insights = await pageAsServed(site.origin, "/insights");
  const bare = await startBareServer(insights.body.length, yardstickHeaders(insights.headers));
  cleanups.push(bare.stop);

  const before = treeMemory(site.pid);
  const bareRow = await measure(bare.origin, bareTarget(insights.body.length), options, failures);
  const rows = [bareRow];
  for (const target of targets) rows.push(await measure(site.origin, target, options, failures));
  const after = treeMemory(site.pid);
  // A server that died under the load (or went on answering errors) has no "after".
  const problem = await site.problem();
  if (problem) failures.push(`The site is not healthy after the load (${problem})`);

  for (const row of rows) row.vsBarePercent = (row.result.requestsPerSecond / bareRow.result.requestsPerSecond) * 100;
  const results = {
    machine: startedOn,
    engine: database.description,
    settings: {
      connections: options.connections,
      duration: options.duration,
      requests: options.requests,
      warmup: options.warmup,
      ...sharedSettings(options),
    },
    rows,
    memory: { before, after },
    failures,
  };
  console.log(formatReport(results));
  if (options.json) fs.writeFileSync(options.json, `${JSON.stringify(results, null, 2)}\n`);
  return failures.length === 0;
}

await runCommand({ name: "bench", parseOptions, usage: USAGE, run: bench });

/**
 * A page as an anonymous visitor gets it once the site has settled: asked for until the page
 * cache answers it (a URL is kept from its second request on), or three times without the cache.
 */
async function pageAsServed(origin, path) {
  let page;
  for (let attempt = 0; attempt < 3 && page?.headers["x-cache"] !== "HIT"; attempt++) {
    page = await request(`${origin}${path}`, { headers: PAGE_HEADERS });
    if (page.status !== 200) throw new Error(`${path} answered ${page.status}: ${excerpt(page.body)}`);
  }
  return page;
}

/** The headers of the site's answer the bare server repeats: all but those of one connection or transfer. */
function yardstickHeaders(headers) {
  const perTransfer = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !perTransfer.has(name)));
}
