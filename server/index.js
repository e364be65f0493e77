// @ts-check
// Starts the site: `node server/index.js` after `remix build`. Configuration comes from the
// environment (see README); the app itself validates the rest at start-up.
import path from "node:path";
import url from "node:url";

import { createApp } from "./app.js";

const SHUTDOWN_GRACE_MS = 10_000;

process.env.NODE_ENV = process.env.NODE_ENV ?? "production";

/** @param {string | undefined} value @param {string} name */
function parseHops(value, name) {
  if (value === undefined || value === "") return 0;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0)
    throw new Error(`${name} must be a whole number of proxy hops (0 or more), not "${value}".`);
  return hops;
}

const buildPath = path.resolve("build/index.js");
const build = await import(url.pathToFileURL(buildPath).href);
const app = createApp({
  build,
  trustProxy: parseHops(process.env.TRUST_PROXY, "TRUST_PROXY"),
  production: process.env.NODE_ENV === "production",
  siteUrl: process.env.SITE_URL || null,
  apiCorsOrigins: (process.env.API_CORS_ORIGINS ?? "")
    .split(",")
    .map((origin) => origin.trim().replace(/\/$/, ""))
    .filter(Boolean),
  logRequests: process.env.LOG_REQUESTS !== "0",
});

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST || undefined;
const onListen = async () => {
  console.log(`[server] http://localhost:${port}${host ? ` (listening on ${host})` : ""}`);
  // Under `npm run dev` the Remix dev server rebuilds, restarts us and waits for this signal to reload the browser.
  if (process.env.NODE_ENV === "development" && process.env.REMIX_DEV_ORIGIN) {
    const { broadcastDevReady } = await import("@remix-run/node");
    await broadcastDevReady(build);
  }
};
const server = host ? app.listen(port, host, onListen) : app.listen(port, onListen);

// On SIGTERM/SIGINT stop accepting, let requests in flight finish (up to the grace period), exit 0.
let stopping = false;
for (const signal of /** @type {const} */ (["SIGTERM", "SIGINT"])) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`[server] ${signal}: finishing requests in flight…`);
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(0);
    }, SHUTDOWN_GRACE_MS).unref();
  });
}
