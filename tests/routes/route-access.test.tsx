// Who reaches what: every back-office route and API call, for every role, a signed-in person without
// a role and an anonymous visitor, run through the route's own loader or action. The expected answer
// of each comes from one table below (a route's permission from PERMISSIONS); the table must name
// every back-office and API route in the app, so a new route cannot be left out of it.
import type { ActionFunction, LoaderFunction } from "@remix-run/node";
import { beforeAll, describe, expect, it } from "vitest";

import { db } from "~/db.server";
import { hashPassword } from "~/lib/password.server";
import { ROLES, type Role } from "~/lib/roles";
import { createApiTokens } from "~/models/api-token.server";
import { startTestDatabase } from "~/models/testing.server";
import { startSession } from "~/utils/auth.server";
import { hasPermission, type Permission } from "~/utils/permissions";

import { ancestry, routes, urlPath } from "../app-routes";

beforeAll(startTestDatabase);

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof METHODS)[number];
/** A permission; "public": the same answer for everyone; "any-token": any API sign-in. */
type Access = Permission | "public" | "any-token";
/** Each method a route answers, and who may use it. */
type RouteAccess = Partial<Record<Method, Access>>;

const ROUTE_ACCESS: Record<string, RouteAccess> = {
  "routes/_admin": { GET: "dashboard:view" },
  "routes/_admin.dashboard": { GET: "dashboard:view" },
  // Unclaimed back-office paths: the same 404 for everyone (inside the layout, which is guarded).
  "routes/_admin.dashboard_.$": { GET: "public" },
  "routes/_admin.admin.$": { GET: "public" },
  "routes/_admin.admin.account": { GET: "dashboard:view", POST: "dashboard:view" },
  "routes/admin.passkeys": { POST: "dashboard:view" },
  "routes/_admin.admin.activity": { GET: "activity:read" },
  "routes/_admin.admin.analytics": { GET: "analytics:view" },
  "routes/admin.analytics[.]csv": { GET: "analytics:view" },
  "routes/_admin.admin.users._index": { GET: "users:manage", POST: "users:manage" },
  "routes/_admin.admin.users.invite": { GET: "users:manage", POST: "users:manage" },
  "routes/_admin.admin.users.$id": { GET: "users:manage", POST: "users:manage" },
  "routes/_admin.admin.blogs._index": { GET: "blogs:write" },
  "routes/_admin.admin.blogs.new": { GET: "blogs:write", POST: "blogs:write" },
  "routes/_admin.admin.blogs.$id": { GET: "blogs:write", POST: "blogs:write" },
  "routes/_admin.admin.blogs.$id_.view": { GET: "blogs:write" },
  "routes/_admin.admin.blogs.$id_.delete": { GET: "blogs:write", POST: "blogs:write" },
  "routes/_admin.admin.blogs.$id_.revisions._index": { GET: "blogs:write" },
  "routes/_admin.admin.blogs.$id_.revisions.$revisionId": { GET: "blogs:write", POST: "blogs:write" },
  "routes/admin.blogs.preview": { POST: "blogs:write" },
  "routes/admin.blogs.autosave": { POST: "blogs:write" },
  "routes/admin.media": { POST: "blogs:write" },
  "routes/admin.blogs.$id.preview": { GET: "blogs:write" },
  "routes/_admin.admin.tags._index": { GET: "blogs:write" },
  "routes/_admin.admin.tags.$slug": { GET: "blogs:write", POST: "blogs:write" },
  "routes/_admin.admin.tags.$slug_.delete": { GET: "blogs:write", POST: "blogs:write" },
  "routes/_admin.admin.pages._index": { GET: "content:edit" },
  "routes/_admin.admin.pages.$key": { GET: "content:edit", POST: "content:edit" },
  "routes/_admin.admin.pages.$key_.revisions._index": { GET: "content:edit" },
  "routes/_admin.admin.pages.$key_.delete": { GET: "content:edit", POST: "content:edit" },
  "routes/_admin.admin.pages.new": { GET: "content:edit", POST: "content:edit" },
  "routes/_admin.admin.pages.$key_.revisions.$revisionId": { GET: "content:edit", POST: "content:edit" },
  "routes/admin.pages.$key.autosave": { POST: "content:edit" },
  "routes/_admin.admin.jobs._index": { GET: "jobs:write" },
  "routes/_admin.admin.jobs.new": { GET: "jobs:write", POST: "jobs:write" },
  "routes/_admin.admin.jobs.$id": { GET: "jobs:write", POST: "jobs:write" },
  "routes/_admin.admin.jobs.$id_.view": { GET: "jobs:write" },
  "routes/_admin.admin.jobs.$id_.questions": { GET: "jobs:write", POST: "jobs:write" },
  "routes/_admin.admin.jobs.$id_.delete": { GET: "jobs:write", POST: "jobs:write" },
  "routes/_admin.admin.applications._index": { GET: "applications:read" },
  "routes/_admin.admin.applications.$id": { GET: "applications:read", POST: "applications:write" },
  "routes/_admin.admin.applications.$id_.delete": { GET: "applications:write", POST: "applications:write" },
  "routes/admin.applications.$id.cv": { GET: "applications:read" },
  "routes/admin.applications[.]csv": { GET: "applications:read" },
  "routes/_admin.admin.messages._index": { GET: "messages:read" },
  "routes/_admin.admin.messages.$id": { GET: "messages:read", POST: "messages:write" },
  "routes/_admin.admin.messages.$id_.delete": { GET: "messages:write", POST: "messages:write" },
  "routes/_admin.admin.appointments._index": { GET: "appointments:read", POST: "appointments:write" },
  "routes/_admin.admin.appointments.$id.delete": { GET: "appointments:write", POST: "appointments:write" },
  "routes/_admin.admin.availability": { GET: "availability:edit", POST: "availability:edit" },
  "routes/_admin.admin.consultants._index": { GET: "availability:edit" },
  "routes/_admin.admin.consultants.$id": { GET: "availability:edit", POST: "availability:edit" },
  "routes/_admin.admin.newsletter": { GET: "subscribers:manage" },
  "routes/_admin.admin.subscribers._index": { GET: "subscribers:manage" },
  "routes/_admin.admin.subscribers.import": { GET: "subscribers:manage", POST: "subscribers:manage" },
  "routes/_admin.admin.subscribers.$id.delete": { GET: "subscribers:manage", POST: "subscribers:manage" },
  "routes/admin.subscribers[.]csv": { GET: "subscribers:manage" },
  "routes/_admin.admin.job-alerts._index": { GET: "job-alerts:manage" },
  "routes/_admin.admin.job-alerts.$id.delete": { GET: "job-alerts:manage", POST: "job-alerts:manage" },
  "routes/admin.job-alerts[.]csv": { GET: "job-alerts:manage" },
  "routes/_admin.admin.outbox._index": { GET: "outbox:read" },
  "routes/_admin.admin.outbox.$id": { GET: "outbox:read", POST: "outbox:write" },
  "routes/api.$": { GET: "public", POST: "public" },
  "routes/api.login": { POST: "public" },
  "routes/api.logout": { POST: "public" },
  "routes/api.refresh-token": { POST: "public" },
  "routes/api.me": { GET: "any-token" },
  "routes/api.blogs._index": { GET: "public", POST: "blogs:write" },
  "routes/api.blogs.$id": { GET: "public", PUT: "blogs:write", DELETE: "blogs:write" },
  "routes/api.jobs._index": { GET: "public", POST: "jobs:write" },
  "routes/api.jobs.$id": { GET: "public", PUT: "jobs:write", DELETE: "jobs:write" },
  "routes/api.applications._index": { GET: "applications:read" },
  "routes/api.applications.$id": { GET: "applications:read", PATCH: "applications:write" },
  "routes/api.applications.$id.cv": { GET: "applications:read" },
  "routes/api.pages._index": { GET: "public" },
  "routes/api.search": { GET: "public" },
  "routes/api.pages.$key": { GET: "public", PUT: "content:edit" },
  "routes/api.availability._index": { GET: "public" },
  "routes/api.availability.settings": { GET: "availability:edit", PUT: "availability:edit" },
  "routes/api.subscribers._index": { GET: "subscribers:manage" },
};

