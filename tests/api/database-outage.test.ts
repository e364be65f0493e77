// The database goes away and comes back (PostgreSQL, on a private cluster of this test's own):
// /healthz and the API answer 503 with a reason, pages a friendly 503 page, and the site recovers
// by itself once the database is back. Also when the database is down at start-up.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startPrivateCluster, type PrivateCluster } from "../../scripts/test-servers.mjs";
import { testEngine } from "../databases";
import { startServer, type ServerProcess } from "../server-process";
import { dataPath, decodeSingleFetch } from "../single-fetch";

let cluster: PrivateCluster;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  if (testEngine === "postgres") cluster = await startPrivateCluster();
});
afterAll(async () => {
  for (const server of servers) await server.stop();
  cluster?.stop();
});

async function start() {
  const server = await startServer({ DATABASE_URL: cluster.url });
  servers.push(server);
  return server;
}

const get = (server: ServerProcess, path: string) =>
  fetch(`${server.origin}${path}`, { headers: { Accept: "text/html,application/json" } });

/** Polls until `path` answers 200 (the site recovered by itself), or fails after 20 s. */
async function recovered(server: ServerProcess, path: string) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if ((await get(server, path)).status === 200) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

async function expectOutage(server: ServerProcess) {
  const health = await get(server, "/healthz");
  expect(health.status).toBe(503);
  expect(await health.json()).toMatchObject({ status: "error", reason: "the database cannot be reached" });

  const page = await get(server, "/careers");
  expect(page.status).toBe(503);
  expect(page.headers.get("retry-after")).toBe("30");
  const html = await page.text();
  expect(html).toContain("We&#x27;ll be right back");
  expect(html).not.toMatch(/at .*\.js:\d+/); // no stack trace

  // A page's data request: each route it loads threw the 503 its error boundary shows.
  const data = await get(server, dataPath("/careers"));
  expect(data.status).toBe(503);
  expect(data.headers.get("retry-after")).toBe("30");
  const thrown = { status: 503, data: { message: "The site cannot reach its data just now." } };
  expect(await decodeSingleFetch(await data.text())).toEqual({
    root: { error: thrown },
    "routes/_public": { error: thrown },
    "routes/_public.careers": { error: thrown },
  });

  const api = await get(server, "/api/jobs");
  expect(api.status).toBe(503);
  expect(await api.json()).toEqual({ message: expect.stringMatching(/try again/i) });
}

describe.runIf(testEngine === "postgres")("when the database goes away", { timeout: 90_000 }, () => {
  it("answers 503 while it is down and recovers by itself when it is back", async () => {
    const server = await start();
    expect((await get(server, "/careers")).status).toBe(200);

    cluster.pause();
    await expectOutage(server);

    cluster.resume();
    expect(await recovered(server, "/careers")).toBe(true);
    expect((await get(server, "/healthz")).status).toBe(200);
    expect((await get(server, "/api/jobs")).status).toBe(200);
  });

  it("starts while the database is down, says so in the log, and finishes its start-up once it is back", async () => {
    cluster.pause();
    const server = await start();
    await expectOutage(server);
    expect(server.output()).toMatch(
      /\[db\] start-up failed on PostgreSQL at postgres:\/\/app@127\.0\.0\.1:\d+\/postgres/,
    );

    cluster.resume();
    expect(await recovered(server, "/careers")).toBe(true);
    expect(server.output()).toContain("[db] ready: PostgreSQL");
  });
});
