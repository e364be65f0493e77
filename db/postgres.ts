// PostgreSQL only: the connection pool behind kysely's PostgresDialect, for running several app
// instances on one shared database (DATABASE_URL).
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";

import type { Database } from "./database";

export type PostgresOptions = {
  url: string;
  /** Connections this instance keeps open at most (DATABASE_POOL_SIZE). */
  poolSize: number;
  /** A statement running longer is cancelled (DATABASE_STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs: number;
  /** How long a statement waits for a row or table lock before giving up (DATABASE_BUSY_TIMEOUT_MS). */
  busyTimeoutMs: number;
};

// Counts (count(*) is bigint) arrive as numbers, like SQLite's: this app's counts stay far below 2^53.
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === pg.types.builtins.INT8 ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export function openPostgres({ url, poolSize, statementTimeoutMs, busyTimeoutMs }: PostgresOptions) {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    statement_timeout: statementTimeoutMs,
    lock_timeout: busyTimeoutMs,
    // A transaction left open by a crashed request must not hold its locks for ever.
    idle_in_transaction_session_timeout: Math.max(statementTimeoutMs, 10_000),
    connectionTimeoutMillis: 5_000,
    application_name: "lumora-ventures-site",
    types,
  });
  // An idle connection that the server closes (a restart, a failover) must not crash the process:
  // the pool drops it and opens a new one on the next query.
  pool.on("error", (error) => console.error(`[db] an idle PostgreSQL connection failed: ${error.message}`));
  return pool;
}

export type PostgresPool = ReturnType<typeof openPostgres>;

export function createPostgresKysely(pool: PostgresPool | (() => Promise<PostgresPool>)) {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * After rows were inserted with their own ids (a copy), the table's identity column must go on
 * after the largest of them, or the next insert would collide.
 */
export async function restartIdentity(db: Kysely<Database>, table: keyof Database) {
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce(max(id), 0) + 1, false) from ${sql.table(table)}`.execute(
    db,
  );
}
