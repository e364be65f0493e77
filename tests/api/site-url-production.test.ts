// In production the site's address is configuration, never a guess: the server refuses to start
// without SITE_URL, and it serves only SITE_URL's host and the SITE_HOST_ALIASES (no loopback
// names), except for the health checks a load balancer sends to an address.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { serverDatabase, type ServerDatabase } from "../databases";
import { startServer, type ServerProcess } from "../server-process";

const ALIAS = "www.lumora.test";

let database: ServerDatabase;
let server: ServerProcess;

beforeAll(async () => {
  database = await serverDatabase();
  // SITE_URL is the address the tests call it at (tests/server-process.ts).
  server = await startServer({ ...database.env, SITE_HOST_ALIASES: ALIAS });
}, 90_000);
afterAll(async () => {
  await server?.stop();
  await database?.remove();
});

/** GET `path` from the server with the Host header `host`: its status and body. */
function get(path: string, host: string) {
  const { hostname, port } = new URL(server.origin);
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.get({ hostname, port, path, headers: { Host: host }, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode!, text: Buffer.concat(chunks).toString() }));
    });
    request.on("error", reject);
  });
}

describe("in production", () => {
  it("the server refuses to start without SITE_URL, saying why", { timeout: 90_000 }, async () => {
    await expect(startServer({ ...database.env, SITE_URL: "" })).rejects.toThrow(
      "SITE_URL must be set in production (the site's public address, e.g. https://www.example.com)",
    );
  });

  it("serves SITE_URL's host and its aliases, with SITE_URL's links under either", async () => {
    const site = new URL(server.origin).host;
    for (const host of [site, ALIAS]) {
      const page = await get("/insights", host);
      expect(page.status, host).toBe(200);
      expect(page.text, host).toContain(`<link rel="canonical" href="${server.origin}/insights"/>`);
      expect(page.text, host).not.toContain(ALIAS);
    }
  });

  it("refuses every other host with 421, loopback names included", async () => {
    const { port } = new URL(server.origin);
    for (const host of ["attacker.example", `localhost:${port}`, `[::1]:${port}`, `${ALIAS}.attacker.example`])
      expect((await get("/", host)).status, host).toBe(421);
  });

  it("answers the health checks whatever the host", async () => {
    for (const path of ["/healthz", "/readyz"]) expect((await get(path, "10.0.0.5:3000")).status, path).toBe(200);
  });
});
