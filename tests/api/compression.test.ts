// How pages rendered for one request are coded: brotli when the client accepts it, however it
// orders its list (browsers put gzip first), and a page made for one visitor (the back-office)
// sent whole with its length, not streamed through the compression middleware.
import http, { type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startHttpServer } from "./harness";

/** What Chromium sends. */
const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";

let server: Awaited<ReturnType<typeof startHttpServer>>;
beforeAll(async () => {
  server = await startHttpServer({ pageCache: false });
});
afterAll(() => server.close());

function get(path: string, headers: Record<string, string> = {}) {
  return server.request({ method: "GET", path, headers: { "Accept-Encoding": BROWSER_ENCODINGS, ...headers } });
}

describe("pages rendered for one request", () => {
  it("are sent brotli-coded to a browser that lists gzip first", async () => {
    const reply = await get("/careers?q=engineer");
    expect(reply.status).toBe(200);
    expect(reply.headers["content-encoding"]).toBe("br");
  });

  it("are sent whole to a signed-in member of staff, brotli-coded with their length", async () => {
    const cookie = await server.signIn();
    const reply = await new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const headers = { "Accept-Encoding": BROWSER_ENCODINGS, Cookie: cookie };
      http
        .get(`${server.origin}/admin/jobs`, { headers, agent: false }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        })
        .on("error", reject);
    });
    expect(reply.headers["cache-control"]).toBe("private, no-store");
    expect(reply.headers["content-encoding"]).toBe("br");
    expect(reply.headers["transfer-encoding"]).toBeUndefined();
    expect(Number(reply.headers["content-length"])).toBe(reply.body.length);
    expect(brotliDecompressSync(reply.body).toString()).toContain("<h1");
  });
});
