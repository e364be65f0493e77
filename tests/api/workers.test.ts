// The built server with two workers on the run's engine: both serve, each keeps its own page
// cache, and a write through either one leaves no stale page on the other.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createPostgresDatabase, testEngine } from "../databases";
import { startServer, type ServerProcess } from "../server-process";

const ADMIN = { username: "workers-admin", password: "workers-admin-password" };
let server: ServerProcess;

beforeAll(async () => {
  const database: Record<string, string> =
    testEngine === "postgres"
      ? { DATABASE_URL: await createPostgresDatabase() }
      : { DATABASE_PATH: path.join(fs.mkdtempSync(path.join(os.tmpdir(), "lumora-workers-")), "app.db") };
  server = await startServer({
    ...database,
    WEB_CONCURRENCY: "2",
    LOG_REQUESTS: "1",
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  });
});
afterAll(() => server?.stop());

/** One GET on a connection of its own, so that the primary hands each to the next worker. */
function getOnNewConnection(pathname: string) {
  return new Promise<{ status: number; cache: string | undefined; text: string }>((resolve, reject) => {
    http
      .get(server.origin + pathname, { agent: false }, (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode!, cache: response.headers["x-cache"] as string, text }),
        );
      })
      .on("error", reject)
      .setTimeout(15_000, function (this: http.ClientRequest) {
        this.destroy(new Error(`GET ${pathname}: no answer within 15 s`));
      });
  });
}

async function api(method: string, pathname: string, body: unknown, token?: string) {
  const response = await fetch(server.origin + pathname, {
    method,
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return response.json();
}

type LogLine = { pid: number; method: string; path: string; status: number; bytes?: number; cache?: string };

/**
 * The access log's JSON lines so far. A worker writes its lines once it has no request in flight
 * (or within a second): tests wait for the lines they need (expect.poll), never for a set time.
 */
function logLines() {
  return server
    .output()
    .split("\n")
    .slice(0, -1) // the last piece may be a line still being written
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);
}

/** The workers (their pids) that have answered a request so far, as the access log says. */
function pidsInLog() {
  return new Set(logLines().map((line) => line.pid));
}

describe("two workers", () => {
  it("both serve, and neither shows a page older than a write made through the other", async () => {
    // Warm both workers' caches.
    for (let i = 0; i < 8; i += 1) expect((await getOnNewConnection("/insights")).status).toBe(200);
    const warm = await Promise.all(Array.from({ length: 8 }, () => getOnNewConnection("/insights")));
    expect(warm.filter((reply) => reply.cache === "HIT").length).toBeGreaterThan(0);
    // Both workers answered; a page from the cache is logged as such, with the size of the body it sent.
    await expect
      .poll(() => {
        const log = logLines();
        const hit = log.find((line) => line.path === "/insights" && line.cache === "HIT");
        return { workers: new Set(log.map((line) => line.pid)).size, hit };
      })
      .toMatchObject({ workers: 2, hit: { method: "GET", status: 200, bytes: expect.any(Number) } });

    const { token } = await api("POST", "/api/login", ADMIN);
    for (const title of ["A first post, through any worker", "A second post, through any worker"]) {
      const { blog } = await api(
        "POST",
        "/api/blogs",
        { title, author: "Worker Tester", description: "Two workers, one truth.", content: "<p>Body</p>" },
        token,
      );
      const replies = await Promise.all(Array.from({ length: 8 }, () => getOnNewConnection("/insights")));
      for (const reply of replies) expect(reply.text).toContain(title);
      const post = await Promise.all(Array.from({ length: 4 }, () => getOnNewConnection(blog.url)));
      for (const reply of post) expect(reply.text).toContain(title);
    }
  });

  it("keeps each worker's memory small: two malloc arenas, large blocks mapped apart, an 8 MB young generation, and no image library until an image is uploaded", async () => {
    for (let i = 0; i < 4; i += 1) expect((await getOnNewConnection("/about")).status).toBe(200);
    const workers = [...(await pidsInLog())];
    expect(workers).toHaveLength(2);
    for (const pid of workers) {
      expect(fs.readFileSync(`/proc/${pid}/environ`, "utf8").split("\0")).toEqual(
        expect.arrayContaining(["MALLOC_ARENA_MAX=2", "MALLOC_MMAP_THRESHOLD_=32768"]),
      );
      expect(fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0")).toContain("--max-semi-space-size=8");
      expect(fs.readFileSync(`/proc/${pid}/maps`, "utf8")).not.toContain("libvips");
    }
  });

  it("restarts its workers one at a time on SIGHUP without failing a request", async () => {
    let restarting = true;
    const statuses: number[] = [];
    // Two clients at once, each on a new connection per request, through three restarts: a
    // connection the primary hands to a worker on its way out must still be answered.
    const load = Promise.all(
      [1, 2].map(async () => {
        while (restarting) statuses.push((await getOnNewConnection("/about")).status);
      }),
    );
    try {
      // The workers before the restarts: the only two there were, once both answered.
      await expect.poll(() => pidsInLog().size).toBe(2);
      const before = pidsInLog();
      const newWorkers = () => [...pidsInLog()].filter((pid) => !before.has(pid)).length;
      for (let restart = 1; restart <= 3; restart += 1) {
        server.kill("SIGHUP");
        await expect.poll(() => server.output().split("every worker restarted.").length - 1).toBe(restart);
        // Both new workers answer the clients (their lines reach the log) before the next restart retires them.
        await expect.poll(newWorkers).toBe(2 * restart);
      }
    } finally {
      restarting = false;
      await load;
    }
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set([200]));
  }, 180_000);
});
