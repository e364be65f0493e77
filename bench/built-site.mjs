// The built site on a throw-away database of either engine, for the benchmarks that time its
// answers by calling its request handler (no HTTP): bench/careers.mjs, bench/site-search.mjs.
import { createRequestHandler } from "@remix-run/node";
import path from "node:path";

import { throwAwayDatabase } from "./database.mjs";

/**
 * Starts the BUILT app (run `npm run build` first) on a new database of `engine` named `${prefix}_…`
 * (PostgreSQL: on BENCH_DATABASE_URL or a private cluster), migrated as at start-up, without demo content;
 * with its server contract (app/server-contract.ts), for a bench that starts its background work.
 */
export async function builtSiteOn(engine, prefix) {
  const database = await throwAwayDatabase(engine, { serverUrl: process.env.BENCH_DATABASE_URL ?? "", prefix });
  Object.assign(process.env, {
    NODE_ENV: "production",
    DATABASE_PATH: database.path || ":memory:", // unused on PostgreSQL
    DATABASE_URL: database.url,
    SEED_DEMO: "0",
    SESSION_SECRET: "benchmark-secret-0123456789",
    SITE_URL: "http://localhost",
  });
  const build = await import(path.resolve("build/index.js"));
  const handle = createRequestHandler(build, "production");
  await build.entry.module.serverContract.startSiteDatabase(); // migrates the database, as server/index.js does at start
  return { database, handle, contract: build.entry.module.serverContract };
}
