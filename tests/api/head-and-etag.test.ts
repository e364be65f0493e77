// What a CDN or a crawler meets when it checks back: every answer a cache may share carries its
// ETag from the very first request, a HEAD carries exactly the GET's headers without the body,
// and a client that holds the answer gets 304, whether or not the page cache keeps it.
import { createHash } from "node:crypto";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { call, db, login, startHttpServer, VALID_JOB, type RawReply } from "./harness";

/** A 1×1 PNG, stored as an uploaded image's only variant: what /media serves. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
/** What a browser accepts: the answers are coded, so HEAD must say the same coding and length. */
const ACCEPT_ENCODING = "gzip, deflate, br";
/** Headers that differ between any two answers, whatever they answer. */
const PER_ANSWER = new Set(["date", "x-request-id"]);

/** The URLs whose answers any cache may keep, by what they are; a post's, a job's and an image's once they exist. */
const SHAREABLE = new Map([
  ["the home page", "/"],
  ["the blog list", "/insights"],
  ["a post", ""],
  ["a page's data request", "/careers.data"],
  ["the RSS feed", "/insights/rss.xml"],
  ["the sitemap", "/sitemap.xml"],
  ["robots.txt", "/robots.txt"],
  ["the API's post list", "/api/blogs"],
  ["an API post", ""],
  ["the API's job list", "/api/jobs"],
  ["an API job", ""],
  ["the API's pages", "/api/pages"],
  ["an API page", "/api/pages/home"],
  ["an uploaded image", ""],
]);

beforeAll(async () => {
  const { token } = await login();
  const post = await call("POST", "/api/blogs", {
    token,
    json: {
      title: "Checked back by a CDN",
      author: "Cache Tester",
      description: "For revalidation.",
      content: "<p>Body</p>",
    },
  });
  expect(post.status, post.text).toBe(201);
  const job = await call("POST", "/api/jobs", { token, json: VALID_JOB });
  expect(job.status, job.text).toBe(201);
  SHAREABLE.set("a post", post.body.blog.url);
  SHAREABLE.set("an API post", `/api/blogs/${post.body.blog.id}`);
  SHAREABLE.set("an API job", `/api/jobs/${job.body.job.id}`);
  SHAREABLE.set("an uploaded image", await storeMediaFile());
});

async function storeMediaFile() {
  const sha256 = createHash("sha256").update(PNG).digest("hex");
  const now = new Date().toISOString();
  const file = await db
    .insertInto("files")
    .values({ name: "pixel.png", content_type: "image/png", size: PNG.length, sha256, bytes: PNG, created_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  const image = await db
    .insertInto("images")
    .values({
      sha256,
      file_id: file.id,
      format: "png",
      width: 1,
      height: 1,
      user_id: null,
      created_at: now,
      uploaded_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("image_variants")
    .values({ image_id: image.id, file_id: file.id, format: "png", width: 1, height: 1 })
    .execute();
  return `/media/${sha256}.png`;
}

/** Everything but the date and the request's id, by name. */
function comparable(reply: RawReply) {
  return Object.fromEntries(Object.entries(reply.headers).filter(([name]) => !PER_ANSWER.has(name)));
}

/**
 * What the server sends after the head of its answer to a HEAD, read off the socket: a client
 * library would drop a body it does not expect.
 */
function bytesAfterHead(origin: string, path: string) {
  const { hostname, port } = new URL(origin);
  return new Promise<string>((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.end(
        `HEAD ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept-Encoding: ${ACCEPT_ENCODING}\r\nConnection: close\r\n\r\n`,
      );
    });
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("end", () => {
      const answer = Buffer.concat(chunks).toString("latin1");
      resolve(answer.slice(answer.indexOf("\r\n\r\n") + 4));
    });
    socket.on("error", reject);
  });
}

describe.each([
  { pageCache: true, name: "with the page cache" },
  { pageCache: false, name: "without the page cache" },
])("answers any cache may share, $name", ({ pageCache }) => {
  let server: Awaited<ReturnType<typeof startHttpServer>>;
  beforeAll(async () => {
    server = await startHttpServer({ pageCache });
  });
  afterAll(() => server.close());

  function ask(method: "GET" | "HEAD", path: string, headers: Record<string, string> = {}) {
    return server.request({ method, path, headers: { "Accept-Encoding": ACCEPT_ENCODING, ...headers } });
  }

  /** A conditional GET and HEAD with `etag`: both 304, with the validator and the cache rules. */
  async function expectNotModified(path: string, etag: string, cacheControl: string) {
    for (const method of ["GET", "HEAD"] as const) {
      const again = await ask(method, path, { "If-None-Match": etag });
      expect(again.status, `${method} ${path}`).toBe(304);
      expect(again.text, `${method} ${path}`).toBe("");
      expect(again.headers.etag, `${method} ${path}`).toBe(etag);
      expect(again.headers["cache-control"], `${method} ${path}`).toBe(cacheControl);
    }
  }

  // Each URL is asked for here first: its first answer is the server's first for it.
  it.each([...SHAREABLE.keys()])("%s: the ETag from the first answer on, HEAD as GET, 304", async (name) => {
    const path = SHAREABLE.get(name)!;
    const first = await ask("GET", path);
    expect(first.status).toBe(200);
    expect(first.headers["cache-control"]).toMatch(/^public\b/);
    expect(first.headers.etag).toMatch(/^(W\/)?"[^"]+"$/);
    expect(first.headers["content-length"]).toMatch(/^\d+$/);
    // Not kept yet (the page cache keeps a page from its second GET on).
    const coldHead = await ask("HEAD", path);
    expect(coldHead.status).toBe(200);
    expect(comparable(coldHead)).toEqual(comparable(first));
    expect(await bytesAfterHead(server.origin, path)).toBe("");
    await expectNotModified(path, first.headers.etag!, first.headers["cache-control"]!);

    const warm = [await ask("GET", path), await ask("GET", path)];
    for (const reply of warm) expect(reply.headers.etag).toBe(first.headers.etag);
    const warmHead = await ask("HEAD", path);
    expect(warmHead.headers["x-cache"]).toBe(pageCache ? "HIT" : undefined);
    expect(comparable(warmHead)).toEqual(comparable(warm[1]!));
    expect(await bytesAfterHead(server.origin, path)).toBe("");
    await expectNotModified(path, first.headers.etag!, first.headers["cache-control"]!);
  });
});

describe("the app on its own (Remix's handler, without our HTTP server)", () => {
  it("gives a HEAD the GET's cache rules", async () => {
    for (const path of ["/insights", "/api/blogs"]) {
      const [get, head] = [await call("GET", path), await call("HEAD", path)];
      expect(head.headers.get("cache-control"), path).toBe(get.headers.get("cache-control"));
      expect(head.text, path).toBe("");
    }
  });
});
