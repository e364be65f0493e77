import { openDatabase } from "../db/connect";
import { DatabaseUnavailableError } from "../db/database-errors";
import { prepareDatabase } from "../db/seed";
import { env } from "./utils/env.server";

const database = openDatabase(env.database);

/** Which engine this instance runs on, for the few modules of engine-specific SQL (e.g. job-search.server.ts). */
export const engine = database.engine;

/** After a failed start-up, the next query tries again, but not more often than this. */
const RETRY_DELAY_MS = 1000;
let preparing: Promise<void> | undefined;
let lastFailure = 0;

/**
 * Start-up work (migrations, the configured admin, demo content), done once before any query of
 * the app. A database that is down or unreachable at start-up is no reason to exit: every request
 * meanwhile answers 503, and the first one after it is back finishes the work.
 */
function prepared() {
  if (!preparing) {
    if (Date.now() - lastFailure < RETRY_DELAY_MS) return Promise.reject(new DatabaseUnavailableError());
    preparing = prepareDatabase(database.db, { seedDemo: env.seedDemo, admin: env.admin }).then(
      () => console.log(`[db] ready: ${database.description}`),
      (error: unknown) => {
        preparing = undefined;
        lastFailure = Date.now();
        const reason = error instanceof Error ? error.message : String(error);
        console.error(`[db] start-up failed on ${database.description}: ${reason}`);
        throw new DatabaseUnavailableError(`The database is unavailable: ${reason}`, { cause: error });
      },
    );
  }
  return preparing;
}
prepared().catch(() => {}); // start now, not at the first request

export const db = database.gatedBy(prepared);

/** PostgreSQL only (null on SQLite): listen to a NOTIFY channel, see db/connect.ts. */
export const listen = database.listen;

/**
 * Closes the database once the server has stopped (server/index.js): SQLite folds its write-ahead
 * log back into the file, PostgreSQL's connections end cleanly.
 */
export function closeDatabase() {
  return database.db.destroy();
}
