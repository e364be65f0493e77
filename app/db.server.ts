import type { Kysely } from "kysely";

import { openDatabase } from "../db/connect";
import type { Database } from "../db/database";
import { DatabaseUnavailableError } from "../db/database-errors";
import { env } from "./utils/env.server";

const database = openDatabase(env.database);

/** Which engine this instance runs on, for the few modules of engine-specific SQL (e.g. job-search.server.ts). */
export const engine = database.engine;

/** Where the database is, safe to log: "SQLite at data/app.db", "PostgreSQL at postgres://app@db:5432/site". */
export const databaseDescription = database.description;

/** What must be done to the database before the app's first query: migrate, seed (it gets the database itself). */
export type StartUpWork = (db: Kysely<Database>) => Promise<unknown>;

/** After a failed start-up, the next query tries again, but not more often than this. */
const RETRY_DELAY_MS = 1000;
let startUpWork: StartUpWork | undefined;
let preparing: Promise<void> | undefined;
let lastFailure = 0;

/**
 * Starts the work every query waits for: the server's start-up (app/start-up.server.ts), a command's
 * migrations, a test file's. A database that is down or unreachable meanwhile is no reason to exit:
 * every query answers DatabaseUnavailableError (503), and the first one after it is back finishes the work.
 */
export function startDatabase(work: StartUpWork) {
  startUpWork = work;
  return prepared();
}

function prepared() {
  if (!startUpWork) {
    return Promise.reject(new Error("The database was not started: call startDatabase() before the first query."));
  }
  if (!preparing) {
    if (Date.now() - lastFailure < RETRY_DELAY_MS) return Promise.reject(new DatabaseUnavailableError());
    preparing = startUpWork(database.db).then(
      () => undefined,
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

/** The database the app queries: each query first waits for the start-up work (see startDatabase). */
export const db = database.gatedBy(prepared);

/** PostgreSQL only (null on SQLite): listen to a NOTIFY channel, see db/connect.ts. */
export const listen = database.listen;

/**
 * Closes the database once the server has stopped (server/index.js) or a command is done:
 * SQLite folds its write-ahead log back into the file, PostgreSQL's connections end cleanly.
 */
export function closeDatabase() {
  return database.close();
}
