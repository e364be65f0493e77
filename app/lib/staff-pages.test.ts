// The addresses staff pages may take: the slug rule, and every first path segment the site answers
// itself (its routes, public/ and the built assets) reserved, read from the files so it cannot drift.
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";

import {
  isStaffPageKey,
  NewStaffPageSchema,
  RESERVED_SEGMENTS,
  SLUG_MESSAGES,
  slugProblem,
  staffPageKey,
  staffPageSlug,
} from "./staff-pages";

/** The first URL segment of a flat route file's id (`_public.blog_.preview.$token` → blog), or null for none of its own. */
function firstSegment(routeFile: string) {
  const id = routeFile.replace(/\.(tsx|ts)$/, "");
  // Dots inside [] are part of a segment (sitemap[.]xml): split on the others only.
  const parts = id.match(/(?:\[[^\]]*\]|[^.])+/g) ?? [];
  const segment = parts.find((part) => !part.startsWith("_"));
  if (!segment || segment.startsWith("$")) return null;
  return segment.replace(/_$/, "").replace(/[[\]]/g, "");
}

describe("the reserved first segments", () => {
  const routeSegments = readdirSync("app/routes")
    .map(firstSegment)
    .filter((segment): segment is string => segment !== null);
  const publicSegments = readdirSync("public");

  it("hold every route's first segment that a slug could take", () => {
    const sluggable = routeSegments.filter((segment) => !segment.includes("."));
    expect(sluggable.length).toBeGreaterThan(20);
    for (const segment of sluggable) expect(RESERVED_SEGMENTS, segment).toContain(segment);
  });

  it("hold public/'s folders and the built assets' /build", () => {
    for (const segment of [...publicSegments.filter((name) => !name.includes(".")), "build"])
      expect(RESERVED_SEGMENTS, segment).toContain(segment);
  });

  it("are refused as slugs, with their own message", () => {
    expect(slugProblem("about")).toBe(SLUG_MESSAGES.reserved);
    expect(slugProblem("admin")).toBe(SLUG_MESSAGES.reserved);
    expect(slugProblem("about-us")).toBeNull();
  });
});

describe("a staff page's slug", () => {
  it.each([
    ["our-approach", null],
    ["faq", null],
    ["2026-outlook", null],
    ["a".repeat(60), null],
    ["", SLUG_MESSAGES.required],
    ["a".repeat(61), SLUG_MESSAGES.tooLong],
    ["Our-Approach", SLUG_MESSAGES.format],
    ["our--approach", SLUG_MESSAGES.format],
    ["-approach", SLUG_MESSAGES.format],
    ["approach-", SLUG_MESSAGES.format],
    ["our approach", SLUG_MESSAGES.format],
    ["our_approach", SLUG_MESSAGES.format],
    ["über", SLUG_MESSAGES.format],
    ["a/b", SLUG_MESSAGES.format],
  ])("%j → %s", (slug, problem) => {
    expect(slugProblem(slug)).toBe(problem);
  });

  it("makes the key page-{slug}, and only a valid slug's key names a staff page", () => {
    expect(staffPageKey("our-approach")).toBe("page-our-approach");
    expect(staffPageSlug("page-our-approach")).toBe("our-approach");
    expect(isStaffPageKey("page-our-approach")).toBe(true);
    for (const key of ["page-", "page-About", "page-about", "about", "settings", "pages-x"])
      expect(isStaffPageKey(key), key).toBe(false);
  });
});

describe("the New page form", () => {
  const parse = (form: Record<string, string>) => NewStaffPageSchema.safeParse(form);

  it("takes a title, a slug and an optional menu", () => {
    expect(parse({ title: " Our approach ", slug: " our-approach ", menu: "footer-1" }).data).toEqual({
      title: "Our approach",
      slug: "our-approach",
      menu: "footer-1",
    });
    expect(parse({ title: "FAQ", slug: "faq" }).data).toEqual({ title: "FAQ", slug: "faq", menu: "" });
  });

  it("says what is wrong with each field", () => {
    const result = parse({ title: "", slug: "", menu: "sidebar" });
    expect(result.error?.flatten().fieldErrors).toEqual({
      title: ["Title is required"],
      slug: ["Slug is required"],
      menu: ["Choose a menu from the list"],
    });
    expect(parse({ title: "Login", slug: "login" }).error?.flatten().fieldErrors).toEqual({
      slug: [SLUG_MESSAGES.reserved],
    });
  });
});
