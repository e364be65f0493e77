// A server whose workers × (DATABASE_POOL_SIZE + 1) connections exceed what PostgreSQL accepts
// (max_connections less its reserved ones) refuses to start with the numbers to change, instead of
// failing with "too many clients" at its first busy moment. SQLite has no such budget.
import pg from "pg";
import { describe, expect, it } from "vitest";

import { testEngine } from "../databases";
import { serversOfThisFile } from "../server-fixtures";
import { startServer } from "../server-process";

const { servers, newDatabase } = serversOfThisFile();

/** What the test server accepts for ordinary clients, as the server under test must compute it. */
async function acceptedConnections(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ max: number; reserved: number }>(
      `select current_setting('max_connections')::int as max,
              current_setting('superuser_reserved_connections')::int
                + coalesce(current_setting('reserved_connections', true)::int, 0) as reserved`,
    );
    return { max: rows[0]!.max, accepted: rows[0]!.max - rows[0]!.reserved };
  } finally {
    await client.end();
  }
}

describe("the connection budget at start-up", { timeout: 120_000 }, () => {
  it.runIf(testEngine === "postgres")(
    "refuses to start, exit 1, when one worker's pool + 1 exceeds what PostgreSQL accepts",
    async () => {
      const database = await newDatabase();
      const { max, accepted } = await acceptedConnections(database.env.DATABASE_URL!);
      const starting = startServer({ ...database.env, WEB_CONCURRENCY: "1", DATABASE_POOL_SIZE: String(accepted) });
      await expect(starting).rejects.toThrow("exited early (1)");
      await expect(starting).rejects.toThrow(
        `1 workers (WEB_CONCURRENCY) × ${accepted + 1} connections each (DATABASE_POOL_SIZE ${accepted}, plus one that listens) ` +
          `need ${accepted + 1} PostgreSQL connections, but the database accepts ${accepted} (max_connections ${max}, ${max - accepted} reserved). ` +
          "Lower WEB_CONCURRENCY or DATABASE_POOL_SIZE",
      );
    },
  );

  it.runIf(testEngine === "postgres")("refuses two workers whose pools together exceed it", async () => {
    const database = await newDatabase();
    const { accepted } = await acceptedConnections(database.env.DATABASE_URL!);
    const poolSize = Math.ceil(accepted / 2);
    const starting = startServer({ ...database.env, WEB_CONCURRENCY: "2", DATABASE_POOL_SIZE: String(poolSize) });
    await expect(starting).rejects.toThrow(`need ${2 * (poolSize + 1)} PostgreSQL connections`);
  });

  it("starts when the workers' connections fit exactly (on SQLite: whatever the pool size)", async () => {
    const database = await newDatabase();
    const accepted =
      testEngine === "postgres" ? (await acceptedConnections(database.env.DATABASE_URL!)).accepted : 1000;
    const server = await startServer({
      ...database.env,
      WEB_CONCURRENCY: "1",
      DATABASE_POOL_SIZE: String(accepted - 1),
    });
    servers.push(server);
    const response = await fetch(`${server.origin}/readyz`);
    expect(response.status).toBe(200);
  });
});
