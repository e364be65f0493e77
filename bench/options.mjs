// The command lines of `npm run bench` (bench/run.mjs) and, for the flags they share, `npm run soak`
// (soak-options.mjs), checked before anything starts.
import { parseArgs } from "node:util";

import { TARGET_NAMES } from "./targets.mjs";

/** The help of the flags both commands take (SHARED_FLAGS): the engine, then the rest. */
export const SHARED_USAGE = {
  engine: `  --engine sqlite|postgres  the database (default: sqlite, or postgres when DATABASE_URL is set).
                            PostgreSQL runs in a database of its own created (and dropped) on the server
                            of BENCH_DATABASE_URL or DATABASE_URL, else on a private throw-away cluster`,
  rest: `  --workers N               WEB_CONCURRENCY for the server (default: unset, the server's own default)
  --page-cache on|off       PAGE_CACHE for the server (default: unset, the server's own default)
  --analytics on|off        ANALYTICS for the server: counting page views and goals (default: unset, on)
  --posts N                 posts generated besides the demo content (default 200)
  --jobs N                  jobs generated besides the demo content (default 5000)
  --json FILE               also write the results as JSON to FILE
  --help                    this text`,
};

export const USAGE = `Usage: npm run build && npm run bench -- [options]

${SHARED_USAGE.engine}
  --connections N           concurrent connections of the load generator (default 16)
  --duration S              seconds measured per target (default 10)
  --requests N              measure this many requests per target instead of a duration (for a
                            check that must not depend on the machine's speed)
  --warmup S                seconds of load per target before it is measured (default 2)
  --only NAME,...           measure only these targets (the bare server is always measured):
                            ${TARGET_NAMES.join(", ")}
${SHARED_USAGE.rest}`;

/** A number from the command line, or an error that says which flag and what it takes. */
export function number(flag, text, { integer = false, min = 0 } = {}) {
  const value = Number(text);
  if (text === "" || !Number.isFinite(value) || (integer && !Number.isInteger(value)) || value < min) {
    throw new Error(`--${flag} takes ${integer ? "a whole number" : "a number"} of at least ${min}, not "${text}"`);
  }
  return value;
}

/** The flags `npm run bench` and `npm run soak` share (parseArgs options). */
export const SHARED_FLAGS = {
  engine: { type: "string" },
  workers: { type: "string" },
  "page-cache": { type: "string" },
  analytics: { type: "string" },
  posts: { type: "string", default: "200" },
  jobs: { type: "string", default: "5000" },
  json: { type: "string" },
  help: { type: "boolean", default: false },
};

/** A switch's value from the command line: "on", "off" or undefined (not given). */
function onOrOff(flag, value) {
  if (value !== undefined && !["on", "off"].includes(value))
    throw new Error(`--${flag} takes on or off, not "${value}"`);
  return value;
}

/**
 * The shared flags' options from parseArgs `values`: the engine (by default PostgreSQL when
 * DATABASE_URL is set in `env`, else SQLite) and for PostgreSQL the server to create the database
 * on ("" for a private throw-away cluster); WEB_CONCURRENCY, PAGE_CACHE and ANALYTICS (undefined
 * when not given); the content to generate; the JSON file to write.
 */
export function sharedOptions(values, env) {
  const engine = values.engine ?? (env.DATABASE_URL ? "postgres" : "sqlite");
  if (!["sqlite", "postgres"].includes(engine)) throw new Error(`--engine takes sqlite or postgres, not "${engine}"`);
  const pageCache = onOrOff("page-cache", values["page-cache"]);
  const analytics = onOrOff("analytics", values.analytics);
  return {
    help: values.help,
    engine,
    serverUrl: engine === "postgres" ? env.BENCH_DATABASE_URL || env.DATABASE_URL || "" : "",
    workers: values.workers === undefined ? undefined : number("workers", values.workers, { integer: true, min: 1 }),
    pageCache,
    analytics,
    posts: number("posts", values.posts, { integer: true }),
    jobs: number("jobs", values.jobs, { integer: true, min: 1 }),
    json: values.json ?? null,
  };
}

/** The shared options as a report's settings record them (null for a setting left to the server). */
export function sharedSettings(options) {
  return {
    workers: options.workers ?? null,
    pageCache: options.pageCache ?? null,
    analytics: options.analytics ?? null,
    posts: options.posts,
    jobs: options.jobs,
  };
}

/** The options of `args` (the arguments after the script), with `env` for the database settings. */
export function parseOptions(args, env = process.env) {
  const { values } = parseArgs({
    args,
    options: {
      ...SHARED_FLAGS,
      connections: { type: "string", default: "16" },
      duration: { type: "string", default: "10" },
      requests: { type: "string" },
      warmup: { type: "string", default: "2" },
      only: { type: "string" },
    },
  });
  const only = values.only?.split(",").map((name) => name.trim()) ?? null;
  const unknown = only?.filter((name) => !TARGET_NAMES.includes(name)) ?? [];
  if (unknown.length) throw new Error(`--only: no target named ${unknown.join(", ")} (see --help)`);
  const connections = number("connections", values.connections, { integer: true, min: 1 });
  return {
    ...sharedOptions(values, env),
    connections,
    duration: number("duration", values.duration, { min: 0.1 }),
    // autocannon gives each connection a share of the requests: at least one each.
    requests:
      values.requests === undefined ? null : number("requests", values.requests, { integer: true, min: connections }),
    warmup: number("warmup", values.warmup),
    only,
  };
}
