// @ts-check
// PostgreSQL only: each worker keeps up to DATABASE_POOL_SIZE connections plus one that listens for
// content changes. A server asking for more than the database accepts would fail at the first busy
// moment ("too many clients already"), so it refuses to start instead, saying what to change.
import pg from "pg";

/**
 * What the database accepts for clients like ours: `max_connections` less the slots kept for
 * superusers (and, from PostgreSQL 16, `reserved_connections`). Null when it cannot be asked (the
 * database is down at start-up, which the server rides out like any outage).
 * @param {string} url @returns {Promise<{ max: number, reserved: number } | null>}
 */
async function connectionLimit(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    const { rows } = await client.query(
      `select current_setting('max_connections')::int as max,
              current_setting('superuser_reserved_connections')::int
                + coalesce(current_setting('reserved_connections', true)::int, 0) as reserved`,
    );
    return rows[0];
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Null when `workers` × (`poolSize` + 1) fits what the database at `url` accepts (or it cannot be
 * asked); otherwise the reason not to start.
 * @param {{ url: string, workers: number, poolSize: number }} options @returns {Promise<string | null>}
 */
export async function connectionBudgetProblem({ url, workers, poolSize }) {
  const limit = await connectionLimit(url);
  if (!limit) return null;
  const needed = workers * (poolSize + 1);
  const available = limit.max - limit.reserved;
  if (needed <= available) return null;
  return (
    `[server] ${workers} workers (WEB_CONCURRENCY) × ${poolSize + 1} connections each (DATABASE_POOL_SIZE ${poolSize}, plus one that listens) ` +
    `need ${needed} PostgreSQL connections, but the database accepts ${available} (max_connections ${limit.max}, ${limit.reserved} reserved). ` +
    `Lower WEB_CONCURRENCY or DATABASE_POOL_SIZE, or raise max_connections; every other instance on this database needs its share too.`
  );
}
