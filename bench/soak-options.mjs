// The command line of `npm run soak` (bench/soak.mjs), checked before anything starts.
import { parseArgs } from "node:util";

import { databaseOptions, number } from "./options.mjs";

export const SOAK_USAGE = `Usage: npm run build && npm run soak -- [options]

  --engine sqlite|postgres  the database (default: sqlite, or postgres when DATABASE_URL is set).
                            PostgreSQL runs in a database of its own created (and dropped) on the server
                            of BENCH_DATABASE_URL or DATABASE_URL, else on a private throw-away cluster
  --seconds S               seconds of mixed load measured (default 60)
  --connections N           simulated visitors, each on a connection of its own (default 64)
  --warmup S                seconds of the same load before memory is first read (default 5)
  --rss-limit R|off         fail when the server's memory at the end is above R times its memory
                            after the warm-up (default 1.2); off for a run too short to tell
  --workers N               WEB_CONCURRENCY for the server (default: unset, the server's own default)
  --posts N                 posts generated besides the demo content (default 200)
  --jobs N                  jobs generated besides the demo content (default 5000)
  --json FILE               also write the results as JSON to FILE
  --help                    this text`;

/** The options of `args` (the arguments after the script), with `env` for the database settings. */
export function parseSoakOptions(args, env = process.env) {
  const { values } = parseArgs({
    args,
    options: {
      engine: { type: "string" },
      seconds: { type: "string", default: "60" },
      connections: { type: "string", default: "64" },
      warmup: { type: "string", default: "5" },
      "rss-limit": { type: "string", default: "1.2" },
      workers: { type: "string" },
      posts: { type: "string", default: "200" },
      jobs: { type: "string", default: "5000" },
      json: { type: "string" },
      help: { type: "boolean", default: false },
    },
  });
  const rssLimit = values["rss-limit"];
  return {
    help: values.help,
    ...databaseOptions(values.engine, env),
    seconds: number("seconds", values.seconds, { min: 0.1 }),
    connections: number("connections", values.connections, { integer: true, min: 1 }),
    warmup: number("warmup", values.warmup),
    rssLimit: rssLimit === "off" ? null : number("rss-limit", rssLimit, { min: 1 }),
    workers: values.workers === undefined ? undefined : number("workers", values.workers, { integer: true, min: 1 }),
    posts: number("posts", values.posts, { integer: true }),
    jobs: number("jobs", values.jobs, { integer: true, min: 1 }),
    json: values.json ?? null,
  };
}