const modules = import.meta.glob<{ loader?: LoaderFunction; action?: ActionFunction }>([
  "../../app/routes/*.{ts,tsx}",
  "../../app/routes/*/route.{ts,tsx}",
]);

/** The back-office layout and everything under it, the admin resource routes, and the API. */
const guardedRoutes = Object.keys(routes).filter(
  (id) => id === "routes/_admin" || ancestry(id).includes("routes/_admin") || /^routes\/(admin|api)\./.test(id),
);

/** Ids in URLs name records that do not exist: an allowed caller gets a 404, never a change. */
function sampleUrl(id: string, key = "999999") {
  const pathname = urlPath(id)
    .replace(":key", key)
    .replace(/:[a-z]+/gi, "999999")
    .replace(/\*$/, "missing");
  return {
    url: `http://site.test${pathname || "/"}`,
    params: { id: "999999", slug: "999999", key, revisionId: "999999", "*": "missing" },
  };
}

type Caller = { name: string; role: Role | null; cookie: string | null; token: string | null };
const callers: Caller[] = [{ name: "anonymous", role: null, cookie: null, token: null }];

beforeAll(async () => {
  const passwordHash = await hashPassword("a-long-test-password");
  for (const role of [...ROLES, null]) {
    const username = `access-${role ?? "none"}`;
    const now = new Date().toISOString();
    const user = await db
      .insertInto("users")
      .values({ username, role, password_hash: passwordHash, created_at: now, updated_at: now })
      .returning(["id", "username", "role"])
      .executeTakeFirstOrThrow();
    const setCookie = await startSession(new Request("http://site.test/login"), user);
    const { token } = await createApiTokens(user.id);
    callers.push({ name: role ?? "no role", role, cookie: setCookie.split(";")[0]!, token });
  }
});

