// Property-based fuzzing (issue 22) through the real HTTP server: every form action and every API
// call of route-list.ts gets requests fast-check generates from a fixed seed (see fuzz-requests.ts)
// as an anonymous visitor, with forged credentials and signed in, so the actions' validation and
// saves run, not only their guards. Whatever is sent: no 5xx; an API refusal is JSON with a
// message; a refused form says why (on the page, in its JSON or in a toast); nothing shows a stack
// trace or a file path; no redirect leaves the site. Afterwards the server is still healthy.
// A failure prints the smallest request fast-check could shrink it to, and its seed and path.
// The suite runs 20 requests per route from one seed; FUZZ_RUNS=200 (and another FUZZ_SEED) digs
// deeper, FUZZ_REPORT=1 prints what each route answered.
import type { ServerBuild } from "@remix-run/node";
import fc from "fast-check";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { apiRequests, formRequests, type FuzzRequest } from "./fuzz-requests";
import { createUser, login, randomIp, startHttpServer, type RawReply } from "./harness";
import { API_CALLS, arrangeRecords, fillIn, FORM_ROUTES, type Placeholders } from "./route-list";
import { dataPath, decodeSingleFetch } from "../single-fetch";

const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
/** Runs per route: enough to reach each route's branches in a suite run on two cores, on each engine. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

let server: Awaited<ReturnType<typeof startHttpServer>>;
let records: Placeholders = {};
let staff: { username: string; password: string };
const credentials = { cookie: "", token: "", noPermissionToken: "" };

beforeAll(async () => {
  // One trusted proxy hop: each request comes from its own address, so no per-address limit
  // (sign-in, public forms, writes) turns the fuzzing into a run of 429s.
  server = await startHttpServer({ trustProxy: 1 });
  // The API's tokens are taken before any fuzzed sign-in can count against the accounts.
  staff = await createUser({ role: "admin" });
  credentials.token = (await login()).token;
  credentials.noPermissionToken = (await login(await createUser({ role: "support" }))).token;
  records = await arrangeRecords();
});
afterAll(() => server.close());

/** A fresh session of the staff member: a route's fuzzing may end the one before (a sign-out). */
const signInStaff = () => server.signIn(staff);

function send(request: { method: string; path: string; headers?: Record<string, string>; body?: string | Buffer }) {
  return server.request({ ...request, headers: { "X-Forwarded-For": randomIp(), ...request.headers } });
}

const context = () => ({
  site: server.origin,
  credentials,
  fill: (text: string) => fillIn(text, records),
  routeIds: FORM_ROUTES.map((route) => route.id),
});

