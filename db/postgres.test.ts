// The pool's connections when the PostgreSQL server ends them (a restart, a failover, an
// administrator): the process goes on, the request that held one gets an error, the pool a new one.
import { afterAll, describe, expect, it } from "vitest";

import { openPostgres } from "./postgres";
import { createPostgresDatabase, testEngine } from "../tests/databases";

describe.runIf(testEngine === "postgres")("the PostgreSQL pool", () => {
  const pools: Array<ReturnType<typeof openPostgres>> = [];
  afterAll(() => Promise.all(pools.map((pool) => pool.end())));

  it("survives the server ending a connection a request holds between two queries", async () => {
    const pool = openPostgres({
      url: await createPostgresDatabase(),
      poolSize: 2,
      statementTimeoutMs: 5_000,
      busyTimeoutMs: 5_000,
    });
    pools.push(pool);
    const held = await pool.connect();
    const { rows } = await held.query<{ pid: number }>("select pg_backend_pid() as pid");
    const ended = new Promise((resolve) => held.once("end", resolve));

    await pool.query("select pg_terminate_backend($1)", [rows[0]!.pid]);
    await ended; // its 'error' event came first: without the app's listener it ended the process

    await expect(held.query("select 1")).rejects.toThrow();
    held.release();
    expect((await pool.query<{ one: number }>("select 1 as one")).rows).toEqual([{ one: 1 }]);
  });
});
