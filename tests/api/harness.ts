// Calls the BUILT server (build/index.js, made by `remix build`) in-process through Remix's
// request handler, on a throw-away database file: the API exactly as clients meet it,
// without a port. Time can be moved with vi.setSystemTime (the server reads Date.now()).
import { createRequestHandler } from "@remix-run/node";
import SQLite from "better-sqlite3";
import { randomBytes, randomInt } from "node:crypto";
import { subscribe, unsubscribe } from "node:diagnostics_channel";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll } from "vitest";

import type { Role } from "../../app/lib/roles";
import { upsertUser } from "../../app/seed/admin.server";
import type { AppServerBuild } from "../../app/server-contract";
import { signIn } from "../../bench/session.mjs";
import { openDatabase } from "../../db/connect";
import { COPIED_TABLES } from "../../db/copy";
import { BUSY_WAIT_CHANNEL } from "../../db/sqlite-busy";
import { decodeSingleFetch } from "../single-fetch";

export const ADMIN = { username: "api-admin", password: "api-admin-password" };

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumora-api-"));
process.env.DATABASE_PATH = path.join(dir, "app.db");
// The throw-away database goes with the test file that made it (after the file's own hooks; the
// server may still hold the file open, which Linux allows).
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
process.env.ADMIN_USERNAME = ADMIN.username;
process.env.ADMIN_PASSWORD = ADMIN.password;
process.env.SEED_DEMO = process.env.SEED_DEMO ?? "0";

const buildPath = path.resolve("build/index.js");
if (!fs.existsSync(buildPath)) throw new Error("Run `npx remix build` before the API tests.");
const build: AppServerBuild = await import(buildPath);
const handle = createRequestHandler(build, "production");
// The database's start-up work (migrations, the admin above), begun as server/index.js begins it:
// requests wait for it.
build.entry.module.serverContract.startSiteDatabase().catch(() => {});

/** The server's database (SQLite, or on PostgreSQL the file's own database), for arranging users and checking what was stored. */
export const db = openDatabase({ url: process.env.DATABASE_URL ?? null, path: process.env.DATABASE_PATH }).db;

export const ORIGIN = "http://localhost";

/** A job the API accepts, for tests to vary one field at a time. */
export const VALID_JOB = {
  title: "Data Engineer",
  company: "Lumora Ventures",
  location: "Pune, India",
  type: "Full-time",
  salary: 1800000,
  department: "Engineering",
  description: "Build our data platform.",
  requirements: "Python\nSQL",
};

