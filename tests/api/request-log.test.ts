// The access log: one JSON line per request with its id (also the X-Request-Id header), method,
// path, status, duration and, once the app knows, the signed-in user; never a password, a token,
// a cookie or a form's body. Error pages show the request's id for the visitor to quote.
import type { Kysely } from "kysely";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { upsertUser } from "../../app/seed/admin.server";
import { openDatabase } from "../../db/connect";
import type { Database } from "../../db/database";
import { loggablePath } from "../../server/request-log.js";
import { createPostgresDatabase, testEngine } from "../databases";
import { startServer, type ServerProcess } from "../server-process";
import { startHttpServer } from "./harness";

const ADMIN = { username: "log-admin", password: "log-admin-password-2026" };
const EDITOR = { username: "log-editor", password: "log-editor-password-2026" };
type LogLine = {
  time: number;
  requestId: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  userId?: number;
};

let server: ServerProcess;
let db: Kysely<Database>;

beforeAll(async () => {
  const database =
    testEngine === "postgres"
      ? { url: await createPostgresDatabase(), path: "" }
      : { url: null, path: path.join(fs.mkdtempSync(path.join(os.tmpdir(), "lumora-log-")), "app.db") };
  server = await startServer({
    ...(database.url ? { DATABASE_URL: database.url } : { DATABASE_PATH: database.path }),
    LOG_REQUESTS: "1",
    TRUST_PROXY: "1",
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  });
  db = openDatabase(database).db;
  await fetch(`${server.origin}/healthz`); // the server migrates its database on start-up
  await upsertUser(db, { ...EDITOR, role: "editor" });
});
afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

/** The log's line for the request with this id (the log is flushed at least once a second). */
async function lineOf(requestId: string) {
  for (let waited = 0; waited < 10_000; waited += 200) {
    const line = logLines().find((candidate) => candidate.requestId === requestId);
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no log line for ${requestId}:\n${server.output()}`);
}

function logLines() {
  return server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);
}

function requestIdOf(response: Response) {
  const requestId = response.headers.get("x-request-id");
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  return requestId!;
}

async function signIn(credentials: typeof ADMIN) {
  const response = await fetch(`${server.origin}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...credentials, redirectTo: "/dashboard" }),
  });
  expect(response.status).toBe(302);
  return { response, cookie: response.headers.get("set-cookie")!.split(";")[0]! };
}

async function userIdOf(username: string) {
  const { id } = await db.selectFrom("users").select("id").where("username", "=", username).executeTakeFirstOrThrow();
  return id;
}

