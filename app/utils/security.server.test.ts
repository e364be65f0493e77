import { describe, expect, it } from "vitest";

import { cacheControl } from "./security.server";

const get = (path: string) => new Request(`http://localhost${path}`);

describe("cacheControl", () => {
  it("never stores personal pages", () => {
    for (const path of ["/admin/blogs", "/dashboard", "/login?redirectTo=/admin", "/logout", "/appointment?booked=abc"]) {
      expect(cacheControl(get(path), new Headers())).toBe("private, no-store");
    }
  });

  it("never stores a response that sets a cookie, an error or a non-GET", () => {
    expect(cacheControl(get("/about"), new Headers({ "Set-Cookie": "en_toast=; Max-Age=0" }))).toBe("private, no-store");
    expect(cacheControl(get("/missing"), new Headers(), 404)).toBe("private, no-store");
    expect(cacheControl(new Request("http://localhost/contact", { method: "POST" }), new Headers())).toBe("private, no-store");
  });

  it("revalidates pages the back-office changes", () => {
    for (const path of ["/insights", "/insights?page=2", "/blog/3", "/careers?job=4", "/sitemap.xml"]) {
      expect(cacheControl(get(path), new Headers())).toBe("public, max-age=0, must-revalidate");
    }
  });

  it("lets marketing pages be reused for a minute", () => {
    expect(cacheControl(get("/about"), new Headers())).toBe("public, max-age=60, stale-while-revalidate=600");
    expect(cacheControl(get("/"), new Headers())).toBe("public, max-age=60, stale-while-revalidate=600");
  });
});
