// The command line of `npm run soak` (bench/soak.mjs), checked before anything starts.
import { parseArgs } from "node:util";

import { number, SHARED_FLAGS, SHARED_USAGE, sharedOptions } from "./options.mjs";

export const SOAK_USAGE = `Usage: npm run build && npm run soak -- [options]

${SHARED_USAGE.engine}
  --seconds S               seconds of mixed load measured (default 60)
  --connections N           simulated visitors, each on a connection of its own (default 64)
  --warmup S                seconds of the same load before memory is first read (default 15: the
                            workers' memory grows for their first 30-60 s of this load on two busy
                            cores, then stays flat; read earlier, that growth would count as a leak)
  --rss-limit R|off         fail when the server's memory at the end is above R times its memory
                            after the warm-up (default 1.2); off for a run too short to tell
${SHARED_USAGE.rest}`;

/** The options of `args` (the arguments after the script), with `env` for the database settings. */
export function parseSoakOptions(args, env = process.env) {
  const { values } = parseArgs({
    args,
    options: {
      ...SHARED_FLAGS,
      seconds: { type: "string", default: "60" },
      connections: { type: "string", default: "64" },
      warmup: { type: "string", default: "15" },
      "rss-limit": { type: "string", default: "1.2" },
    },
  });
  const rssLimit = values["rss-limit"];
  return {
    ...sharedOptions(values, env),
    seconds: number("seconds", values.seconds, { min: 0.1 }),
    connections: number("connections", values.connections, { integer: true, min: 1 }),
    warmup: number("warmup", values.warmup),
    rssLimit: rssLimit === "off" ? null : number("rss-limit", rssLimit, { min: 1 }),
  };
}