/** The contact form's fields as a browser without JavaScript posts them, filled in as the form accepts. */
export const CONTACT_MESSAGE = {
  name: "Asha Rao",
  email: "asha@example.com",
  phone: "",
  subject: "general",
  message: "Hello",
  consent: "on",
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read JSON bodies as the client would: untyped
export type ApiReply<T = any> = { status: number; headers: Headers; body: T; text: string };

type CallOptions = {
  token?: string;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  /** Defaults to a random client address, so the sign-in limit of one test never hits another. */
  ip?: string;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see ApiReply
export async function call<T = any>(method: string, url: string, options: CallOptions = {}): Promise<ApiReply<T>> {
  const headers = new Headers(options.headers);
  // What the HTTP server (server/app.js) tells the app about the client.
  headers.set("X-Client-Address", options.ip ?? randomIp());
  if (options.token) headers.set("Authorization", `Bearer ${options.token}`);
  let body = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    if (!headers.has("Content-Type")) headers.set("Content-Type", "application/json");
  }
  const response = await handle(new Request(new URL(url, ORIGIN), { method, headers, body }));
  const text = await response.text();
  let parsed: unknown = undefined;
  try {
    // A page's data request (`/path.data`) is answered as Remix's client reads it.
    if (response.headers.get("Content-Type") === "text/x-script") parsed = await decodeSingleFetch(text);
    else parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: tests that expect JSON fail on `body` being undefined and can print `text`.
  }
  return { status: response.status, headers: response.headers, body: parsed as T, text };
}

export function randomIp() {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** A fresh user (admin or not) that can sign in through the API. */
export async function createUser({ role = null }: { role?: Role | null } = {}) {
  await call("GET", "/healthz"); // the server migrates its database on start-up
  const credentials = { username: `user-${randomBytes(5).toString("hex")}`, password: "correct-horse-battery" };
  await upsertUser(db, { ...credentials, role });
  return credentials;
}

export async function login(credentials = ADMIN) {
  const reply = await call<{ token: string; refreshToken: string }>("POST", "/api/login", { json: credentials });
  if (reply.status !== 200) throw new Error(`login failed: ${reply.status} ${reply.text}`);
  return reply.body;
}

type ServerOptions = { trustProxy?: number; apiCorsOrigins?: string[]; pageCache?: boolean; countPageViews?: boolean };

/**
 * The whole HTTP server (server/app.js) around the same build, on a loopback port: for what
 * happens before Remix (methods, URLs, origins, body limits, headers, client addresses).
 */
export async function startHttpServer({
  trustProxy = 0,
  apiCorsOrigins = [],
  pageCache = true,
  countPageViews = false,
}: ServerOptions = {}) {
  const { createServer } = await import("../../server/app.js");
  const { server, flushPageViews } = createServer({
    build,
    trustProxy,
    production: true,
    apiCorsOrigins,
    logRequests: false,
    pageCache,
    countPageViews,
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as import("node:net").AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    request: (options: RawRequest) => rawRequest(port, options),
    /**
     * Signs in through the sign-in form and lands on the dashboard, as a browser does: the Cookie
     * header the browser then sends (the session's and the known device's; the flash was shown).
     */
    signIn: (credentials: { username: string; password: string } = ADMIN): Promise<string> =>
      signIn(origin, credentials, "/dashboard", { headers: { "X-Forwarded-For": randomIp() } }),
    /** Writes the page views counted so far (countPageViews). */
    flushPageViews,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type RawRequest = {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Send the body in chunks of this size without a Content-Length (Transfer-Encoding: chunked). */
  chunkSize?: number;
};
export type RawReply = { status: number; headers: import("node:http").IncomingHttpHeaders; text: string; json: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- see ApiReply

/** One HTTP request as any client may send it (any method, an undecodable path, a chunked body). */
export function rawRequest(port: number, { method, path: requestPath, headers = {}, body, chunkSize }: RawRequest) {
  return new Promise<RawReply>((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port, method, path: requestPath, headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text, json });
        });
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    const bytes = typeof body === "string" ? Buffer.from(body) : body;
    if (bytes && chunkSize) {
      for (let offset = 0; offset < bytes.length; offset += chunkSize)
        request.write(bytes.subarray(offset, offset + chunkSize));
    } else if (bytes) {
      request.setHeader("Content-Length", bytes.length);
      request.write(bytes);
    }
    request.end();
  });
}

/**
 * Another process holding the database's write lock (a backup, a CLI, a second server) until
 * `release()`: what a write of the server then has to wait for. SQLite: BEGIN IMMEDIATE on its
 * own connection. PostgreSQL: every table locked EXCLUSIVE, which lets reads through and makes
 * writes wait, in a transaction of another connection.
 */
export async function holdWriteLock() {
  if (!process.env.DATABASE_URL) {
    const other = new SQLite(process.env.DATABASE_PATH!, { timeout: 0 });
    other.exec("BEGIN IMMEDIATE");
    return {
      async release() {
        other.exec("COMMIT");
        other.close();
      },
    };
  }
  const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await other.connect();
  await other.query("begin");
  await other.query(`lock table ${COPIED_TABLES.map(({ table }) => table).join(", ")} in exclusive mode`);
  return {
    async release() {
      await other.query("commit");
      await other.end();
    },
  };
}

/**
 * Resolves once a statement of the server starts waiting for a locked database, or once `request`
 * settles, whichever comes first (a server that blocks while it waits never reports the wait).
 */
export function waitingOrSettled(request: Promise<unknown>) {
  let stop = () => {};
  const waiting = new Promise<void>((resolve) => {
    const onWait = () => resolve();
    subscribe(BUSY_WAIT_CHANNEL, onWait);
    stop = () => unsubscribe(BUSY_WAIT_CHANNEL, onWait);
  });
  return Promise.race([
    waiting,
    request.then(
      () => {},
      () => {},
    ),
  ]).finally(stop);
}
