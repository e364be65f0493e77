// @ts-check
// Several workers, each a whole server (its own Remix build, page cache and database pool), on one
// port: the primary process hands them connections in turn and keeps the right number running.
import cluster from "node:cluster";
import { fileURLToPath } from "node:url";

/** A worker closed its server and waits for the primary to have seen it (server/index.js). */
export const CLOSING = "lumora:closing";
/** The primary's answer: it hands that worker no more connections. */
export const LET_GO = "lumora:let-go";
/** A worker about to close asks whether the primary still holds a connection for it (server/index.js). */
export const ANY_MORE = "lumora:any-more";
/** The primary's answer, sent after every connection it handed that worker before. */
export const ALL_SENT = "lumora:all-sent";

/**
 * glibc's malloc settings a worker gets unless the operator chose its own (docs/performance.md,
 * "Memory per worker"). Two arenas: glibc gives each thread that allocates (compression on
 * libuv's threads, V8's helpers) an arena of its own, up to 8 per core, and each keeps what was
 * freed in it (31–46 MB in a worker after the bench's load, 8–17 MB with two). Blocks of 32 KB and
 * more (a page's HTML, its compressed copy) mapped on their own and returned when freed: glibc
 * otherwise raises that threshold as large blocks are freed, and they come back from the heap,
 * where the freed ones stay between live ones (38–56 MB of heap after the bench, 30 with it).
 */
const WORKER_MALLOC = { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "32768" };

/** What a worker's environment adds to the primary's. @param {NodeJS.ProcessEnv} env */
function workerEnvironment(env) {
  return Object.fromEntries(Object.entries(WORKER_MALLOC).filter(([name]) => env[name] === undefined));
}

/** The young generation's flag, and the size of each of its two semi-spaces (MB). */
const SEMI_SPACE_FLAG = "--max-semi-space-size";
const SEMI_SPACE_MB = 8;

/**
 * The Node flags a worker starts with: the primary's, and a young generation of two 8 MB
 * semi-spaces unless the operator chose a size (on the command line or in NODE_OPTIONS). Node 24
 * sizes it from the machine's memory instead: two of 64 MB on a 24 GB machine (Node 20: 16), about
 * 110 MB more per worker, for no CPU saved on a page's render (docs/performance.md).
 * @param {string[]} execArgv @param {NodeJS.ProcessEnv} env
 */
function workerExecArgv(execArgv, env) {
  const given = [...execArgv, ...(env.NODE_OPTIONS ?? "").split(/\s+/)];
  const chosen = given.some((flag) => flag.replaceAll("_", "-").startsWith(SEMI_SPACE_FLAG));
  return chosen ? execArgv : [...execArgv, `${SEMI_SPACE_FLAG}=${SEMI_SPACE_MB}`];
}

/**
 * @typedef {object} PrimaryOptions
 * @property {number} workers How many to run.
 * @property {() => void} onListening Called once, when every worker of the first generation listens.
 */

/**
 * Runs the primary: forks the workers, replaces one that crashes, restarts them one at a time on
 * SIGHUP (a new one listens before an old one stops, so no request is refused), and on SIGTERM or
 * SIGINT (its `stop`) lets every worker finish its requests in flight, then exits 0. A worker that exits before
 * it ever listened (a port in use, a bad setting) stops the whole server with its exit code.
 * @param {PrimaryOptions} options
 */
export function runPrimary({ workers, onListening }) {
  // Workers run the server itself, whatever script started the primary (npm start, the tests'
  // server), with the environment the primary has by then.
  cluster.setupPrimary({
    exec: fileURLToPath(new URL("./index.js", import.meta.url)),
    execArgv: workerExecArgv(process.execArgv, process.env),
  });
  let stopping = false;
  /** Workers on their way out on purpose (a rolling restart): not replaced when they exit. */
  const retiring = new WeakSet();
  const listened = new WeakSet();

  /** @returns {Promise<import("node:cluster").Worker>} resolves once the new worker listens */
  function startWorker() {
    const worker = cluster.fork(workerEnvironment(process.env));
    return new Promise((resolve) => {
      worker.once("listening", () => {
        listened.add(worker);
        resolve(worker);
      });
      worker.once("exit", (code, signal) => {
        if (stopping || retiring.has(worker)) return;
        if (!listened.has(worker)) {
          console.error(`[server] worker ${worker.process.pid} could not start (${signal ?? code}); stopping.`);
          stopAll(code || 1);
          return;
        }
        console.error(`[server] worker ${worker.process.pid} exited (${signal ?? code}); starting another.`);
        void startWorker();
      });
    });
  }
  /** @param {import("node:cluster").Worker} worker */
  function stopWorker(worker) {
    return new Promise((resolve) => {
      if (worker.isDead()) return resolve(undefined);
      worker.once("exit", resolve);
      worker.process.kill("SIGTERM");
    });
  }

  /** @param {number} code */
  async function stopAll(code) {
    if (stopping) return;
    stopping = true;
    await Promise.all(Object.values(cluster.workers ?? {}).map((worker) => worker && stopWorker(worker)));
    process.exit(code);
  }

  async function rollingRestart() {
    console.log("[server] SIGHUP: restarting the workers one at a time…");
    for (const old of Object.values(cluster.workers ?? {})) {
      if (!old || stopping) continue;
      await startWorker();
      retiring.add(old);
      await stopWorker(old);
    }
    console.log("[server] every worker restarted.");
  }

  process.on("SIGHUP", () => void rollingRestart());
  // Messages from a worker arrive in the order it sent them: its server's close (handled by Node)
  // comes before this, so once it is answered no connection is on its way to that worker.
  cluster.on("message", (worker, message) => {
    if (!worker.isConnected()) return;
    if (message === CLOSING) worker.send(LET_GO);
    // After this turn of the event loop, which accepts (and hands out) the connections waiting.
    if (message === ANY_MORE) setImmediate(() => worker.isConnected() && worker.send(ALL_SENT));
  });

  void Promise.all(Array.from({ length: workers }, startWorker)).then(() => {
    if (!stopping) onListening();
  });
  return {
    /** On SIGTERM or SIGINT (server/index.js hands them over). @param {NodeJS.Signals} signal */
    stop(signal) {
      if (stopping) return;
      console.log(`[server] ${signal}: the workers finish their requests in flight…`);
      void stopAll(0);
    },
  };
}
