// `npm run applications:purge -- --older-than 180d`: the retention rule for job applications.
// Deletes, for good, every application received more than that long ago, with its CV and its
// timeline, and says how many. The database is the site's: DATABASE_URL (PostgreSQL) or
// DATABASE_PATH (SQLite, default data/app.db), with the site's configuration. Safe while the site
// runs. Built to build/cli/applications-purge.js (scripts/build-commands.mjs).
import { parseArgs } from "node:util";

import { closeDatabase, db, startDatabase } from "~/db.server";
import { eraseApplications } from "~/models/application-erasure.server";
import { env } from "~/utils/env.server";

import { describeUrl } from "../../db/connect";
import { migrateToLatest } from "../../db/migrate";

const USAGE = "Usage: npm run applications:purge -- --older-than <age>   (e.g. 180d, 26w or 1y)";
const DAYS_PER_UNIT = { d: 1, w: 7, y: 365 } as const;

/** The age as days: "180d", "26w", "1y"; null when it is not one. */
function parseAge(text: string) {
  const match = /^(\d{1,5})([dwy])$/.exec(text.trim());
  if (!match) return null;
  const days = Number(match[1]) * DAYS_PER_UNIT[match[2] as keyof typeof DAYS_PER_UNIT];
  return days > 0 ? days : null;
}

async function main(args: string[]) {
  let olderThan: string | undefined;
  try {
    olderThan = parseArgs({ args, options: { "older-than": { type: "string" } } }).values["older-than"];
  } catch {
    olderThan = undefined;
  }
  const days = olderThan ? parseAge(olderThan) : null;
  if (!days) {
    console.error(USAGE);
    return 2;
  }
  const { url, path } = env.database;
  const cutoff = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  try {
    await startDatabase(migrateToLatest);
    const deleted = await eraseApplications(db, { receivedBefore: cutoff });
    const where = url ? describeUrl(url) : path;
    console.log(
      `Deleted ${deleted} ${deleted === 1 ? "application" : "applications"} received before ${cutoff.toISOString().slice(0, 10)} (older than ${days} days), with their CVs, from ${where}.`,
    );
    return 0;
  } catch (error) {
    console.error(`applications:purge failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await closeDatabase();
  }
}

process.exitCode = await main(process.argv.slice(2));
