// The probe corpus of issue 14, through the real HTTP server: every form route and every API
// route × bodies a broken or hostile client sends (wrong content types, cut-off or badly encoded
// forms, bodies over the limit, control characters), foreign and `null` origins, methods nobody
// serves, and paths however odd (tests/unsafe-site-paths.ts). Nothing may answer 5xx; where the right answer is clear the test says which; a
// refused request changes nothing in the database, and delete routes never delete on one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { isSiteRelativePath } from "../../app/lib/site-path";
import { dataPath, decodeSingleFetch } from "../single-fetch";
import { UNSAFE_SITE_PATHS } from "../unsafe-site-paths";
import { ADMIN, db, login, randomIp, startHttpServer, type RawReply } from "./harness";
import {
  API_CALLS,
  arrangeRecords,
  fillIn,
  FORM_ROUTES,
  type FormRoute,
  type Placeholders,
  type Table,
} from "./route-list";

const UNSUPPORTED = "Send the form as application/x-www-form-urlencoded or multipart/form-data.";
const UNREADABLE =
  "The form could not be read: it was incomplete or not properly encoded. Please reload the page and try again.";

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };
const JSON_TYPE = { "Content-Type": "application/json" };
const BOUNDARY = "----probe7MA4YWxkTrZu0gW";
const PART = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAsha`;
const CONTROL = Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).join("");
const KB = 1024;
const MB = 1024 * KB;

/** What a case expects: a status, or only "not a server error" where either answer is fine. */
type Expect = number | "no 5xx";
/** A route's own answer to a case: its status, and its message when it has its own. */
type Override = { status: Expect; message?: string };
type Probe = {
  headers?: Record<string, string>;
  body?: string | Buffer;
  chunkSize?: number;
  method?: string;
  expect: Expect;
  /** The message a refusal must carry (in JSON, or on the page). */
  message?: string;
};
/** A probe built from the route's own valid form (so only one thing about it is wrong). */
/** A probe of a form route, given the route's form and its body limit. */
type ProbeCase = { name: string; probe: (form: Record<string, string>, bodyLimit?: number) => Probe };

const encode = (form: Record<string, string>) => new URLSearchParams(form).toString();
const withControlCharacters = (form: Record<string, string>) => {
  const [first] = Object.keys(form);
  return first ? { ...form, [first]: `a${CONTROL}b` } : form;
};

// ── Form routes ─────────────────────────────────────────────────────────────────────────────
const FORM_CASES: ProbeCase[] = [
  { name: "JSON", probe: () => ({ headers: JSON_TYPE, body: '{"name":"Asha"}', expect: 415, message: UNSUPPORTED }) },
  {
    name: "text/plain",
    probe: (form) => ({
      headers: { "Content-Type": "text/plain" },
      body: encode(form),
      expect: 415,
      message: UNSUPPORTED,
    }),
  },
  {
    name: "XML",
    probe: () => ({
      headers: { "Content-Type": "application/xml" },
      body: "<name>Asha</name>",
      expect: 415,
      message: UNSUPPORTED,
    }),
  },
  { name: "no content type", probe: (form) => ({ body: encode(form), expect: 415, message: UNSUPPORTED }) },
  { name: "an empty body without a content type", probe: () => ({ body: "", expect: 415, message: UNSUPPORTED }) },
  {
    name: "multipart without a boundary",
    probe: () => ({
      headers: { "Content-Type": "multipart/form-data" },
      body: `${PART}\r\n--${BOUNDARY}--\r\n`,
      expect: 400,
      message: UNREADABLE,
    }),
  },
  {
    name: "truncated multipart",
    probe: () => ({
      headers: { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` },
      body: PART,
      expect: 400,
      message: UNREADABLE,
    }),
  },
  {
    name: "broken percent-encoding",
    probe: (form) => ({ headers: FORM, body: `${encode(form)}&name=%E0%A4%A&x=%ff`, expect: 400, message: UNREADABLE }),
  },
  {
    name: "bytes that are not UTF-8",
    probe: (form) => ({
      headers: FORM,
      body: Buffer.concat([Buffer.from(`${encode(form)}&x=`), Buffer.from([0xff, 0xfe, 0xc3])]),
      expect: 400,
      message: UNREADABLE,
    }),
  },
  {
    name: "a body over its limit (declared)",
    probe: (form, bodyLimit = 64 * KB) => ({
      headers: FORM,
      body: `${encode(form)}&pad=${"a".repeat(bodyLimit)}`,
      expect: 413,
    }),
  },
  {
    name: "a body over its limit (chunked)",
    probe: (form, bodyLimit = 64 * KB) => ({
      headers: FORM,
      body: `${encode(form)}&pad=${"a".repeat(bodyLimit)}`,
      chunkSize: bodyLimit > MB ? 256 * KB : 16 * KB,
      expect: 413,
    }),
  },
  {
    name: "a foreign Origin",
    probe: (form) => ({ headers: { ...FORM, Origin: "https://evil.example" }, body: encode(form), expect: 403 }),
  },
  {
    name: "Origin: null",
    probe: (form) => ({ headers: { ...FORM, Origin: "null" }, body: encode(form), expect: 403 }),
  },
  { name: "TRACE", probe: () => ({ method: "TRACE", expect: 405 }) },
  { name: "PROPFIND", probe: () => ({ method: "PROPFIND", expect: 405 }) },
  {
    name: "DELETE with JSON",
    probe: () => ({ method: "DELETE", headers: JSON_TYPE, body: "{}", expect: 415, message: UNSUPPORTED }),
  },
];
/** Readable bodies: the answer depends on the route's rules (the database may change). */
const READABLE_CASES: ProbeCase[] = [
  {
    name: "a field full of control characters",
    probe: (form) => ({ headers: FORM, body: encode(withControlCharacters(form)), expect: "no 5xx" }),
  },
  { name: "an empty form", probe: () => ({ headers: FORM, body: "", expect: "no 5xx" }) },
];