/** The status a call answers with, thrown or returned, and where a redirect goes. */
async function call(id: string, method: Method, caller: Caller, key?: string) {
  const file = routes[id]!.file;
  const module = await modules[`../../app/${file}`]!();
  const handler = method === "GET" ? module.loader : module.action;
  if (!handler) throw new Error(`${id} has no ${method === "GET" ? "loader" : "action"}`);
  const { url, params } = sampleUrl(id, key);
  const headers = new Headers({ Origin: "http://site.test" });
  if (caller.cookie) headers.set("Cookie", caller.cookie);
  if (caller.token && id.startsWith("routes/api.")) headers.set("Authorization", `Bearer ${caller.token}`);
  let body: string | undefined;
  if (method !== "GET") {
    const json = id.startsWith("routes/api.");
    headers.set("Content-Type", json ? "application/json" : "application/x-www-form-urlencoded");
    body = json ? "{}" : "";
  }
  const request = new Request(url, { method, headers, body });
  let response: unknown;
  try {
    response = await handler({ request, params, context: {} });
  } catch (thrown) {
    response = thrown;
  }
  if (!(response instanceof Response)) return { status: 200, location: null };
  return { status: response.status, location: response.headers.get("Location") };
}

const isRefusal = ({ status, location }: { status: number; location: string | null }) =>
  status === 401 || status === 403 || location?.startsWith("/login") === true || location === "/";

// The first case loads every route module: more than vitest's 5 s on a busy machine.
describe("the route access table", () => {
  it("names every back-office and API route, and only those", () => {
    expect(Object.keys(ROUTE_ACCESS).sort()).toEqual([...guardedRoutes].sort());
  });

  it("lists exactly the loader and action each page has", async () => {
    for (const id of guardedRoutes.filter((route) => !route.startsWith("routes/api."))) {
      const module = await modules[`../../app/${routes[id]!.file}`]!();
      const methods = Object.keys(ROUTE_ACCESS[id]!);
      expect(Boolean(module.loader), `${id} loader`).toBe(methods.includes("GET"));
      expect(Boolean(module.action), `${id} action`).toBe(methods.some((method) => method !== "GET"));
    }
  });

  it("lists every method each API route answers (the others are 405)", async () => {
    const admin = callers.find((caller) => caller.role === "admin")!;
    for (const id of guardedRoutes.filter((route) => route.startsWith("routes/api.") && route !== "routes/api.$")) {
      for (const method of METHODS.filter((method) => !(method in ROUTE_ACCESS[id]!))) {
        expect((await call(id, method, admin)).status, `${method} ${id}`).toBe(405);
      }
    }
  });
});

const cases = Object.entries(ROUTE_ACCESS).flatMap(([id, methods]) =>
  Object.entries(methods).map(([method, access]) => ({ id, method: method as Method, access: access! })),
);

describe.each(cases)("$method $id ($access)", ({ id, method, access }) => {
  it("answers each caller as the table says", async () => {
    const api = id.startsWith("routes/api.");
    const outcomes = [];
    for (const caller of callers) outcomes.push({ caller: caller.name, ...(await call(id, method, caller)) });
    const anonymous = outcomes[0]!;

    if (access === "public") {
      for (const outcome of outcomes) expect(outcome.status, outcome.caller).toBe(anonymous.status);
      return;
    }
    if (access === "any-token") {
      expect(anonymous.status).toBe(401);
      for (const outcome of outcomes.slice(1)) expect(isRefusal(outcome), outcome.caller).toBe(false);
      return;
    }
    // Nobody signed in: the API answers 401; a page sends to the sign-in page, remembering where.
    if (api) expect(anonymous.status).toBe(401);
    else expect(anonymous.location).toMatch(/^\/login\?redirectTo=/);

    for (const [index, caller] of callers.entries()) {
      if (index === 0) continue;
      const outcome = outcomes[index]!;
      if (caller.role !== null && hasPermission({ role: caller.role }, access)) {
        expect(isRefusal(outcome), `${caller.name} may ${method} ${id}`).toBe(false);
      } else if (caller.role === null && !api) {
        // Signed in without a role: not staff, sent home (the spec's guard).
        expect(outcome.location, caller.name).toBe("/");
      } else {
        expect(outcome.status, `${caller.name} may not ${method} ${id}`).toBe(403);
      }
    }
  });
});

// The settings document is the one page an Editor may not edit: it needs settings:edit (Admins).
const settingsCases = cases.filter(({ id }) => /^routes\/(_admin\.)?admin\.pages\.\$key/.test(id));

describe.each(settingsCases)("$method $id for the settings (settings:edit)", ({ id, method }) => {
  it("answers each caller as settings:edit says", async () => {
    for (const caller of callers) {
      const outcome = await call(id, method, caller, "settings");
      if (caller.role === null) expect(isRefusal(outcome), caller.name).toBe(true);
      else if (hasPermission({ role: caller.role }, "settings:edit"))
        expect(isRefusal(outcome), caller.name).toBe(false);
      else expect(outcome.status, `${caller.name} may not ${method} ${id} for the settings`).toBe(403);
    }
  });
});
