import { describe, expect, it } from "vitest";

import { DEFAULT_REDIRECT, safeRedirect } from "./redirect";

describe("safeRedirect", () => {
  it.each(["/admin/jobs", "/admin/jobs?q=design", "/blog/3#comments", "/"])("keeps the same-site path %s", (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each([
    ["protocol-relative", "//evil.com"],
    ["absolute https", "https://evil.com/admin"],
    ["backslash host", "/\\evil.com"],
    ["encoded backslash after normalising", "/\\/evil.com"],
    ["javascript URL", "javascript:alert(1)"],
    ["relative without slash", "admin"],
    ["tab inside the host", "/\t/evil.com"],
    ["newline", "/admin\n/x"],
    ["empty", ""],
    ["backslash after the slash", "/\\evil.example/x"],
    ["encoded backslash", "/%5Cevil.example"],
    ["encoded slash", "/%2F/evil.example"],
    ["dot segment that normalises to //", "/.//evil.example"],
    ["dot-dot segment that normalises to //", "/admin/..//evil.example"],
  ])("falls back to the dashboard for a %s target", (_, target) => {
    expect(safeRedirect(target)).toBe(DEFAULT_REDIRECT);
  });

  it("resolves dot segments of a same-site path", () => {
    expect(safeRedirect("/admin/../insights?page=2")).toBe("/insights?page=2");
  });

  it("falls back for missing values and honours a custom fallback", () => {
    expect(safeRedirect(null)).toBe("/dashboard");
    expect(safeRedirect(undefined, "/")).toBe("/");
  });
});
