// Every absolute URL the site writes comes from SITE_URL, never from a request (issue 35): a
// request for another host is refused (421) before any work, so a forged Host cannot put its
// origin in a reset link, a booking's links, a feed or a page; and a request the site does serve
// still gets SITE_URL's links, whatever host it named. Through the real HTTP server, in-process:
// outside production SITE_URL defaults to http://localhost:3000 and loopback hosts are served.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { call, createUser, db, login, randomIp, startHttpServer, VALID_JOB, type RawReply } from "./harness";
import { bookingWindow, isWeekday, SLOT_TIMES } from "../../app/lib/slot-engine.testing";
import { addDays } from "../../app/lib/slots";
import { env } from "../../app/utils/env.server";

const FORGED = "attacker.example";
const PDF = fs.readFileSync(path.resolve("tests/fixtures/cv.pdf"));
const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

let server: Awaited<ReturnType<typeof startHttpServer>>;
let staffEmail: string;
let jobId: number;

beforeAll(async () => {
  // One trusted proxy: each request names its own client address, so no per-address limit applies.
  server = await startHttpServer({ trustProxy: 1 });
  const token = (await login()).token;
  jobId = Number((await call("POST", "/api/jobs", { token, json: VALID_JOB })).body.job.id);
  const published = await call("POST", "/api/blogs", {
    token,
    json: { title: "Links that stay home", author: "Asha Rao", description: "Where links point." },
  });
  expect(published.status).toBe(201);
  const staff = await createUser({ role: "admin" });
  staffEmail = `${staff.username}@example.com`;
  await db.updateTable("users").set({ email: staffEmail }).where("username", "=", staff.username).execute();
});
afterAll(() => server.close());

/** Every weekday slot from the day after tomorrow on (office time): none has passed or been taken. */
function* openSlots() {
  const { first, last } = bookingWindow(new Date());
  for (let date = addDays(first, 2); date <= last; date = addDays(date, 1)) {
    if (isWeekday(date)) for (const time of SLOT_TIMES) yield { date, time };
  }
}
const slots = openSlots();

/** The application form with a CV, as the bytes and type a browser sends. */
async function applicationBody(email: string) {
  const form = new FormData();
  const fields = { fullName: "Meera Nair", email, phone: "+91 98450 12345", location: "Pune", consent: "on" };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("cv", new File([PDF], "cv.pdf", { type: "application/pdf" }));
  const encoded = new Request("http://localhost/", { method: "POST", body: form });
  return { type: encoded.headers.get("content-type")!, body: Buffer.from(await encoded.arrayBuffer()) };
}

/** Each request that queues email, as a visitor's browser sends it; `marker` makes its addresses its own. */
const WRITES = {
  "a password reset for a staff member": async () => ({
    path: "/forgot-password",
    headers: FORM,
    body: new URLSearchParams({ email: staffEmail }).toString(),
  }),
  "a booking": async (marker: string) => ({
    path: "/appointment",
    headers: FORM,
    body: new URLSearchParams({
      name: "Asha Rao",
      email: `${marker}@example.com`,
      phone: "+91 98450 12345",
      topic: "Business Consulting",
      ...slots.next().value!,
    }).toString(),
  }),
  "a contact message": async (marker: string) => ({
    path: "/contact",
    headers: FORM,
    body: new URLSearchParams({
      name: "Asha Rao",
      email: `${marker}@example.com`,
      subject: "general",
      message: "Hello there",
      consent: "on",
    }).toString(),
  }),
  "a job application": async (marker: string) => {
    const { type, body } = await applicationBody(`${marker}@example.com`);
    return { path: `/careers/${jobId}/apply`, headers: { "Content-Type": type }, body };
  },
};
const READS = ["/", "/insights", "/insights/rss.xml", "/sitemap.xml", "/robots.txt"];

