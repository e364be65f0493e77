// A rendered page is let go as soon as it is sent. A streaming render once armed a timer to abort
// it if it hung; left running after the page was sent, that timer kept the whole render (its page,
// its React tree) alive for seconds, and under load a worker held hundreds of them. Nothing a render
// starts may outlive it.
import { describe, expect, it } from "vitest";

import { call } from "./harness";

const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === "Timeout").length;

describe("rendering a page", () => {
  it("leaves no timer running once the page is sent", async () => {
    expect((await call("GET", "/insights")).status).toBe(200); // start-up work done
    const before = timers();
    for (let n = 0; n < 20; n++) expect((await call("GET", "/insights")).status).toBe(200);
    expect(timers() - before).toBeLessThan(5);
  });
});
