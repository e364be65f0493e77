// SQLite only: how this app waits for a database that another process has locked.
//
// better-sqlite3 is synchronous, and so is its busy_timeout: a statement that meets a lock held
// by another process (a backup, a CLI, a second server) stops the whole event loop until the lock
// is free, so every other request waits too. Instead, the connection is opened with no busy wait
// (database.ts) and this driver retries a statement that met SQLITE_BUSY on a timer, with the
// connection free for other queries (reads go on in WAL mode) while it waits. A statement is only
// retried when doing it again is safe: an autocommit statement or BEGIN, when nothing of ours is
// open on the connection. Write transactions start with BEGIN IMMEDIATE so that the lock is taken
// at BEGIN, not halfway through. Past the budget the caller gets DatabaseBusyError.
import type SQLite from "better-sqlite3";
import {
  CompiledQuery,
  createQueryId,
  IdentifierNode,
  RawNode,
  SelectQueryNode,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from "kysely";
import { channel } from "node:diagnostics_channel";
import { setTimeout as sleep } from "node:timers/promises";

import { DatabaseBusyError } from "./database-errors";

export type BusyRetryOptions = {
  /** How long a statement may wait for the lock in all before DatabaseBusyError; 0 fails at once. */
  busyTimeoutMs: number;
  /** The first pause between attempts, doubled after each one up to maxDelayMs. */
  firstDelayMs?: number;
  maxDelayMs?: number;
};

/**
 * Every pause for a locked database is published here (node:diagnostics_channel), for logs,
 * metrics and tests that need to know a statement is waiting.
 */
export const BUSY_WAIT_CHANNEL = "northwind-studio-site:sqlite-busy-wait";
export type BusyWait = { sql: string; attempt: number; delayMs: number };
const busyWaits = channel(BUSY_WAIT_CHANNEL);

/** SQLITE_BUSY and its extended codes (SNAPSHOT, RECOVERY, TIMEOUT). SQLITE_LOCKED is a conflict
 * inside one connection or a shared cache, which waiting cannot resolve, so it is not one of them. */
export function isSqliteBusy(error: unknown): error is Error & { code: string } {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && code.startsWith("SQLITE_BUSY");
}

/** Hands the one connection to one user at a time: a transaction owns it from BEGIN to its end. */
class ConnectionQueue {
  #released?: Promise<void>;
  #release?: () => void;

  async lock() {
    while (this.#released) await this.#released;
    this.#released = new Promise((resolve) => (this.#release = resolve));
  }

  unlock() {
    const release = this.#release;
    this.#released = undefined;
    this.#release = undefined;
    release?.();
  }
}

// Per SQLite connection, not per Kysely instance: two instances over one connection (start-up and
// the app's) must never interleave their statements inside each other's transactions.
const queues = new WeakMap<SQLite.Database, ConnectionQueue>();

/** Statements kept prepared per connection: a page runs the same few queries on every request. */
const STATEMENT_CACHE_SIZE = 200;
const statementCaches = new WeakMap<SQLite.Database, Map<string, SQLite.Statement>>();

/** The prepared statement for `sql`, compiled once and reused (the least recently used goes past the limit). */
function prepared(sqlite: SQLite.Database, sql: string) {
  let cache = statementCaches.get(sqlite);
  if (!cache) statementCaches.set(sqlite, (cache = new Map()));
  let statement = cache.get(sql);
  if (statement) {
    cache.delete(sql); // re-inserted below: a Map keeps insertion order, so the first key is the least recent
  } else {
    statement = sqlite.prepare(sql);
    if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  }
  cache.set(sql, statement);
  return statement;
}

function runStatement<R>(sqlite: SQLite.Database, { sql, parameters }: CompiledQuery): QueryResult<R> {
  const statement = prepared(sqlite, sql);
  if (statement.reader) return { rows: statement.all(parameters) as R[] };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

class BusyRetryingConnection implements DatabaseConnection {
  constructor(
    readonly sqlite: SQLite.Database,
    readonly queue: ConnectionQueue,
    private readonly options: BusyRetryOptions,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { busyTimeoutMs, firstDelayMs = 10, maxDelayMs = 200 } = this.options;
    const deadline = performance.now() + busyTimeoutMs;
    for (let attempt = 1, delayMs = firstDelayMs; ; attempt++, delayMs = Math.min(delayMs * 2, maxDelayMs)) {
      // Outside a transaction a busy statement changed nothing, so running it again is safe;
      // inside one, the transaction's earlier statements are at stake: fail now, the caller rolls back.
      const retryable = !this.sqlite.inTransaction;
      try {
        return runStatement<R>(this.sqlite, query);
      } catch (error) {
        if (!isSqliteBusy(error)) throw error;
        const remainingMs = deadline - performance.now();
        if (!retryable || remainingMs <= 0) {
          const where = retryable ? `after ${busyTimeoutMs} ms` : "inside a transaction";
          throw new DatabaseBusyError(`The database is locked by another connection (${error.code}, ${where})`, {
            cause: error,
          });
        }
        const pause = Math.max(1, Math.min(delayMs, remainingMs));
        if (busyWaits.hasSubscribers) busyWaits.publish({ sql: query.sql, attempt, delayMs: pause } satisfies BusyWait);
        // Nothing of ours is open on the connection, so other queries may use it meanwhile.
        this.queue.unlock();
        try {
          await sleep(pause);
        } finally {
          await this.queue.lock();
        }
      }
    }
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(query.query)) throw new Error("Sqlite driver only supports streaming of select queries");
    for (const row of this.sqlite.prepare(query.sql).iterate(query.parameters)) yield { rows: [row as R] };
  }
}

type SqliteSource = SQLite.Database | (() => Promise<SQLite.Database>);

class BusyRetryingSqliteDriver implements Driver {
  #connection?: BusyRetryingConnection;

  constructor(
    private readonly source: SqliteSource,
    private readonly options: BusyRetryOptions,
  ) {}

  async init() {
    const sqlite = typeof this.source === "function" ? await this.source() : this.source;
    let queue = queues.get(sqlite);
    if (!queue) queues.set(sqlite, (queue = new ConnectionQueue()));
    this.#connection = new BusyRetryingConnection(sqlite, queue, this.options);
  }

  async acquireConnection() {
    const connection = this.#connection!;
    await connection.queue.lock();
    return connection;
  }

  async releaseConnection() {
    this.#connection!.queue.unlock();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    // IMMEDIATE: a writing transaction waits for the lock at BEGIN, where retrying is safe.
    const begin = settings.accessMode === "read only" ? "begin" : "begin immediate";
    await connection.executeQuery(CompiledQuery.raw(begin));
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }

  async savepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler["compileQuery"]) {
    await connection.executeQuery(compileQuery(savepointCommand("savepoint", name), createQueryId()));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler["compileQuery"]) {
    await connection.executeQuery(compileQuery(savepointCommand("rollback to", name), createQueryId()));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler["compileQuery"]) {
    await connection.executeQuery(compileQuery(savepointCommand("release", name), createQueryId()));
  }

  async destroy() {
    this.#connection?.sqlite.close();
  }
}

function savepointCommand(command: string, name: string) {
  return RawNode.createWithChildren([RawNode.createWithSql(`${command} `), IdentifierNode.create(name)]);
}

/** Kysely's SQLite dialect for better-sqlite3, with the asynchronous busy wait above. */
export function createBusyRetryingSqliteDialect(source: SqliteSource, options: BusyRetryOptions): Dialect {
  return {
    createDriver: () => new BusyRetryingSqliteDriver(source, options),
    createQueryCompiler: () => new SqliteQueryCompiler(),
    createAdapter: () => new SqliteAdapter(),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- kysely's Dialect interface
    createIntrospector: (db: Kysely<any>) => new SqliteIntrospector(db),
  };
}
