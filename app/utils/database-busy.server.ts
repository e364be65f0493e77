import { jsonWithToast } from "./toast.server";
import { isDatabaseBusy, isDatabaseUnavailable } from "../../db/database-errors";

/**
 * A failure that trying again soon may cure: the database stayed locked past the wait budget, or
 * could not be reached. Either way nothing was saved and the visitor is asked to try again.
 */
export function isDatabaseBusyOrDown(error: unknown): error is Error {
  return isDatabaseBusy(error) || isDatabaseUnavailable(error);
}

/** What a visitor reads (503) when a save met a database that stayed locked past the wait budget, or was down. */
export const DATABASE_BUSY_MESSAGE = "We could not save this just now. Please try again.";

/** Retry-After of a busy answer, in seconds: about one wait budget. */
export const DATABASE_BUSY_RETRY_AFTER = "5";

/** A form's answer when its save met a busy database: 503, the data to render it again, and an error toast. */
export function databaseBusyReply<T>(data: T, toast: { title?: string; id?: string } = {}) {
  return jsonWithToast(
    data,
    { type: "error", title: toast.title ?? DATABASE_BUSY_MESSAGE, id: toast.id },
    { status: 503, headers: { "Retry-After": DATABASE_BUSY_RETRY_AFTER } },
  );
}

/** Logs (as a warning: nothing is broken) that a request gave up on a busy database. */
export function logDatabaseBusy(error: Error, outcome: string) {
  console.warn(`[db] ${error.message}: ${outcome}`);
}

/** Runs a save; "busy" (logged) instead of throwing when the database stayed busy. */
export async function saveUnlessBusy<T>(save: () => Promise<T>): Promise<T | "busy"> {
  try {
    return await save();
  } catch (error) {
    if (!isDatabaseBusyOrDown(error)) throw error;
    logDatabaseBusy(error, "nothing was saved");
    return "busy";
  }
}

/**
 * Bookkeeping after the visitor's data was saved (e.g. counting a submission): a busy database
 * must not turn that success into "please try again", which would only store it twice.
 */
export async function evenIfDatabaseBusy(write: Promise<unknown>) {
  try {
    await write;
  } catch (error) {
    if (!isDatabaseBusyOrDown(error)) throw error;
    logDatabaseBusy(error, "skipped after the main save succeeded");
  }
}
