// @ts-check
// Starts the site: `node server/index.js` after `remix build`. Configuration comes from the
// environment (see README); the app itself validates the rest at start-up. In production it runs
// one worker per core (WEB_CONCURRENCY), each a whole server; with one, it serves in this process.
import cluster from "node:cluster";
import os from "node:os";
import path from "node:path";
import url from "node:url";
import v8 from "node:v8";

import { ALL_SENT, ANY_MORE, CLOSING, LET_GO, runPrimary } from "./cluster.js";

const SHUTDOWN_GRACE_MS = 10_000;
/**
 * How long a stopping worker waits on the primary: for the connections it still queues to be handed
 * over (one per turn of the worker's event loop, so a second or more while it renders under load),
 * and for its word that it hands over no more. Half the grace period: the other half is for the
 * requests those connections bring.
 */
const PRIMARY_WAIT_MS = SHUTDOWN_GRACE_MS / 2;
const DATABASE_CLOSE_MS = 5_000;

// Node as a container's PID 1 has no default action for SIGTERM: a signal that comes before any
// handler exists is dropped, and the container is killed at its stop timeout. So the stop signals
// are caught first thing (only cheap modules load before this) and acted on once the server can stop.
/** @type {NodeJS.Signals | undefined} */
let earlySignal;
/** @type {((signal: NodeJS.Signals) => void) | undefined} */
let onStopSignal;
for (const signal of /** @type {const} */ (["SIGTERM", "SIGINT"])) {
  process.on(signal, () => (onStopSignal ? onStopSignal(signal) : (earlySignal ??= signal)));
}
/** Hands SIGTERM/SIGINT to `handler` from now on, and at once one that came before. @param {(signal: NodeJS.Signals) => void} handler */
function handleStopSignals(handler) {
  onStopSignal = handler;
  if (earlySignal) handler(earlySignal);
}

process.env.NODE_ENV = process.env.NODE_ENV ?? "production";
const production = process.env.NODE_ENV === "production";

/**
 * @param {string | undefined} value @param {string} name @param {number} fallback @param {number} min
 * @param {string} what
 */
function parseCount(value, name, fallback, min, what) {
  if (value === undefined || value === "") return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < min) throw new Error(`${name} must be ${what}, not "${value}".`);
  return count;
}

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST || undefined;
const workers = parseCount(
  process.env.WEB_CONCURRENCY,
  "WEB_CONCURRENCY",
  production ? os.availableParallelism() : 1,
  1,
  "a whole number of worker processes (1 or more)",
);
const announce = () => console.log(`[server] http://localhost:${port}${host ? ` (listening on ${host})` : ""}`);

if (production && !process.env.SMTP_URL && cluster.isPrimary) {
  console.warn(
    "[email] SMTP_URL is not set: emails are kept in the outbox (/admin/outbox) and none is sent. Set SMTP_URL to send them.",
  );
}

if (cluster.isPrimary && process.env.DATABASE_URL) {
  const { connectionBudgetProblem } = await import("./connection-budget.js");
  const problem = await connectionBudgetProblem({
    url: process.env.DATABASE_URL,
    workers,
    // 10: db/connect.ts's DEFAULT_POOL_SIZE, which each worker opens (app/utils/env.server.ts).
    poolSize: parseCount(process.env.DATABASE_POOL_SIZE, "DATABASE_POOL_SIZE", 10, 1, "a whole number of connections"),
  });
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}

if (workers > 1 && cluster.isPrimary) {
  console.log(`[server] starting ${workers} workers…`);
  handleStopSignals(runPrimary({ workers, onListening: announce }).stop);
} else {
  await startWorker();
}

