import { describe, expect, it } from "vitest";

import { cleanMultiline, cleanSingleLine, optionalText, requiredText, tooLongMessage } from "./text-schema";

const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

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

// Every C0 control character and DEL, as the API probe sent them.
const C0_AND_DEL = [...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)), "\u007f"];

describe("control characters", () => {
  it("a single line turns tabs and line breaks into spaces and drops every other control character", () => {
    expect(cleanSingleLine(`a${C0_AND_DEL.join("")}b`)).toBe("a     b"); // \t \n \v \f \r
    expect(cleanSingleLine("Title\u000bwith\u0000NUL\u0085and\u009fC1")).toBe("Title withNUL andC1");
  });

  it("multi-line text keeps tabs and line breaks (\\r\\n and \\r become \\n) and drops the rest", () => {
    expect(cleanMultiline(`a${C0_AND_DEL.join("")}b`)).toBe("a\t\n\n\n\nb");
    expect(cleanMultiline("one\r\ntwo\rthree\nfour\u000bfive")).toBe("one\ntwo\nthree\nfour\nfive");
  });

  it("drops lone surrogates and U+FFFE/U+FFFF but keeps real characters", () => {
    expect(cleanSingleLine("😀 \uD83D\uFFFE\uFFFF café")).toBe("😀  café");
    expect(cleanMultiline("x\uDC00y")).toBe("xy");
  });

  it("the schemas store no control characters, and text that was only control characters is missing", () => {
    const title = requiredText("Title", 200);
    const description = requiredText("Description", 2000, { multiline: true });
    expect(title.parse("\u0000 Shipping\u000bweekly\t")).toBe("Shipping weekly");
    expect(description.parse(" Line one\r\n\tLine two\u0007 ")).toBe("Line one\n\tLine two");
    expect(messageOf(title.safeParse(C0_AND_DEL.join("")))).toBe("Title is required");
    expect(optionalText("Company", 120).parse("\u0001\u0002")).toBeNull();
  });

  it("counts the limit after cleaning", () => {
    expect(requiredText("Title", 3).parse("a\u0000b\u0000c")).toBe("abc");
  });
});