function send(
  host: string,
  request: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer },
) {
  return server.request({
    method: request.method ?? "GET",
    ...request,
    headers: { ...request.headers, Host: host, "X-Forwarded-For": randomIp() },
  });
}

async function emailsNow() {
  return db.selectFrom("emails").select(["id", "kind", "text", "html"]).orderBy("id").execute();
}

/** What a visitor's request left: rows of each table a write adds to. */
async function stored() {
  const tables = ["emails", "password_resets", "appointments", "contact_messages", "applications"] as const;
  const counts = await Promise.all(
    tables.map((table) =>
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow(),
    ),
  );
  return Object.fromEntries(tables.map((table, index) => [table, Number(counts[index]!.n)]));
}

function expectMisdirected(reply: RawReply, label: string) {
  expect(reply.status, `${label}: ${reply.text.slice(0, 200)}`).toBe(421);
  expect(reply.headers["x-request-id"], label).toBeTruthy();
  expect(reply.text, label).not.toContain(FORGED);
}

describe("a request for another host", () => {
  it.each(Object.entries(WRITES))("%s is refused with 421 and queues nothing", async (_what, write) => {
    const before = await stored();
    const request = await write(`forged-${Math.random().toString(36).slice(2)}`);
    expectMisdirected(await send(FORGED, { method: "POST", ...request }), request.path);
    expect(await stored()).toEqual(before);
  });

  it.each(READS)("GET %s is refused with 421, even once the page is kept in the cache", async (pathname) => {
    const host = new URL(server.origin).host;
    for (let visit = 0; visit < 2; visit += 1) expect((await send(host, { path: pathname })).status).toBe(200);
    expectMisdirected(await send(FORGED, { path: pathname }), pathname);
  });

  it("gets JSON with the message under /api, and a small page elsewhere", async () => {
    const api = await send(FORGED, { path: "/api/blogs" });
    expect(api.status).toBe(421);
    expect(api.json).toEqual({ message: "This site is not served at this address." });
    const page = await send(FORGED, { path: "/careers" });
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.text).toContain("This site is not served at this address.");
    expect(page.text).toContain(page.headers["x-request-id"]);
  });

  it("is refused whatever X-Forwarded-Host says; only the Host header counts", async () => {
    const forwarded = await send(FORGED, { path: "/", headers: { "X-Forwarded-Host": new URL(server.origin).host } });
    expect(forwarded.status).toBe(421);
    const served = await send(new URL(server.origin).host, { path: "/", headers: { "X-Forwarded-Host": FORGED } });
    expect(served.status).toBe(200);
    expect(served.text).not.toContain(FORGED);
  });

  it("still gets the health checks, which load balancers call by address", async () => {
    for (const pathname of ["/healthz", "/readyz"])
      expect((await send("10.0.0.5:3000", { path: pathname })).status).toBe(200);
  });
});

describe("a request the site serves, under a host other than SITE_URL's", () => {
  // Outside production a loopback address on any port is served: the server's own here.
  const ownHost = () => new URL(server.origin).host;

  it.each(Object.entries(WRITES))("%s queues emails whose links start with SITE_URL", async (_what, write) => {
    const before = (await emailsNow()).length;
    const request = await write(`served-${Math.random().toString(36).slice(2)}`);
    const reply = await send(ownHost(), { method: "POST", ...request });
    expect(reply.status, reply.text.slice(0, 200)).toBeLessThan(400);
    const queued = (await emailsNow()).slice(before);
    expect(queued.length).toBeGreaterThan(0);
    for (const email of queued) {
      expect(`${email.text}${email.html}`, email.kind).toContain(env.siteUrl);
      expect(`${email.text}${email.html}`, email.kind).not.toContain(ownHost());
    }
  });

  it.each(READS)("GET %s names SITE_URL, not the host it was asked under", async (pathname) => {
    const reply = await send(ownHost(), { path: pathname });
    expect(reply.text).toContain(`${env.siteUrl}/`);
    expect(reply.text).not.toContain(ownHost());
  });
});
