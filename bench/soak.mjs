// `npm run soak`: the built site under a steady mixed load, as visitors and staff use it, then
// checked. Starts the BUILT server (server/index.js, production, TRUST_PROXY=1) on a throw-away
// database with the demo content plus generated posts and jobs; runs the mix of soak-visits.mjs
// (pages, searches, the public forms, the JSON API read and written, sign-ins) with one simulated
// visitor per connection for a warm-up (15 s), reads the server's memory, runs it again for the measured
// time, reads the memory again and checks the database for every write it acknowledged. Exits 1
// when any request failed or got a 4xx or 5xx, the memory grew past the limit, or a write is missing.
// Flags: see soak-options.mjs or `npm run soak -- --help`.
import { randomBytes } from "node:crypto";
import fs from "node:fs";

import { runCommand } from "./command.mjs";
import { request } from "./http.mjs";
import { sharedSettings } from "./options.mjs";
import { treeMemory } from "./processes.mjs";
import { machine } from "./report.mjs";
import { preparedSite } from "./seed.mjs";
import { startSite } from "./servers.mjs";
import { mixedLoad } from "./soak-load.mjs";
import { parseSoakOptions, SOAK_USAGE } from "./soak-options.mjs";
import { formatSoakReport, soakChecks } from "./soak-report.mjs";
import { slotBook } from "./soak-slots.mjs";
import { addressSource, bodyJson } from "./soak-visitor.mjs";
import { createLedger, checkWrites } from "./soak-writes.mjs";
import { distinctSearches, JSON_HEADERS } from "./targets.mjs";

const ADMIN = { username: "soak-admin", password: `soak-${randomBytes(9).toString("base64url")}-password` };
/** Idle time before each memory reading: requests in flight end, buffers are let go. */
const SETTLE_MS = 2_000;

const progress = (text) => console.error(`[soak] ${text}`);

/** What the visitors read and apply for: live posts (paths and ids), jobs taking applications, departments. */
async function readContent(origin) {
  const get = async (path) => {
    const response = await request(origin + path, { headers: { ...JSON_HEADERS, "Accept-Encoding": "identity" } });
    if (response.status !== 200) throw new Error(`${path} answered ${response.status} before the load`);
    return bodyJson(response);
  };
  const { blogs } = await get("/api/blogs?limit=100");
  const { jobs, departments } = await get("/api/jobs?limit=100");
  if (!blogs.length || !jobs.length) throw new Error("No posts or jobs to visit: is SEED_DEMO honoured?");
  return {
    postPaths: blogs.map((blog) => blog.url),
    postIds: blogs.map((blog) => blog.id),
    jobIds: jobs.map((job) => job.id),
    departments,
  };
}

/** Reads the server's memory (total RSS) every 10 s; the function it returns stops and gives the readings. */
function sampleMemory(pid) {
  const readings = [];
  const timer = setInterval(() => readings.push(treeMemory(pid).total), 10_000);
  return () => {
    clearInterval(timer);
    return readings;
  };
}

/** The server's memory once it has had `SETTLE_MS` without load. */
async function settledMemory(pid) {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  return treeMemory(pid);
}

async function soak(options, cleanups) {
  const startedOn = machine();
  const settings = { admin: ADMIN, trustProxy: 1, prefix: "soak" };
  const { database, siteOptions } = await preparedSite(options, settings, cleanups, progress);

  progress("starting the site (node server/index.js)…");
  const site = await startSite(siteOptions);
  cleanups.push(site.stop);
  const ledger = createLedger(randomBytes(4).toString("hex"));
  const context = {
    origin: site.origin,
    admin: ADMIN,
    content: await readContent(site.origin),
    searches: distinctSearches(options.jobs),
    slots: slotBook(),
    ledger,
    cv: fs.readFileSync("tests/fixtures/cv.pdf"),
  };
  const addresses = addressSource();
  const load = { connections: options.connections, addresses };

  progress(`warm-up: ${options.warmup} s at ${options.connections} connections…`);
  const warmup = await mixedLoad(context, { ...load, seconds: options.warmup });
  const afterWarmup = await settledMemory(site.pid);
  progress(`measured: ${options.seconds} s at ${options.connections} connections…`);
  const stopSampling = sampleMemory(site.pid);
  const measured = await mixedLoad(context, { ...load, seconds: options.seconds });
  const duringLoad = stopSampling();
  const atEnd = await settledMemory(site.pid);

  progress("checking the site and every acknowledged write…");
  const siteProblem = await site.problem();
  await site.stop();
  const writes = await checkWrites(database, ledger);

  const memory = { afterWarmup, duringLoad, atEnd, ratio: atEnd.total / afterWarmup.total };
  const checks = soakChecks({ warmup, measured, memory, rssLimit: options.rssLimit, writes, siteProblem });
  const results = {
    machine: startedOn,
    engine: database.description,
    settings: {
      connections: options.connections,
      seconds: options.seconds,
      warmup: options.warmup,
      rssLimit: options.rssLimit,
      ...sharedSettings(options),
    },
    warmup,
    measured,
    memory,
    writes,
    addresses: addresses.count(),
    slots: context.slots.booked(),
    checks,
  };
  console.log(formatSoakReport(results));
  if (options.json) fs.writeFileSync(options.json, `${JSON.stringify(results, null, 2)}\n`);
  return checks.every((check) => check.passed);
}

await runCommand({ name: "soak", parseOptions: parseSoakOptions, usage: SOAK_USAGE, run: soak });