// ── What every answer must be ───────────────────────────────────────────────────────────────
/** Signs that internals leaked: stack frames, source or build paths, error class names, Remix's fallback. */
const LEAKS: Array<[string, RegExp]> = [
  ["a stack frame", /\bat \S+ \(?(\/|file:|node:)[^)\s]*:\d+:\d+/],
  ["a file path", /(\/work\/|\/home\/|node_modules\/|build\/index\.js|file:\/\/\/)/],
  ["an error class", /\b(TypeError|RangeError|SyntaxError|ReferenceError|ZodError|SqliteError|DatabaseError|Error): /],
  ["Remix's fallback message", /Unexpected Server Error/],
  ["the page of an unexpected failure", /We couldn(&#x27;|')t load this page/],
];

/** The messages of a form's JSON answer: a refusal's `message`, a form reply's field and form messages. */
function messagesIn(value: unknown): string[] {
  if (!value || typeof value !== "object") return [];
  const answer = value as { message?: unknown; error?: unknown; reply?: unknown };
  const found: string[] = [];
  if (typeof answer.message === "string") found.push(answer.message);
  if (answer.error && typeof answer.error === "object")
    for (const list of Object.values(answer.error)) if (Array.isArray(list)) found.push(...list.map(String));
  found.push(...messagesIn(answer.reply));
  return found.filter((message) => message.trim() !== "");
}

/** The title of the toast a response sets (the flash cookie's JSON, behind its signature). */
function toastTitle(reply: RawReply) {
  const cookie = [reply.headers["set-cookie"] ?? []].flat().find((line) => line.startsWith("en_toast="));
  if (!cookie) return null;
  const [payload] = decodeURIComponent(cookie.slice("en_toast=".length).split(";")[0]!).split(".");
  try {
    const data = JSON.parse(Buffer.from(payload!, "base64").toString("utf8")) as Record<string, { title?: string }>;
    return Object.values(data).find((toast) => typeof toast?.title === "string")?.title ?? null;
  } catch {
    return null;
  }
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .trim();

/** Where a page says what went wrong, each with the message it shows. */
const PAGE_MESSAGES = [
  /<p[^>]*class="field-error"[^>]*>([\s\S]*?)<\/p>/g, // under a field
  /<[a-z]+[^>]*role="alert"[^>]*>([\s\S]*?)<\/[a-z]+>/g, // the form's alert line
  /Error 4\d\d<\/p>\s*<h1[^>]*>[^<]*<\/h1>\s*<p[^>]*>([^<]+)<\/p>/g, // a refused request (components/request-refused.tsx)
  /<h1[^>]*>(Page Not Found|[^<]+ not found)<\/h1>/g, // not found: a page, or a record
  /<main>\s*<h1>[^<]+<\/h1>\s*<p>([^<]+)<\/p>/g, // the HTTP server's own refusal (server/responses.js)
];

function pageMessages(html: string) {
  return PAGE_MESSAGES.flatMap((pattern) => [...html.matchAll(pattern)].map((match) => textOf(match[1]!))).filter(
    (text) => text !== "",
  );
}

/** A page's data request's answer (single fetch) as its client reads it; undefined for any other answer. */
type DataAnswer = { data?: unknown; redirect?: unknown; error?: { data?: unknown } } | undefined;

async function dataAnswer(reply: RawReply): Promise<DataAnswer> {
  if (!String(reply.headers["content-type"] ?? "").startsWith("text/x-script")) return undefined;
  return (await decodeSingleFetch(reply.text)) as DataAnswer;
}

/** Where an answer sends the browser: Location, or for a data request the redirect in its body. */
function redirectTarget(reply: RawReply, answer?: DataAnswer) {
  const target = reply.headers.location ?? answer?.redirect;
  return typeof target === "string" ? target : undefined;
}

/** What a data request's refusal says: the form's messages, or what the action threw. */
function dataAnswerMessages(answer: NonNullable<DataAnswer>) {
  const thrown = answer.error?.data;
  return [...messagesIn(answer.data), ...messagesIn(thrown), ...(typeof thrown === "string" ? [thrown] : [])];
}

function isSameSite(location: string) {
  if (/^\/(?![/\\])/.test(location)) return true;
  try {
    return new URL(location).origin === server.origin;
  } catch {
    return false;
  }
}

/** Throws (for fast-check to shrink) when the answer breaks a rule; `api`: an /api call. */
async function checkAnswer(request: FuzzRequest, reply: RawReply, { api }: { api: boolean }) {
  const status = reply.status;
  const show = () => `${status} ${String(reply.headers["content-type"])}: ${reply.text.slice(0, 400)}`;
  if (status >= 500) throw new Error(`a server error: ${show()}`);
  for (const [what, pattern] of LEAKS)
    if (pattern.test(reply.text)) throw new Error(`${what} in the answer: ${show()}`);
  const answer = await dataAnswer(reply);
  const target = redirectTarget(reply, answer);
  if (target !== undefined && !isSameSite(target)) throw new Error(`a redirect off the site: ${target}`);
  if (status < 400 || request.method === "HEAD") return;

  const type = String(reply.headers["content-type"] ?? "");
  if (api) {
    if (!type.startsWith("application/json")) throw new Error(`an API refusal that is not JSON: ${show()}`);
    const message = (reply.json as { message?: unknown } | undefined)?.message;
    if (typeof message !== "string" || message.trim() === "")
      throw new Error(`an API refusal without a message: ${show()}`);
    return;
  }
  const messages = answer
    ? dataAnswerMessages(answer)
    : type.startsWith("application/json")
      ? messagesIn(reply.json)
      : type.startsWith("text/html")
        ? pageMessages(reply.text)
        : [reply.text.trim()].filter(Boolean);
  const toast = toastTitle(reply);
  if (messages.length === 0 && !toast) throw new Error(`a refusal that does not say why: ${show()}`);
}

async function sendFuzzed(request: FuzzRequest) {
  return send({ method: request.method, path: request.path, headers: request.headers, body: request.body });
}

/** fast-check's report names the request; the body as text is easier to read than a Buffer. */
function describeRequest(request: FuzzRequest) {
  const body = request.body ? request.body.toString("utf8").slice(0, 600) : "";
  return `${request.method} ${request.path} as ${request.caller}\n${JSON.stringify(request.headers)}\n${JSON.stringify(body)}`;
}

/** An answer of a guard in front of the route's own code: the sign-in, the permission, the origin, the body's type and size. */
function isGuardAnswer({ status, location }: { status: number; location?: string }) {
  return [401, 403, 405, 413, 415].includes(status) || Boolean(location?.startsWith("/login"));
}

/**
 * Runs the property; returns how many answers came from the route's own code (past every guard).
 * FUZZ_REPORT=1 prints how many of each status the route answered.
 */
async function fuzz(label: string, requests: fc.Arbitrary<FuzzRequest>, { api }: { api: boolean }) {
  let reached = 0;
  const statuses: Record<number, number> = {};
  await fc.assert(
    fc.asyncProperty(requests, async (request) => {
      const reply = await sendFuzzed(request);
      await checkAnswer(request, reply, { api });
      statuses[reply.status] = (statuses[reply.status] ?? 0) + 1;
      const location = redirectTarget(reply, await dataAnswer(reply));
      if (!isGuardAnswer({ status: reply.status, location })) reached += 1;
    }),
    { seed: SEED, numRuns: RUNS, reporter: reportWithRequest },
  );
  if (process.env.FUZZ_REPORT)
    console.log(`${label}: ${reached} past the guards; statuses ${JSON.stringify(statuses)}`);
  return reached;
}

/** fast-check's own report, with the shrunk request written out (headers and the body as text). */
function reportWithRequest(details: fc.RunDetails<[FuzzRequest]>) {
  if (!details.failed) return;
  const [request] = details.counterexample ?? [];
  const report = fc.defaultReportMessage(details) ?? "";
  const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  throw new Error(`${report}\n\n${error}\n\nShrunk request:\n${request ? describeRequest(request) : "(none)"}`);
}

// ── Every route is fuzzed ───────────────────────────────────────────────────────────────────
describe("the fuzz list", () => {
  it("names every route with an action and every API call the built app answers", async () => {
    const build = (await import(path.resolve("build/index.js"))) as ServerBuild;
    const routes = Object.values(build.routes);
    const actions = routes
      .filter((route) => route.module.action && !route.id.startsWith("routes/api."))
      .map(({ id }) => id);
    expect(FORM_ROUTES.map(({ id }) => id).sort()).toEqual(actions.sort());

    // Each method an API route answers (its Allow header) has a call in the list.
    const listed = new Set(API_CALLS.map(({ id, method }) => `${method} ${id}`));
    for (const { id } of routes.filter((route) => route.id.startsWith("routes/api."))) {
      const call = API_CALLS.find((candidate) => candidate.id === id);
      expect(call, `${id} is not in API_CALLS`).toBeDefined();
      const allow = (await send({ method: "OPTIONS", path: fillIn(call!.path, records) })).headers.allow ?? "";
      for (const method of String(allow)
        .split(/,\s*/)
        .filter((name) => !["HEAD", "OPTIONS", ""].includes(name)))
        expect(listed.has(`${method} ${id}`), `${method} ${id} is not in API_CALLS`).toBe(true);
    }
  });
});

// ── The properties ──────────────────────────────────────────────────────────────────────────
// Routes one at a time, in the list's order: a failure names its route, and a test's database
// changes (a delete, an accepted invitation) are what the routes after it meet, as on a live site.
describe.each(FORM_ROUTES)("form $path", (route) => {
  beforeAll(async () => {
    credentials.cookie = await signInStaff();
  });

  it("answers any form, query and headers without a 5xx, saying why when it refuses", async () => {
    // Some requests get past the guards, so the action's own checks and saves are fuzzed too.
    expect(await fuzz(route.path, formRequests(route, context()), { api: false })).toBeGreaterThan(0);
  });
});

describe.each(API_CALLS)("API $method $path", (call) => {
  it("answers any body, query and headers without a 5xx, refusing with a JSON message", async () => {
    expect(await fuzz(`${call.method} ${call.path}`, apiRequests(call, context()), { api: true })).toBeGreaterThan(0);
  });
});

// Found by the fuzzer: Remix refused a data request for a route the address does not reach with
// {"message":"Unexpected Server Error"} (and logged a stack). Single fetch has no such request: a
// page's data request names its page's address, and the old form is refused before Remix.
it("refuses a data request a page could not have sent without a 5xx", async () => {
  for (const path of ["/contact?_data=routes%2Fnope", "/about.data", "/no-such-page.data"]) {
    const reply = await send({ method: "POST", path, headers: FORM, body: "name=Asha" });
    expect(reply.status, path).toBeGreaterThanOrEqual(400);
    expect(reply.status, path).toBeLessThan(500);
  }
});

describe("after the fuzzing", () => {
  it("the server is healthy and ordinary requests still work", async () => {
    expect((await send({ method: "GET", path: "/healthz" })).status).toBe(200);
    expect((await send({ method: "GET", path: "/readyz" })).status).toBe(200);
    const contact = new URLSearchParams({
      name: "Asha Rao",
      email: "asha@example.com",
      subject: "general",
      message: "Still here?",
      consent: "on",
    });
    const sent = await send({ method: "POST", path: dataPath("/contact"), headers: FORM, body: contact.toString() });
    expect(sent.status, sent.text).toBe(200);
    expect(await decodeSingleFetch(sent.text)).toMatchObject({ data: { status: "success" } });
    const jobs = await send({ method: "GET", path: "/api/jobs" });
    expect(jobs.status).toBe(200);
    expect(jobs.json.jobs).toEqual(expect.any(Array));
  });
});
