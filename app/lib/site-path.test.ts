import { describe, expect, it } from "vitest";

import { isSiteRelativePath, normalizeSitePath } from "./site-path";
import { UNSAFE_SITE_PATHS } from "../../tests/unsafe-site-paths";

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

  it.each(UNSAFE_SITE_PATHS)("refuses a %s path", (_, path) => {
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
