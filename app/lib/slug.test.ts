import { describe, expect, it } from "vitest";

import { firstFreeSlug, MAX_SLUG_LENGTH, slugify, SLUG_PATTERN } from "./slug";

describe("slugs", () => {
  it("makes lowercase ASCII words from a title", () => {
    expect(slugify("Pricing Your First SaaS Product: A Field Guide")).toBe(
      "pricing-your-first-saas-product-a-field-guide",
    );
    expect(slugify("Ça va? Growth & Pricing — 2026")).toBe("ca-va-growth-and-pricing-2026");
    expect(slugify("  ---Über   naïve café!!! ")).toBe("uber-naive-cafe");
  });

  it("never gives an empty slug, or one of digits only (those are ids)", () => {
    expect(slugify("!!!")).toBe("post");
    expect(slugify("धन्यवाद")).toBe("post");
    expect(slugify("2026")).toBe("post-2026");
    for (const title of ["!!!", "2026", "A title", "x".repeat(300)]) expect(slugify(title)).toMatch(SLUG_PATTERN);
  });

  it("keeps to the length limit without a trailing dash", () => {
    const slug = slugify(`${"word ".repeat(40)}end`);
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug.endsWith("-")).toBe(false);
  });

  it("takes the first free slug: the base, then -2, -3 …", () => {
    expect(firstFreeSlug("hello", new Set())).toBe("hello");
    expect(firstFreeSlug("hello", new Set(["hello", "hello-2"]))).toBe("hello-3");
    const long = "a".repeat(MAX_SLUG_LENGTH);
    expect(firstFreeSlug(long, new Set([long])).length).toBe(MAX_SLUG_LENGTH);
  });

  it("accepts only well-formed slugs as typed", () => {
    for (const good of ["hello", "hello-world-2", "2026-plans"]) expect(good).toMatch(SLUG_PATTERN);
    for (const bad of ["Hello", "hello--world", "-hello", "hello-", "héllo", "12", "a b", ""])
      expect(bad).not.toMatch(SLUG_PATTERN);
  });
});
