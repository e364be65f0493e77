/**
 * "The database stayed locked longer than we are willing to wait": the one error every engine's
 * driver throws for it, and the one predicate the app asks. Engine-neutral on purpose: the SQLite
 * driver (db/sqlite-busy.ts) throws it after its retries; a PostgreSQL driver should map lock and
 * statement timeouts, serialization failures and deadlocks (SQLSTATE 55P03, 57014, 40001, 40P01)
 * to it, or this predicate should learn those codes, so no route ever needs to know the engine.
 */
export class DatabaseBusyError extends Error {
  override name = "DatabaseBusyError";

  constructor(message = "The database is busy", options?: ErrorOptions) {
    super(message, options);
  }
}

export function isDatabaseBusy(error: unknown): error is DatabaseBusyError {
  return error instanceof DatabaseBusyError;
}

/** How long a statement waits for a locked database before DatabaseBusyError (DATABASE_BUSY_TIMEOUT_MS). */
export const DEFAULT_BUSY_TIMEOUT_MS = 5000;