const NOT_A_THEME = 'Send the theme as JSON { "theme": "light" | "dark" | null } or as a form.';
/** Answers that differ from a case's usual one on a route, by the route's id. */
/** The passkey endpoints take JSON from the sign-in and account pages' script, and nothing else. */
const PASSKEY_ANSWERS: Record<string, Override> = Object.fromEntries([
  ...["JSON", "DELETE with JSON"].map((name) => [name, { status: 400, message: "Choose what to do" }]),
  ...[
    "text/plain",
    "XML",
    "no content type",
    "an empty body without a content type",
    "multipart without a boundary",
    "truncated multipart",
    "broken percent-encoding",
    "bytes that are not UTF-8",
  ].map((name) => [name, { status: 415, message: "Send a JSON object" }]),
  // The endpoint refuses the type while the server may already refuse the size (413): either is right.
  ["a body over its limit (chunked)", { status: "no 5xx" }],
]);

const ROUTE_ANSWERS: Record<string, Record<string, Override>> = {
  "routes/login.passkey": PASSKEY_ANSWERS,
  "routes/admin.passkeys": PASSKEY_ANSWERS,
  // The theme action also takes the JSON remix-themes sends (as text/plain, or with no type).
  "routes/action.set-theme": {
    JSON: { status: 400, message: NOT_A_THEME },
    "text/plain": { status: 400, message: NOT_A_THEME },
    XML: { status: 415, message: NOT_A_THEME },
    "no content type": { status: 400, message: NOT_A_THEME },
    "an empty body without a content type": { status: 400, message: NOT_A_THEME },
    "DELETE with JSON": { status: 400, message: NOT_A_THEME },
  },
};
/**
 * Cases that are no probe on a route: on a delete route an empty form is the confirmation page's
 * own post (it deletes, see below).
 */
const skippedCases = (route: FormRoute) => (route.record ? ["an empty form"] : []);

