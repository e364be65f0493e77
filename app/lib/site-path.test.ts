import { describe, expect, it } from "vitest";

import { isSiteRelativePath, normalizeSitePath } from "./site-path";

describe("isSiteRelativePath", () => {
  it.each([
    "/",
    "/admin/jobs",
    "/admin/jobs?q=design&type=Full-time",
    "/blog/3#comments",
    "/images/blog/pricing-for-early-saas.svg",
    "/login?redirectTo=%2Fadmin%2Fjobs", // encoded slashes in the query are data, not a path
    "/insights/caf%C3%A9",
    "/blog/../insights",
    "/a//b",
    "/über-uns",
  ])("accepts %s", (path) => {
    expect(isSiteRelativePath(path)).toBe(true);
  });

  it.each([
    ["protocol-relative", "//evil.example/x.png"],
    ["backslash host", "/\\evil.example/x.png"],
    ["two backslashes", "/\\\\evil.example"],
    ["backslash then slash", "/\\/evil.example"],
    ["backslash later in the path", "/images\\..\\\\evil.example"],
    ["leading backslash", "\\\\evil.example"],
    ["encoded backslash", "/%5Cevil.example/x.png"],
    ["encoded backslash, lower case", "/%5cevil.example"],
    ["encoded slash", "/%2F/evil.example"],
    ["encoded slash, lower case", "/%2fevil.example"],
    ["dot segment that leaves //", "/.//evil.example"],
    ["dot-dot segment that leaves //", "/a/..//evil.example"],
    ["encoded dot segment that leaves //", "/%2e//evil.example"],
    ["tab inside", "/\t/evil.example"],
    ["newline inside", "/\n/evil.example"],
    ["carriage return inside", "/admin\r\n/x"],
    ["NUL", "/admin\u0000"],
    ["DEL", "/admin\u007f"],
    ["C1 control", "/admin\u0085"],
    ["space", "/images/a b.png"],
    ["leading space", " /admin"],
    ["absolute http", "http://evil.example/x.png"],
    ["absolute https", "https://evil.example/"],
    ["javascript URL", "javascript:alert(1)"],
    ["data URL", "data:image/png;base64,AAAA"],
    ["relative without a slash", "images/x.png"],
    ["empty", ""],
  ])("refuses a %s path", (_, path) => {
    expect(isSiteRelativePath(path)).toBe(false);
  });

  it("refuses what is not a string", () => {
    for (const value of [null, undefined, 42, ["/admin"], { path: "/" }]) expect(isSiteRelativePath(value)).toBe(false);
  });
});

describe("normalizeSitePath", () => {
  it("resolves dot segments and keeps the query and fragment", () => {
    expect(normalizeSitePath("/blog/../insights?page=2#top")).toBe("/insights?page=2#top");
  });
});
