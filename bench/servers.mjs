// The two servers a benchmark compares, each a child process: the built site (server/index.js)
// and the bare node:http yardstick (bare-server.mjs).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";

import { request } from "./http.mjs";
import { killSurvivors, processTree } from "./processes.mjs";
import { freePort } from "../scripts/test-servers.mjs";

const START_TIMEOUT_MS = 60_000;
const KEPT_OUTPUT = 64 * 1024;

/** Spawns `args` with node; keeps the last 64 KB it printed; `stop()` ends it and any descendants left. */
function startChild(args, env) {
  const child = spawn(process.execPath, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (chunk) => {
    output = (output + chunk).slice(-KEPT_OUTPUT);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  // Should the bench itself crash, its servers do not outlive it.
  const endChild = () => child.kill("SIGTERM");
  process.once("exit", endChild);
  let exitStatus = null;
  const exited = new Promise((resolve) =>
    child.on("exit", (code, signal) => {
      process.off("exit", endChild);
      exitStatus = signal ?? `exit code ${code}`;
      resolve(exitStatus);
    }),
  );
  return {
    child,
    exited,
    output: () => output,
    /** null while it runs, else how it ended (a signal's name or "exit code N"). */
    exitStatus: () => exitStatus,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const tree = processTree(child.pid);
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
      killSurvivors(tree);
    },
  };
}

/** Resolves once `check()` resolves to true; rejects when the child exits first or after a minute. */
async function until(started, name, check) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let exitedEarly = false;
  started.exited.then(() => (exitedEarly = true));
  while (!exitedEarly) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) {
      await started.stop();
      throw new Error(`${name} was not ready within ${START_TIMEOUT_MS / 1000} s:\n${started.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} exited before it was ready:\n${started.output()}`);
}

/**
 * The built site in production mode on a free loopback port, on the database `databaseEnv` names
 * (DATABASE_PATH or DATABASE_URL), with the demo content and `admin` (when given) as its administrator.
 * `workers` (WEB_CONCURRENCY), `pageCache` (PAGE_CACHE), `analytics` (ANALYTICS) and `trustProxy` (TRUST_PROXY: the load
 * generator then names each visitor's address in X-Forwarded-For) are passed on when set. Resolves
 * once /healthz answers 200: the database is migrated and seeded. `problem()` asks it again later.
 */
export async function startSite({ databaseEnv, admin, workers, pageCache, analytics, trustProxy }) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    SITE_URL: origin,
    SESSION_SECRET: randomBytes(24).toString("hex"),
    ...(admin ? { ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password } : {}),
    SEED_DEMO: "1",
    LOG_REQUESTS: "0",
    HOST: "127.0.0.1",
    PORT: String(port),
    ...databaseEnv,
    ...(workers === undefined ? {} : { WEB_CONCURRENCY: String(workers) }),
    ...(pageCache === undefined ? {} : { PAGE_CACHE: pageCache }),
    ...(analytics === undefined ? {} : { ANALYTICS: analytics }),
    ...(trustProxy === undefined ? {} : { TRUST_PROXY: String(trustProxy) }),
  };
  const started = startChild(["server/index.js"], env);
  await until(started, "The site", async () => (await request(`${origin}/healthz`)).status === 200);
  return {
    origin,
    pid: started.child.pid,
    output: started.output,
    exitStatus: started.exitStatus,
    stop: started.stop,
    /** null while it runs and /healthz answers 200; else what is wrong, with the last it printed. */
    async problem() {
      const health = await request(`${origin}/healthz`).then((response) => response.status, String);
      if (health === 200 && !started.exitStatus()) return null;
      return (
        `/healthz: ${health}, ${started.exitStatus() ?? "still running"}; ` +
        `the last it printed:\n${started.output().slice(-2000)}`
      );
    },
  };
}

/**
 * The bare node:http server answering `bytes` bytes with `headers` (an object of header values);
 * resolves once it listens.
 */
export async function startBareServer(bytes, headers = {}) {
  const started = startChild(["bench/bare-server.mjs", String(bytes), JSON.stringify(headers)], {
    PATH: process.env.PATH,
  });
  let port = 0;
  await until(started, "The bare server", async () => {
    port = Number(/listening on (\d+)/.exec(started.output())?.[1] ?? 0);
    return port > 0;
  });
  return { origin: `http://127.0.0.1:${port}`, pid: started.child.pid, stop: started.stop };
}