// ── API routes ──────────────────────────────────────────────────────────────────────────────
const API_UNSUPPORTED = "Content-Type must be application/json";
const API_CASES: ProbeCase[] = [
  { name: "a form", probe: () => ({ headers: FORM, body: "title=x", expect: 415, message: API_UNSUPPORTED }) },
  {
    name: "multipart",
    probe: () => ({
      headers: { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` },
      body: `${PART}\r\n--${BOUNDARY}--\r\n`,
      expect: 415,
      message: API_UNSUPPORTED,
    }),
  },
  {
    name: "multipart without a boundary",
    probe: () => ({
      headers: { "Content-Type": "multipart/form-data" },
      body: PART,
      expect: 415,
      message: API_UNSUPPORTED,
    }),
  },
  {
    name: "text/plain",
    probe: (json) => ({
      headers: { "Content-Type": "text/plain" },
      body: JSON.stringify(json),
      expect: 415,
      message: API_UNSUPPORTED,
    }),
  },
  { name: "no content type", probe: (json) => ({ body: JSON.stringify(json), expect: 415, message: API_UNSUPPORTED }) },
  { name: "an empty body", probe: () => ({ headers: JSON_TYPE, body: "", expect: 400 }) },
  {
    name: "malformed JSON",
    probe: () => ({ headers: JSON_TYPE, body: '{"title": ', expect: 400, message: "Malformed JSON in request body" }),
  },
  {
    name: "bytes that are not UTF-8",
    probe: () => ({
      headers: JSON_TYPE,
      body: Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x7d]),
      expect: 400,
      message: "Request body is not valid UTF-8",
    }),
  },
  {
    name: "a body over 1 MB (declared)",
    probe: (json) => ({
      headers: JSON_TYPE,
      body: JSON.stringify({ ...json, pad: "a".repeat(1100 * KB) }),
      expect: 413,
      message: "The request body is larger than 1 MB.",
    }),
  },
  {
    name: "a body over 1 MB (chunked)",
    probe: (json) => ({
      headers: JSON_TYPE,
      body: JSON.stringify({ ...json, pad: "a".repeat(1100 * KB) }),
      chunkSize: 64 * KB,
      expect: 413,
      message: "The request body is larger than 1 MB.",
    }),
  },
  {
    name: "a foreign Origin",
    probe: (json) => ({
      headers: { ...JSON_TYPE, Origin: "https://evil.example" },
      body: JSON.stringify(json),
      expect: 403,
      message: "Cross-site requests are not allowed.",
    }),
  },
  {
    name: "Origin: null",
    probe: (json) => ({
      headers: { ...JSON_TYPE, Origin: "null" },
      body: JSON.stringify(json),
      expect: 403,
      message: "Cross-site requests are not allowed.",
    }),
  },
  { name: "TRACE", probe: () => ({ method: "TRACE", expect: 405, message: "TRACE is not supported here." }) },
  { name: "PROPFIND", probe: () => ({ method: "PROPFIND", expect: 405, message: "PROPFIND is not supported here." }) },
];
const API_READABLE_CASES: ProbeCase[] = [
  {
    name: "a field full of control characters",
    probe: (json) => ({ headers: JSON_TYPE, body: JSON.stringify(withControlCharacters(json)), expect: "no 5xx" }),
  },
];

/** Calls that read a JSON body: every case. */
const API_WRITES = API_CALLS.filter((call) => call.json);
/**
 * Bodiless calls: only origins, methods and declared sizes apply (a DELETE must not delete on
 * one). A chunked body is left out: these calls never read it, so nothing learns its size.
 */
const API_OTHERS = API_CALLS.filter((call) => !call.json).map((call) => ({
  ...call,
  cases:
    call.method === "GET" ? ["TRACE", "PROPFIND"] : ["a foreign Origin", "Origin: null", "a body over 1 MB (declared)"],
}));
/** Methods a route does not serve: 405 (JSON on the API); an API call that does not exist: 404. */
const WRONG_METHODS: Array<{ method: string; path: string; status?: number }> = [
  { method: "POST", path: "/api/no-such-call", status: 404 },
  { method: "PATCH", path: "/api/blogs" },
  { method: "DELETE", path: "/api/me" },
  { method: "PUT", path: "/api/login" },
  { method: "POST", path: "/api/jobs/{job}" },
  { method: "POST", path: "/" },
  { method: "POST", path: "/careers" },
  { method: "POST", path: "/insights" },
];

// ── Setup ───────────────────────────────────────────────────────────────────────────────────
let server: Awaited<ReturnType<typeof startHttpServer>>;
let token: string;
let adminCookie: string;
let ids: Placeholders = {};

beforeAll(async () => {
  // One trusted proxy hop, so each probe comes from its own address and no per-address limit
  // (sign-in, contact, booking) turns a later probe into a 429.
  server = await startHttpServer({ trustProxy: 1 });
  ({ token } = await login());
  const signIn = await send({
    method: "POST",
    path: "/login",
    headers: FORM,
    body: encode({ username: ADMIN.username, password: ADMIN.password }),
  });
  expect(signIn.status).toBe(302);
  adminCookie = [signIn.headers["set-cookie"] ?? []]
    .flat()
    .find((cookie) => cookie.startsWith("__session="))!
    .split(";")[0]!;
  expect((await send({ method: "GET", path: "/admin/jobs", headers: { Cookie: adminCookie } })).status).toBe(200);

  ids = await arrangeRecords();
});
afterAll(() => server.close());

function send(request: {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  chunkSize?: number;
}) {
  return server.request({ ...request, headers: { "X-Forwarded-For": randomIp(), ...request.headers } });
}

const withIds = (text: string) => fillIn(text, ids);

/** Everything a refused request must leave as it was. */
async function snapshot() {
  const tables = [
    "jobs",
    "blogs",
    "contact_messages",
    "appointments",
    "users",
    "sessions",
    "login_attempts",
    "form_submissions",
    "api_tokens",
    "applications",
    "invitations",
    "tags",
    "content_documents",
  ] as const;
  const rows = await Promise.all(tables.map((table) => db.selectFrom(table).selectAll().execute()));
  const snapshot: Record<string, unknown[]> = Object.fromEntries(tables.map((table, index) => [table, rows[index]!]));
  // The admin's session is marked seen at most once a minute of use: on a slow run, a probe may fall
  // on that minute (and on PostgreSQL the updated row then comes back in another place).
  snapshot.sessions = (snapshot.sessions as Array<{ id: string; last_seen_at: string | null }>)
    .map(({ last_seen_at: _seen, ...session }) => session)
    .sort((a, b) => a.id.localeCompare(b.id));
  return snapshot;
}

/** Whether the record a delete route's path names (by id, or a tag by its slug) is still there. */
async function recordExists(table: Table, path: string) {
  const key = path.split("/")[3]!;
  const found =
    table === "tags"
      ? db.selectFrom("tags").select("id").where("slug", "=", key)
      : db.selectFrom(table).select("id").where("id", "=", Number(key));
  return (await found.executeTakeFirst()) !== undefined;
}

/** How an answer carries its message: a page's text, JSON `{message}`, or a page's data request (single fetch). */
type AnswerKind = "page" | "json" | "data";

async function checkReply(reply: RawReply, probe: Probe, label: string, kind: AnswerKind) {
  expect(reply.status, `${label}: ${reply.text.slice(0, 300)}`).toBeLessThan(500);
  if (probe.expect === "no 5xx") return;
  expect(reply.status, `${label}: ${reply.text.slice(0, 300)}`).toBe(probe.expect);
  if (!probe.message) return;
  if (kind === "json") expect(reply.json, label).toEqual(expect.objectContaining({ message: probe.message }));
  else if (kind === "data") expect(await decodeSingleFetch(reply.text), label).toEqual(thrownMessage(probe.message));
  else expect(reply.text, label).toContain(probe.message);
}

/** A data request's answer when its action threw (or the server refused it with) `{ message }`. */
const thrownMessage = (message: string) => ({ error: expect.objectContaining({ data: { message } }) });

// ── The corpus ──────────────────────────────────────────────────────────────────────────────
describe.each(FORM_ROUTES)("form route $path", (route) => {
  const cases = [...FORM_CASES, ...READABLE_CASES].filter(({ name }) => !skippedCases(route).includes(name));

  it.each(cases)("$name: the expected answer, never a 5xx", async ({ name, probe }) => {
    const path = withIds(route.path);
    const form = Object.fromEntries(Object.entries(route.form).map(([key, value]) => [key, withIds(value)]));
    const override = ROUTE_ANSWERS[route.id]?.[name];
    const base = probe(form, route.bodyLimit);
    const request: Probe = override ? { ...base, expect: override.status, message: override.message } : base;
    const before = request.expect === "no 5xx" ? null : await snapshot();

    const headers = { ...request.headers, ...(route.admin ? { Cookie: adminCookie } : {}) };
    const variants: Array<{ path: string; kind: AnswerKind }> = route.resource
      ? [{ path, kind: "json" }] // resource routes answer JSON; pages show the message
      : [
          { path, kind: "page" },
          { path: dataPath(path), kind: "data" },
        ];
    for (const variant of variants) {
      const reply = await send({
        method: request.method ?? "POST",
        path: variant.path,
        headers,
        body: request.body,
        chunkSize: request.chunkSize,
      });
      await checkReply(reply, request, `${request.method ?? "POST"} ${variant.path} with ${name}`, variant.kind);
    }

    if (before) expect(await snapshot()).toEqual(before);
    if (route.record) expect(await recordExists(route.record, path)).toBe(true);
  });
});

describe("admin form routes check the permission before the body", () => {
  it.each(FORM_ROUTES.filter((route) => route.admin))(
    "$path: signed out, a JSON body gets the sign-in redirect",
    async (route) => {
      const path = withIds(route.path);
      const reply = await send({ method: "POST", path, headers: JSON_TYPE, body: "{}" });
      expect(reply.status).toBe(302);
      expect(reply.headers.location).toBe(`/login?${new URLSearchParams({ redirectTo: path })}`);
      if (route.record) expect(await recordExists(route.record, path)).toBe(true);
    },
  );
});

describe("delete routes", () => {
  it.each(FORM_ROUTES.filter((route) => route.record))(
    "$path: a toast id the page could not have sent is refused",
    async (route) => {
      const path = withIds(route.path);
      const reply = await send({
        method: "POST",
        path,
        headers: { ...FORM, Cookie: adminCookie },
        body: encode({ toastId: "<script>" }),
      });
      expect(reply.status).toBe(400);
      expect(reply.text).toContain("The toast id must be");
      expect(await recordExists(route.record!, path)).toBe(true);
    },
  );

  // The same check that guards the probes above, shown to notice a delete: with JavaScript
  // (the dialog's toast id, JSON back) and without (the confirmation page's empty form, a redirect).
  it.each(FORM_ROUTES.filter((route) => route.record).map((route, index) => ({ ...route, withJs: index % 2 === 0 })))(
    "$path: a readable request still deletes (with JavaScript: $withJs)",
    async (route) => {
      const path = withIds(route.path);
      // A fetcher's request is a data request; the page without JavaScript posts a document request.
      const target = route.withJs ? dataPath(path) : path;
      const reply = await send({
        method: "POST",
        path: target,
        headers: { ...FORM, Cookie: adminCookie },
        body: route.withJs ? encode(route.form) : "",
      });
      if (route.withJs) expect(await decodeSingleFetch(reply.text)).toEqual({ data: { ok: true } });
      else expect(reply.headers.location).toBe(path.replace(/\/[^/]+\/delete$/, ""));
      expect(await recordExists(route.record!, path)).toBe(false);
    },
  );
});

describe.each(API_WRITES)("API $method $path", (route) => {
  it.each([...API_CASES, ...API_READABLE_CASES])("$name: the expected answer, never a 5xx", async ({ name, probe }) => {
    const request = probe(route.json ?? {});
    const before = request.expect === "no 5xx" ? null : await snapshot();
    const reply = await send({
      method: request.method ?? route.method,
      path: withIds(route.path),
      headers: { ...request.headers, ...(route.auth ? { Authorization: `Bearer ${token}` } : {}) },
      body: request.body,
      chunkSize: request.chunkSize,
    });
    await checkReply(reply, request, `${route.method} ${route.path} with ${name}`, "json");
    if (before) expect(await snapshot()).toEqual(before);
  });
});

describe.each(API_OTHERS)("API $method $path", (route) => {
  it.each(API_CASES.filter(({ name }) => route.cases.includes(name)))(
    "$name: the expected answer, changing nothing",
    async ({ name, probe }) => {
      const request = probe(route.json ?? {});
      const before = await snapshot();
      const path = withIds(route.path);
      const reply = await send({
        method: request.method ?? route.method,
        path,
        headers: { ...request.headers, Authorization: `Bearer ${token}` },
        body: request.body,
        chunkSize: request.chunkSize,
      });
      await checkReply(reply, request, `${route.method} ${route.path} with ${name}`, "json");
      expect(await snapshot()).toEqual(before);
      if (route.record) expect(await recordExists(route.record, path)).toBe(true);
    },
  );
});

describe("methods a route does not serve", () => {
  it.each(WRONG_METHODS)("$method $path: 405 or 404", async ({ method, path, status = 405 }) => {
    const reply = await send({
      method,
      path: withIds(path),
      headers: { ...JSON_TYPE, Authorization: `Bearer ${token}` },
      body: "{}",
    });
    expect(reply.status, reply.text.slice(0, 300)).toBe(status);
    if (path.startsWith("/api/"))
      expect(reply.json).toEqual({ message: status === 404 ? "Not found" : `Method ${method} is not allowed here` });
  });
});

describe("paths however odd", () => {
  // What a request line can carry (no spaces or control characters) as a path or an absolute URL;
  // Node's parser itself answers any other target 400 ("images/x.png", "javascript:…").
  const sendable = UNSAFE_SITE_PATHS.filter(
    ([, path]) => /^[\u0021-\u007e\u00a0-\u00ff]+$/.test(path) && /^(\/|https?:\/\/)/.test(path),
  );
  /** The answers issue 35 found to be 500s, and their neighbours: each to the path with single slashes. */
  const REDIRECTS: Record<string, string> = {
    "//": "/",
    "///": "/",
    "/\\/": "/",
    "///x": "/x",
    "//evil.example": "/evil.example",
    "//evil.example/x.png": "/evil.example/x.png",
    "/\\evil.example/x.png": "/evil.example/x.png",
    "/\\\\evil.example": "/evil.example",
    "/\\/evil.example": "/evil.example",
    // A request for an absolute URL (a proxy's form) is sent to its path here, whatever its host.
    "http://evil.example/x.png": "/x.png",
    "https://evil.example/": "/",
  };

  it.each(sendable)("%s (%j): the site's own answer, and any redirect stays on the site", async (_what, path) => {
    const label = `GET ${JSON.stringify(path)}`;
    let reply = await send({ method: "GET", path });
    if (path in REDIRECTS) {
      expect(reply.status, label).toBe(308);
      expect(reply.headers.location, label).toBe(REDIRECTS[path]);
    }
    for (let hops = 0; reply.status >= 300 && reply.status < 400; hops += 1) {
      const location = reply.headers.location ?? "";
      expect(isSiteRelativePath(location), `${label} redirected to ${location}`).toBe(true);
      expect(hops, label).toBeLessThan(3);
      reply = await send({ method: "GET", path: location });
    }
    expect(reply.status, `${label}: ${reply.text.slice(0, 300)}`).toBeLessThan(500);
    expect(reply.headers["x-request-id"], label).toBeTruthy();
    if (reply.status === 404) expect(reply.text, label).toContain("Page Not Found");
  });

  it("an encoded slash is no separator: /%2F%2Fevil.example is the site's 404", async () => {
    const reply = await send({ method: "GET", path: "/%2F%2Fevil.example" });
    expect(reply.status).toBe(404);
    expect(reply.text).toContain("Page Not Found");
  });
});
