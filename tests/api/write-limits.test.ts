// Every write an address sends is counted in the database before Remix reads it
// (server/write-limits.js, app/lib/rate-limits.ts): past its bucket's limit for the minute, the
// address gets 429 with Retry-After, as a page, as JSON for the API, or as a thrown response for a
// page's own fetch. The counts are the database's, so they hold across instances.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { RATE_LIMITS } from "~/lib/rate-limits";

import { ADMIN, CONTACT_MESSAGE, createUser, db, randomIp, startHttpServer } from "./harness";
import { dataPath, decodeSingleFetch } from "../single-fetch";

const TOO_MANY_WRITES_MESSAGE = RATE_LIMITS.public.refusal.message;
const WRITE_LIMITS = { "sign-in": RATE_LIMITS["sign-in"].limit, public: RATE_LIMITS.public.limit };

type HttpServer = Awaited<ReturnType<typeof startHttpServer>>;
let servers: HttpServer[] = [];
beforeEach(async () => {
  // Each test starts a second into a minute of its own (the clock still runs): its writes all fall
  // in that one minute, as the counting rounds time down to the minute.
  vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
  vi.setSystemTime(Math.ceil(Date.now() / 60_000) * 60_000 + 1000);
  servers = [await startHttpServer({ trustProxy: 1 })];
});
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(servers.map((server) => server.close()));
  await db.deleteFrom("rate_limit_windows").execute();
  await db.deleteFrom("form_submissions").execute();
  await db.deleteFrom("login_attempts").execute();
});

/** A POST of the sign-in form with the right password: the page's (JavaScript off), or its data request. */
function formSignIn(server: HttpServer, client: string, path = "/login") {
  return server.request({
    method: "POST",
    path,
    headers: { "X-Forwarded-For": client, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...ADMIN, redirectTo: "/admin" }).toString(),
  });
}

function expectRefused(reply: Awaited<ReturnType<HttpServer["request"]>>) {
  expect(reply.status).toBe(429);
  const retryAfter = Number(reply.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe("write limits through the HTTP server (TRUST_PROXY=1)", () => {
  it("refuses an address's sign-ins past 20 a minute with a page that says why, and only that address", async () => {
    const [server] = servers;
    const client = randomIp();
    for (let i = 0; i < WRITE_LIMITS["sign-in"]; i++) expect((await formSignIn(server!, client)).status).toBe(302);
    const page = await formSignIn(server!, client);
    expectRefused(page);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.text).toContain("<title>Too many requests</title>");
    expect(page.text).toContain(TOO_MANY_WRITES_MESSAGE);
    // With JavaScript the page's fetch gets the refusal its error boundary shows.
    const data = await formSignIn(server!, client, dataPath("/login"));
    expectRefused(data);
    expect(data.headers["content-type"]).toMatch(/^text\/x-script/);
    expect(await decodeSingleFetch(data.text)).toEqual({
      error: { status: 429, data: { message: TOO_MANY_WRITES_MESSAGE } },
    });

    expect((await formSignIn(server!, randomIp())).status).toBe(302);
  });

  it("answers the API with JSON {message}", async () => {
    const [server] = servers;
    const client = randomIp();
    const apiSignIn = () =>
      server!.request({
        method: "POST",
        path: "/api/login",
        headers: { "X-Forwarded-For": client, "Content-Type": "application/json" },
        body: JSON.stringify(ADMIN),
      });
    for (let i = 0; i < WRITE_LIMITS["sign-in"]; i++) expect((await apiSignIn()).status).toBe(200);
    const refused = await apiSignIn();
    expectRefused(refused);
    expect(refused.json).toEqual({ message: TOO_MANY_WRITES_MESSAGE });
  });

  it("bounds an address's other public writes, and counts them on every instance alike", async () => {
    servers.push(await startHttpServer({ trustProxy: 1 }));
    const client = randomIp();
    const setTheme = (server: HttpServer) =>
      server.request({
        method: "POST",
        path: "/action/set-theme",
        headers: { "X-Forwarded-For": client, "Content-Type": "application/x-www-form-urlencoded" },
        body: "theme=dark",
      });
    for (let i = 0; i < WRITE_LIMITS.public; i++) expect((await setTheme(servers[i % 2]!)).status).toBeLessThan(400);
    expectRefused(await setTheme(servers[0]!));
    expectRefused(await setTheme(servers[1]!));
  });

  it("counts a sent contact message once, toward the form's limit: the address keeps its other public writes", async () => {
    const [server] = servers;
    const client = randomIp();
    const post = (path: string, body: Record<string, string>) =>
      server!.request({
        method: "POST",
        path,
        headers: { "X-Forwarded-For": client, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(body).toString(),
      });
    for (let i = 0; i < RATE_LIMITS.contact.limit; i++) {
      expect((await post("/contact", CONTACT_MESSAGE)).status).toBe(200);
    }
    for (let i = 0; i < WRITE_LIMITS.public; i++) {
      expect((await post("/action/set-theme", { theme: "dark" })).status, `theme change ${i + 1}`).toBeLessThan(400);
    }
    expectRefused(await post("/action/set-theme", { theme: "dark" }));
  });

  it("counts a failed sign-in once, toward the failed sign-in limit: the address keeps its sign-ins", async () => {
    const [server] = servers;
    const client = randomIp();
    const user = await createUser();
    const apiSignIn = (password: string) =>
      server!.request({
        method: "POST",
        path: "/api/login",
        headers: { "X-Forwarded-For": client, "Content-Type": "application/json" },
        body: JSON.stringify({ username: user.username, password }),
      });
    for (let i = 0; i < RATE_LIMITS["failed-sign-in"].limit - 1; i++) {
      expect((await apiSignIn("wrong-password")).status).toBe(401);
    }
    for (let i = 0; i < WRITE_LIMITS["sign-in"]; i++) {
      expect((await apiSignIn(user.password)).status, `sign-in ${i + 1}`).toBe(200);
    }
    const refused = await apiSignIn(user.password);
    expectRefused(refused);
    expect(refused.json).toEqual({ message: TOO_MANY_WRITES_MESSAGE });
  });

  it("counts nothing for reads", async () => {
    const [server] = servers;
    const client = randomIp();
    for (let i = 0; i < WRITE_LIMITS["sign-in"] + 5; i++) {
      const reply = await server!.request({ method: "GET", path: "/login", headers: { "X-Forwarded-For": client } });
      expect(reply.status).toBe(200);
    }
    expect(await db.selectFrom("rate_limit_windows").selectAll().where("client", "=", client).execute()).toEqual([]);
  });
});
