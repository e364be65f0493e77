// The database failures the app tells apart, engine-neutral: each engine's driver errors are
// recognised here, so no route or model ever needs to know which engine it runs on.

/** "The database stayed locked longer than we are willing to wait": a retry later may succeed. */
export class DatabaseBusyError extends Error {
  override name = "DatabaseBusyError";

  constructor(message = "The database is busy", options?: ErrorOptions) {
    super(message, options);
  }
}

/** How long a statement waits for a locked database before DatabaseBusyError (DATABASE_BUSY_TIMEOUT_MS). */
export const DEFAULT_BUSY_TIMEOUT_MS = 5000;

function sqlState(error: unknown) {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}

/**
 * PostgreSQL's "try again later" answers: lock not available (lock_timeout), statement timeout,
 * serialization failure, deadlock.
 */
const POSTGRES_BUSY = new Set(["55P03", "57014", "40001", "40P01"]);

/** A busy database: the SQLite driver's DatabaseBusyError (db/sqlite-busy.ts) or PostgreSQL's lock and timeout answers. */
export function isDatabaseBusy(error: unknown): error is Error {
  if (error instanceof DatabaseBusyError) return true;
  return error instanceof Error && POSTGRES_BUSY.has(sqlState(error) ?? "");
}

/**
 * The database cannot be reached: refused or dropped connections, a server shutting down or
 * starting, too many clients. Such errors pass once the database is back.
 */
export function isDatabaseUnavailable(error: unknown): error is Error {
  if (!(error instanceof Error)) return false;
  if (error instanceof DatabaseUnavailableError) return true;
  const code = sqlState(error) ?? "";
  // Class 08: connection exception; 57P01-57P03: admin shutdown, crash shutdown, cannot connect now; 53300: too many connections.
  if (code.startsWith("08") || ["57P01", "57P02", "57P03", "53300"].includes(code)) return true;
  if (["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND", "EPIPE"].includes(code)) return true;
  return /Connection terminated|timeout exceeded when trying to connect/i.test(error.message);
}

/** Thrown by the app's database handle while its start-up work (migrations, seeding) cannot run. */
export class DatabaseUnavailableError extends Error {
  override name = "DatabaseUnavailableError";

  constructor(message = "The database is unavailable", options?: ErrorOptions) {
    super(message, options);
  }
}

/** A unique constraint refused the row (SQLite SQLITE_CONSTRAINT_UNIQUE / PRIMARYKEY, PostgreSQL 23505). */
export function isUniqueViolation(error: unknown) {
  const code = sqlState(error);
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}
