// A rendered page is let go as soon as it is sent. A streaming render once armed a timer to abort
// it if it hung; left running after the page was sent, that timer kept the whole render (its page,
// its React tree) alive for seconds, and under load a worker held hundreds of them. Remix's
// single-fetch encoder arms one per page and per data request too, which only the request's abort
// clears: the HTTP server aborts each request once its answer is sent. Nothing a request starts may
// outlive it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startHttpServer } from "./harness";

const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === "Timeout").length;

let server: Awaited<ReturnType<typeof startHttpServer>>;

beforeAll(async () => {
  server = await startHttpServer({ pageCache: false });
});

afterAll(async () => {
  await server.close();
});

describe("answering a page or its data", () => {
  it.each(["/insights", "/insights.data"])("leaves no timer running once %s is sent", async (path) => {
    expect((await server.request({ method: "GET", path })).status).toBe(200); // start-up work done
    const before = timers();
    for (let n = 0; n < 20; n++) expect((await server.request({ method: "GET", path })).status).toBe(200);
    expect(timers() - before).toBeLessThan(5);
  });
});
