import { describe, expect, it } from "vitest";

import { optionalText, requiredText, tooLongMessage } from "./text-schema";

const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe("requiredText", () => {
  const title = requiredText("Title", 10);

  it("trims and keeps text within the limit", () => {
    expect(title.parse("  Hello  ")).toBe("Hello");
    expect(title.parse("x".repeat(10))).toBe("x".repeat(10));
  });

  it("says the field is required when missing or blank", () => {
    expect(messageOf(title.safeParse(undefined))).toBe("Title is required");
    expect(messageOf(title.safeParse("   "))).toBe("Title is required");
  });

  it("refuses one character over the limit, counted after trimming", () => {
    expect(title.parse(` ${"x".repeat(10)} `)).toHaveLength(10);
    expect(messageOf(title.safeParse("x".repeat(11)))).toBe("Title must be at most 10 characters");
  });

  it("refuses other types", () => {
    expect(messageOf(title.safeParse(42))).toBe("Title must be text");
  });
});

describe("optionalText", () => {
  const company = optionalText("Company", 5);

  it("turns absent or blank into null and trims the rest", () => {
    expect(company.parse(undefined)).toBeNull();
    expect(company.parse(null)).toBeNull();
    expect(company.parse("   ")).toBeNull();
    expect(company.parse(" Acme ")).toBe("Acme");
  });

  it("refuses text over the limit", () => {
    expect(messageOf(company.safeParse("Acme Ltd"))).toBe("Company must be at most 5 characters");
  });
});

describe("tooLongMessage", () => {
  it("groups the digits of large limits", () => {
    expect(tooLongMessage("Content", 200_000)).toBe("Content must be at most 200,000 characters");
    expect(tooLongMessage("Title", 200)).toBe("Title must be at most 200 characters");
  });
});
