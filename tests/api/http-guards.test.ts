// What the HTTP server (server/) answers before a request reaches the app: odd methods,
// undecodable paths, foreign origins, oversized bodies, and the headers of every response.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { db, login, startHttpServer } from "./harness";
import { dataPath, decodeSingleFetch } from "../single-fetch";

let server: Awaited<ReturnType<typeof startHttpServer>>;
let token: string;
beforeAll(async () => {
  server = await startHttpServer();
  ({ token } = await login());
});
afterAll(() => server.close());

const count = async (table: "contact_messages" | "jobs" | "blogs" | "login_attempts") =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

const CONTACT_FORM = new URLSearchParams({
  name: "Asha Rao",
  email: "asha@example.com",
  phone: "",
  subject: "general",
  message: "Hello there",
  consent: "on",
}).toString();
const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

describe("methods and URLs", () => {
  it("answers TRACE and unknown methods with 405 and the methods it serves", async () => {
    for (const path of ["/", "/api/blogs", "/contact"]) {
      const reply = await server.request({ method: "TRACE", path });
      expect(reply.status).toBe(405);
      expect(reply.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    }
    expect((await server.request({ method: "TRACE", path: "/api/blogs" })).json).toEqual({
      message: "TRACE is not supported here.",
    });
    expect((await server.request({ method: "PROPFIND", path: "/" })).status).toBe(405);
  });

  it("answers a path that does not decode with 400: JSON under /api, a page elsewhere", async () => {
    const api = await server.request({
      method: "PUT",
      path: "/api/blogs/%00%ff",
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(api.status).toBe(400);
    expect(api.json).toEqual({ message: "This address is not valid." });
    for (const path of ["/%ff", "/blog/%E0%A4%A", "/careers/%00"]) {
      const page = await server.request({ method: "GET", path });
      expect(page.status, path).toBe(400);
      expect(page.headers["content-type"]).toContain("text/html");
      expect(page.text).toContain("This address is not valid.");
    }
  });

  it("refuses Remix's data requests of before single fetch (?_data=) with 400, before any action runs", async () => {
    const before = await count("contact_messages");
    const old = await server.request({
      method: "POST",
      path: "/contact?_data=routes%2F_public.contact",
      headers: FORM,
      body: CONTACT_FORM,
    });
    expect(old.status).toBe(400);
    expect(old.text).toContain("This address is not valid.");
    expect((await server.request({ method: "GET", path: "/careers?_data=root" })).status).toBe(400);
    expect(await count("contact_messages")).toBe(before);
  });
});

describe("cross-site writes", () => {
  it("refuses a foreign or null Origin with 403 before anything is stored", async () => {
    const before = await count("contact_messages");
    const foreign = await server.request({
      method: "POST",
      path: "/contact",
      headers: { ...FORM, Origin: "https://evil.example" },
      body: CONTACT_FORM,
    });
    expect(foreign.status).toBe(403);
    expect(foreign.text).toContain("Cross-site requests are not allowed.");
    const opaque = await server.request({
      method: "POST",
      path: dataPath("/contact"),
      headers: { ...FORM, Origin: "null" },
      body: CONTACT_FORM,
    });
    expect(opaque.status).toBe(403);
    expect(await decodeSingleFetch(opaque.text)).toEqual({
      error: { status: 403, data: { message: "Cross-site requests are not allowed." } },
    });
    for (const path of ["/login", "/logout", "/action/set-theme", "/admin/jobs/1/delete", "/api/jobs/1"]) {
      const method = path.startsWith("/api") ? "DELETE" : "POST";
      const reply = await server.request({
        method,
        path,
        headers: { ...FORM, Origin: "https://evil.example", Authorization: `Bearer ${token}` },
        body: "x=1",
      });
      expect(reply.status, path).toBe(403);
    }
    expect(await count("contact_messages")).toBe(before);
  });

  it("lets the site's own pages and clients without an Origin write", async () => {
    const own = await server.request({
      method: "POST",
      path: "/contact",
      headers: { ...FORM, Origin: server.origin },
      body: CONTACT_FORM,
    });
    expect(own.status).toBe(200);
    const cli = await server.request({
      method: "POST",
      path: "/api/login",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    expect(cli.status).toBe(400);
  });
});

describe("body limits", () => {
  it("refuses a form body over 64 KB with 413, declared or chunked, and stores nothing", async () => {
    const before = await count("contact_messages");
    const huge = `${CONTACT_FORM}&message=${"a".repeat(200 * 1024)}`;
    for (const chunkSize of [undefined, 16 * 1024]) {
      const reply = await server.request({ method: "POST", path: "/contact", headers: FORM, body: huge, chunkSize });
      expect(reply.status).toBe(413);
      expect(reply.text).toContain("The request body is larger than 64 KB.");
    }
    expect(await count("contact_messages")).toBe(before);
  });

  it("never reads a 20 MB sign-in attempt", async () => {
    const before = await count("login_attempts");
    const body = `username=${"a".repeat(20 * 1024 * 1024)}&password=whatever-long`;
    const reply = await server.request({ method: "POST", path: "/login", headers: FORM, body, chunkSize: 256 * 1024 });
    expect(reply.status).toBe(413);
    expect(await count("login_attempts")).toBe(before);
  });

  it("answers an API body over 1 MB with 413 JSON, not a reset, declared or chunked", async () => {
    const before = await count("jobs");
    const body = JSON.stringify({ title: "Big", description: "x".repeat(2 * 1024 * 1024) });
    for (const chunkSize of [undefined, 64 * 1024]) {
      const reply = await server.request({
        method: "POST",
        path: "/api/jobs",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        body,
        chunkSize,
      });
      expect(reply.status).toBe(413);
      expect(reply.json).toEqual({ message: "The request body is larger than 1 MB." });
    }
    expect(await count("jobs")).toBe(before);
  });
});

describe("headers", () => {
  const BASELINE = {
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": expect.any(String),
    "strict-transport-security": "max-age=15552000; includeSubDomains",
    "content-security-policy": expect.stringContaining("frame-ancestors 'none'"),
  };

  it("every kind of response carries the baseline", async () => {
    // From a page that loads React: reading pages load no built script.
    const asset = (await server.request({ method: "GET", path: "/careers" })).text.match(/"(\/build\/[^"]+\.js)"/)?.[1];
    expect(asset).toBeTruthy();
    for (const path of [
      "/",
      "/favicon.svg",
      "/robots.txt",
      "/book",
      "/api/blogs",
      "/insights/rss.xml",
      "/no-such-page",
      "/healthz",
    ]) {
      const reply = await server.request({ method: "GET", path });
      expect(reply.headers, path).toMatchObject(BASELINE);
      // One policy each: a page's own CSP replaces the baseline instead of adding a second.
      expect(reply.headers["content-security-policy"], path).not.toContain(",");
    }
    // A built script gets what applies to a script, not the policies of a document.
    const script = await server.request({ method: "GET", path: asset! });
    expect(script.headers).toMatchObject({
      "x-content-type-options": "nosniff",
      "strict-transport-security": BASELINE["strict-transport-security"],
    });
    for (const name of ["content-security-policy", "x-frame-options", "permissions-policy"])
      expect(script.headers[name], name).toBeUndefined();
    // A page allows its own inline scripts by their hashes: the same policy for every visitor.
    const policies = await Promise.all(
      [1, 2].map(async () => (await server.request({ method: "GET", path: "/" })).headers["content-security-policy"]),
    );
    expect(policies[0]).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
    expect(policies[1]).toBe(policies[0]);
  });
});

describe("built assets", () => {
  it("are sent as compressed at build time, brotli first, and cached for good", async () => {
    const asset = (await server.request({ method: "GET", path: "/careers" })).text.match(
      /"(\/build\/root-[^"]+\.js)"/,
    )?.[1];
    const plain = await server.request({ method: "GET", path: asset! });
    for (const [accepted, encoding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
    ]) {
      const reply = await fetch(server.origin + asset, { headers: { "Accept-Encoding": accepted! } });
      expect(reply.headers.get("content-encoding"), accepted).toBe(encoding);
      expect(reply.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(await reply.text()).toBe(plain.text);
    }
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });
});
