import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";

import { applySecurityHeaders, cacheControl, inlineScriptHashes } from "./security.server";

const get = (path: string) => new Request(`http://localhost${path}`);

describe("cacheControl", () => {
  it("never stores personal pages: the back-office layout's, sign-in and booking", () => {
    const pages: Array<[string, string[]]> = [
      ["/admin/blogs", ["root", "routes/_admin", "routes/_admin.admin.blogs._index"]],
      ["/dashboard", ["root", "routes/_admin", "routes/_admin.dashboard"]],
      ["/admin/no-such-page", ["root", "routes/_admin", "routes/_admin.admin.$"]],
      ["/login?redirectTo=/admin", ["root", "routes/_public", "routes/_public.login"]],
      ["/appointment?booked=abc", ["root", "routes/_public", "routes/_public.appointment"]],
      ["/interview/abc", ["root", "routes/_public", "routes/_public.interview.$token"]],
    ];
    for (const [path, routeIds] of pages) {
      expect(cacheControl(get(path), new Headers(), 200, routeIds)).toBe("private, no-store");
    }
  });

  it("never stores a data request for a route in the back-office layout", () => {
    for (const routeId of ["routes/_admin", "routes/_admin.admin.jobs._index", "routes/_admin.admin.jobs.$id_.view"]) {
      expect(
        cacheControl(get(`/admin/jobs.data?_routes=${encodeURIComponent(routeId)}`), new Headers(), 200, [routeId]),
      ).toBe("private, no-store");
    }
  });

  it("goes by the routes, not by how their names begin", () => {
    expect(cacheControl(get("/"), new Headers(), 200, ["root", "routes/_public", "routes/_public._index"])).toBe(
      "public, max-age=60, stale-while-revalidate=600",
    );
    expect(cacheControl(get("/loginx"), new Headers(), 200, ["root", "routes/_public", "routes/_public.loginx"])).toBe(
      "public, max-age=60, stale-while-revalidate=600",
    );
  });

  it("never stores a response that sets a cookie, an error or a non-GET", () => {
    expect(cacheControl(get("/about"), new Headers({ "Set-Cookie": "en_toast=; Max-Age=0" }))).toBe(
      "private, no-store",
    );
    expect(cacheControl(get("/missing"), new Headers(), 404)).toBe("private, no-store");
    expect(cacheControl(new Request("http://localhost/contact", { method: "POST" }), new Headers())).toBe(
      "private, no-store",
    );
  });

  it("never stores a page asked for with a preview link, valid or not", () => {
    for (const path of ["/?preview=abc", "/about?preview=", "/studio/capital.data?_routes=root&preview=x"]) {
      expect(cacheControl(get(path), new Headers(), 200, ["root", "routes/_public"]), path).toBe("private, no-store");
    }
  });

  it("revalidates pages the back-office changes, and their data requests", () => {
    for (const path of [
      "/insights",
      "/insights?page=2",
      "/blog/3",
      "/careers?job=4",
      "/sitemap.xml",
      "/careers.data",
    ]) {
      expect(cacheControl(get(path), new Headers())).toBe("public, max-age=0, must-revalidate");
    }
  });

  it("gives a HEAD the cache rules of the GET it stands for", () => {
    for (const path of ["/insights", "/about"]) {
      const head = new Request(`http://localhost${path}`, { method: "HEAD" });
      expect(cacheControl(head, new Headers()), path).toBe(cacheControl(get(path), new Headers()));
    }
  });

  it("lets marketing pages be reused for a minute", () => {
    expect(cacheControl(get("/about"), new Headers())).toBe("public, max-age=60, stale-while-revalidate=600");
    expect(cacheControl(get("/"), new Headers())).toBe("public, max-age=60, stale-while-revalidate=600");
  });
});

describe("applySecurityHeaders", () => {
  it("asks search engines not to index a page shown through a preview link", () => {
    expect(applySecurityHeaders(new Headers(), get("/?preview=abc")).get("X-Robots-Tag")).toBe("noindex");
    expect(applySecurityHeaders(new Headers(), get("/")).get("X-Robots-Tag")).toBeNull();
  });
});

describe("inlineScriptHashes", () => {
  const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

  it("hashes the body of each inline script, once each, and skips scripts loaded from a URL", () => {
    const html = [
      "<head><script>window.__remixContext = {};</script></head>",
      '<body><script type="module" async="">import "/build/entry.js";</script>',
      '<script src="/build/app.js"></script><script type="module" src="/x.js" async=""></script>',
      "<script>window.__remixContext = {};</script></body>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([
      sha256("window.__remixContext = {};"),
      sha256('import "/build/entry.js";'),
    ]);
  });

  it("finds nothing to allow in a page without inline scripts", () => {
    expect(inlineScriptHashes("<p>script</p><script></script>")).toEqual([]);
  });
});