async function startWorker() {
  // A worker's pages are garbage the moment they are sent. V8 lets the old space grow to as much as
  // four times what survived its last collection: under load a worker settled near 300 MB for 30 MB
  // of live data. Growing it by half keeps workers under 200 MB (`npm run bench`, README).
  v8.setFlagsFromString("--heap-growing-percent=50");
  const buildPath = path.resolve("build/index.js");
  /** @type {import("../app/server-contract").AppServerBuild} */
  const build = await import(url.pathToFileURL(buildPath).href);
  const { startSiteDatabase, startBackgroundWork, closeDatabase, pageViews } = build.entry.module.serverContract;
  // Migrations and the seed (app/start-up.server.ts), begun before the server listens: requests,
  // /readyz's among them, wait for them; after a failure (logged) each request answers 503 and the
  // next one tries again.
  startSiteDatabase().catch(() => {});
  const { createServer } = await import("./app.js");
  const { server, flushLog, flushPageViews } = createServer({
    build,
    trustProxy: parseCount(process.env.TRUST_PROXY, "TRUST_PROXY", 0, 0, "a whole number of proxy hops (0 or more)"),
    production,
    apiCorsOrigins: (process.env.API_CORS_ORIGINS ?? "")
      .split(",")
      .map((origin) => origin.trim().replace(/\/$/, ""))
      .filter(Boolean),
    logRequests: process.env.LOG_REQUESTS !== "0",
    pageCache: process.env.PAGE_CACHE !== "off",
    // ANALYTICS=off (app/utils/env.server.ts) counts nothing.
    countPageViews: pageViews.enabled,
  });

  // Reminders and the email outbox's sender (app/utils/background.server.ts).
  /** @type {{ stop(): Promise<void> } | undefined} */
  let background;
  const onListen = async () => {
    if (cluster.isPrimary) announce();
    background = startBackgroundWork();
    // Under `npm run dev` the Remix dev server rebuilds, restarts us and waits for this signal to reload the browser.
    if (process.env.NODE_ENV === "development" && process.env.REMIX_DEV_ORIGIN) {
      const { broadcastDevReady } = await import("@remix-run/node");
      await broadcastDevReady(build);
    }
  };
  if (host) server.listen(port, host, onListen);
  else server.listen(port, onListen);

  // On SIGTERM/SIGINT stop accepting, let requests in flight finish (up to the grace period), exit 0.
  let stopping = false;
  /** @type {Promise<void> | undefined} */
  let primaryCaughtUp;
  /** @type {Promise<void> | undefined} */
  let exiting;
  /** @type {() => void} */
  let graceOver = () => {};
  const graceEnded = new Promise((resolve) => (graceOver = () => resolve(undefined)));
  const exit = () => (exiting ??= leave());
  const leave = async () => {
    // A worker stays until the primary has stopped handing it connections (see primaryHasLetGo);
    // the email being sent finishes (its row is marked sent) before the process goes, unless the
    // grace period ends first (an SMTP server that hangs): the stop timeout must find it gone.
    await Promise.race([Promise.all([primaryCaughtUp, background?.stop().catch(() => {})]), graceEnded]);
    // The page views still buffered are written, if the database takes them in time.
    await Promise.race([
      flushPageViews().catch(() => {}),
      new Promise((resolve) => setTimeout(resolve, DATABASE_CLOSE_MS)),
    ]);
    // Then the database closes (SQLite folds its write-ahead log into the file), if it does so in time.
    const closing = closeDatabase().catch(() => {});
    await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, DATABASE_CLOSE_MS))]);
    flushLog();
    process.exit(0);
  };
  /** @param {NodeJS.Signals} signal */
  const stop = async (signal) => {
    if (cluster.isPrimary) console.log(`[server] ${signal}: finishing requests in flight…`);
    // A worker first takes the connections the primary still holds for it (see primaryHoldsNone).
    if (cluster.isWorker) await primaryHoldsNone(server);
    server.close(exit);
    primaryCaughtUp = cluster.isWorker ? primaryHasLetGo() : undefined;
    server.closeIdleConnections();
  };
  handleStopSignals((signal) => {
    if (stopping) return;
    stopping = true;
    void stop(signal);
    setTimeout(() => {
      server.closeAllConnections();
      graceOver();
      void exit();
    }, SHUTDOWN_GRACE_MS).unref();
  });
}

/**
 * Resolves once the primary holds no connection for this worker. Node's primary accepts every
 * connection and queues it until a worker is free to take it; when the last worker closes its
 * server, the connections still queued are reset, though their visitors sent their requests
 * before the signal. So a worker asks the primary, and asks again while connections arrive before
 * the answer (the primary sends the answer after every connection it handed this worker before):
 * a round trip that brings none means this worker was free, and a free worker means an empty queue.
 * @param {import("node:http").Server} server @returns {Promise<void>}
 */
function primaryHoldsNone(server) {
  return new Promise((resolve) => {
    let arrived = false;
    const onConnection = () => (arrived = true);
    /** @param {unknown} message */
    const onMessage = (message) => {
      if (message !== ALL_SENT) return;
      if (arrived) ask();
      else done();
    };
    const ask = () => {
      arrived = false;
      if (process.connected) process.send?.(ANY_MORE);
      else done();
    };
    const done = () => {
      server.off("connection", onConnection);
      process.off("message", onMessage);
      clearTimeout(timer);
      resolve();
    };
    // Visitors who keep coming are not waited for past that; nor is a primary that does not answer.
    const timer = setTimeout(done, PRIMARY_WAIT_MS);
    server.on("connection", onConnection);
    process.on("message", onMessage);
    ask();
  });
}

/**
 * Resolves once the primary has seen this worker close its server. Until then the primary may
 * still hand it a connection (Node's round-robin sends them over the same channel), which the
 * worker must be alive to hand back, or that visitor waits forever. The primary answers this
 * message after the close, in order, so every connection it sent before has arrived by then.
 * @returns {Promise<void>}
 */
function primaryHasLetGo() {
  return new Promise((resolve) => {
    /** @param {unknown} message */
    const onMessage = (message) => {
      if (message !== LET_GO) return;
      process.off("message", onMessage);
      resolve();
    };
    process.on("message", onMessage);
    process.send?.(CLOSING);
    // A primary that is itself stopping may not answer: do not wait for it past that.
    setTimeout(resolve, PRIMARY_WAIT_MS).unref();
  });
}
