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
    // Plan for SSD storage, as every current server has, not PostgreSQL's default of spinning
    // disks (random_page_cost 4): with it, a careers search over 5,000 jobs read the whole table
    // (5 ms) instead of its trigram indexes (0.5 ms). A setting of our sessions only.
    options: "-c random_page_cost=1.1",
    types,
  });
  // An idle connection that the server closes (a restart, a failover) must not crash the process:
  // the pool drops it and opens a new one on the next query.
  pool.on("error", (error) => console.error(`[db] an idle PostgreSQL connection failed: ${error.message}`));
  // Nor one that a request holds between two of its queries (a transaction, a reserved connection):
  // the pool does not listen to a connection it has lent out, and an 'error' event nobody listens to
  // ends the process. The request's next query fails (a 503) and the pool drops the connection
  // when it comes back.
  pool.on("connect", (client) => client.on("error", () => {}));
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

export type ChannelHandlers = {
  /** Listening has (re)started: anything announced before may have been missed. */
  onListening(): void;
  onMessage(payload: string): void;
  /** The connection failed: announcements are missed until the next onListening. */
  onLost(error: Error): void;
};

export type ChannelListener = {
  /**
   * Resolves true once every message of a transaction that committed before the call has been
   * passed to onMessage; false when not listening (the caller must find out some other way).
   * PostgreSQL sends a session the notifications pending for it before it answers a query, so
   * this is one round trip of an empty query on the listening connection.
   */
  heardAll(): Promise<boolean>;
};

/** How long `heardAll` waits for the listening connection to answer before saying it cannot tell. */
const HEARD_ALL_TIMEOUT_MS = 1000;

/** After a failed connection, listening starts again after this long. */
const RELISTEN_DELAY_MS = 1000;

/** Listens to `channel` (LISTEN/NOTIFY) over a connection of its own, opened again whenever it fails. */
export function listenTo(url: string, channel: string, handlers: ChannelHandlers): ChannelListener {
  let client: pg.Client | undefined;
  let listening = false;

  function lost(failed: pg.Client, error: Error) {
    if (client !== failed) return;
    client = undefined;
    listening = false;
    void failed.end().catch(() => {});
    handlers.onLost(error);
    setTimeout(connect, RELISTEN_DELAY_MS).unref();
  }

  function connect() {
    const connecting = new pg.Client({ connectionString: url, application_name: "lumora-ventures-site (listener)" });
    client = connecting;
    connecting.on("error", (error) => lost(connecting, error));
    connecting.on("end", () => lost(connecting, new Error("the listening connection closed")));
    connecting.on("notification", (message) => {
      if (client === connecting && message.channel === channel) handlers.onMessage(message.payload ?? "");
    });
    connecting
      .connect()
      .then(() => connecting.query(`LISTEN ${pg.escapeIdentifier(channel)}`))
      .then(
        () => {
          if (client !== connecting) return;
          listening = true;
          handlers.onListening();
        },
        (error: Error) => lost(connecting, error),
      );
  }

  connect();
  return {
    async heardAll() {
      const asked = client;
      if (!asked || !listening) return false;
      let timer: NodeJS.Timeout | undefined;
      const answered = asked.query("").then(
        () => true,
        () => false,
      );
      // A connection that stops answering must not hold up the requests waiting on it.
      const gaveUp = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), HEARD_ALL_TIMEOUT_MS)));
      const heard = await Promise.race([answered, gaveUp]);
      clearTimeout(timer);
      return heard && client === asked && listening;
    },
  };
}
