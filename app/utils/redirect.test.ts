import { describe, expect, it } from "vitest";

import { DEFAULT_REDIRECT, safeRedirect } from "./redirect";
import { UNSAFE_SITE_PATHS } from "../../tests/unsafe-site-paths";

describe("safeRedirect", () => {
  it.each(["/admin/jobs", "/admin/jobs?q=design", "/blog/3#comments", "/"])("keeps the same-site path %s", (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each(UNSAFE_SITE_PATHS)("falls back to the dashboard for a %s target", (_, target) => {
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