describe("the access log", () => {
  it("writes one line per request with its id, method, path, status and duration", async () => {
    const response = await fetch(`${server.origin}/careers?q=engineer`);
    expect(response.status).toBe(200);
    const requestId = requestIdOf(response);
    const line = await lineOf(requestId);
    expect(line).toMatchObject({ method: "GET", path: "/careers?q=engineer", status: 200 });
    expect(line.durationMs).toBeGreaterThan(0);
    expect(Math.abs(line.time - Date.now())).toBeLessThan(60_000);
    expect(line.userId).toBeUndefined();
    expect(logLines().filter((candidate) => candidate.requestId === requestId)).toHaveLength(1);
    // Every request has its own id, cached pages too.
    const again = await fetch(`${server.origin}/careers?q=engineer`);
    expect(requestIdOf(again)).not.toBe(requestId);
  });

  it("says who was signed in: after a sign-in, on a back-office page, and for an API token", async () => {
    const admin = await userIdOf(ADMIN.username);
    const { response, cookie } = await signIn(ADMIN);
    expect(await lineOf(requestIdOf(response))).toMatchObject({ method: "POST", path: "/login", userId: admin });

    const page = await fetch(`${server.origin}/dashboard`, { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    expect(await lineOf(requestIdOf(page))).toMatchObject({ path: "/dashboard", status: 200, userId: admin });

    const tokens = await fetch(`${server.origin}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(ADMIN),
    });
    const { token } = (await tokens.json()) as { token: string };
    const me = await fetch(`${server.origin}/api/me`, { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(await lineOf(requestIdOf(me))).toMatchObject({ path: "/api/me", userId: admin });
  });

  it("never keeps a password, a token, a cookie or a form's body", async () => {
    const { cookie } = await signIn(ADMIN);
    const secretToken = "do-not-log-this-reset-token-0123456789";
    const password = "a-new-password-nobody-may-read";
    const reset = await fetch(`${server.origin}/reset-password/${secretToken}?token=${secretToken}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
      body: new URLSearchParams({ password, confirmPassword: password }),
    });
    const line = await lineOf(requestIdOf(reset));
    expect(line.path).toBe("/reset-password/:token?token=redacted");
    const output = server.output();
    for (const secret of [secretToken, password, cookie.split("=")[1]!, ADMIN.password]) {
      expect(output).not.toContain(secret);
    }
  });

  it("shows the request's id on an error page, the app's and the server's own", async () => {
    const { cookie } = await signIn(EDITOR);
    const refused = await fetch(`${server.origin}/admin/users`, { headers: { Cookie: cookie } });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toMatch(
      new RegExp(`quote the reference(<!-- -->)? <code[^>]*>${requestIdOf(refused)}</code>`),
    );

    const badAddress = await fetch(`${server.origin}/%E0%A4%A`);
    expect(badAddress.status).toBe(400);
    expect(await badAddress.text()).toContain(`<code>${requestIdOf(badAddress)}</code>`);
  });

  it("keeps the request id a trusted proxy sent, and only then", async () => {
    const proxied = await fetch(`${server.origin}/`, { headers: { "X-Request-Id": "lb-7f3a9c-0001" } });
    expect(proxied.headers.get("x-request-id")).toBe("lb-7f3a9c-0001");
    expect(await lineOf("lb-7f3a9c-0001")).toMatchObject({ path: "/", status: 200 });
    // An id that could forge or break a log line is replaced.
    const forged = await fetch(`${server.origin}/`, { headers: { "X-Request-Id": 'x", "userId": 1' } });
    requestIdOf(forged);

    const direct = await startHttpServer({ trustProxy: 0 });
    try {
      const reply = await direct.request({ method: "GET", path: "/", headers: { "X-Request-Id": "client-chosen-id" } });
      expect(reply.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await direct.close();
    }
  });
});

describe("loggablePath", () => {
  it("blanks the token of every secret link the site has, however it is spelled", async () => {
    const build = (await import(path.resolve("build/index.js"))) as { routes: Record<string, { path?: string }> };
    const tokenRoutes = Object.values(build.routes)
      .map((route) => route.path ?? "")
      .filter((routePath) => routePath.includes(":token"));
    expect(tokenRoutes.length).toBeGreaterThanOrEqual(7);
    for (const routePath of tokenRoutes) {
      const url = `/${routePath.replace(":token", "s3cr3t")}`;
      expect(loggablePath(url), url).toBe(`/${routePath}`);
      expect(loggablePath(url.toUpperCase().replace("S3CR3T", "s3cr3t"))).not.toContain("s3cr3t");
    }
    expect(loggablePath("/%69nvite/s3cr3t")).toBe("/invite/:token");
  });

  it("blanks secret-looking query parameters and keeps the rest", () => {
    expect(loggablePath("/insights?page=2&q=ai")).toBe("/insights?page=2&q=ai");
    expect(loggablePath("/x?access_token=a&apiKey=b&signature=c&sig=d&code=e&page=1")).toBe(
      "/x?access_token=redacted&apiKey=redacted&signature=redacted&sig=redacted&code=redacted&page=1",
    );
    expect(loggablePath("/%E0%A4%A")).toBe("/%E0%A4%A");
  });
});
