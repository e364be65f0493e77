import { describe, expect, it } from "vitest";

import { MAX_QUERY_WORDS, oneEditVariants, parseSearchQuery } from "./search-query";

describe("parseSearchQuery", () => {
  it("keeps plain words, lower-cased, each once, without stop words", () => {
    expect(parseSearchQuery("The Due-Diligence of due diligence ")).toEqual({
      words: ["due", "diligence"],
      lastIsPrefix: false,
    });
  });

  it("takes the last word as a prefix while it is being typed", () => {
    expect(parseSearchQuery("fundraising in pu")).toEqual({ words: ["fundraising", "pu"], lastIsPrefix: true });
    expect(parseSearchQuery("fundraising in")).toEqual({ words: ["fundraising"], lastIsPrefix: false });
    expect(parseSearchQuery("pune.")).toEqual({ words: ["pune"], lastIsPrefix: false });
  });

  it("turns query syntax, SQL, control characters and emoji into plain words or none", () => {
    expect(parseSearchQuery('"due NEAR(diligence)* -x {title}:y').words).toEqual([
      "due",
      "near",
      "diligence",
      "x",
      "title",
      "y",
    ]);
    expect(parseSearchQuery("'; drop table blogs; --").words).toEqual(["drop", "table", "blogs"]);
    expect(parseSearchQuery("due\u0000\u200fdiligence\u0007").words).toEqual(["due", "diligence"]);
    expect(parseSearchQuery("🔥 💼 ***").words).toEqual([]);
    expect(parseSearchQuery("").words).toEqual([]);
    expect(parseSearchQuery("العناية الواجبة").words).toEqual(["العناية", "الواجبة"]);
  });

  it("reads a bounded query: the first characters, the first words, no endless word", () => {
    expect(parseSearchQuery("a".repeat(600)).words).toEqual([]);
    expect(parseSearchQuery(Array.from({ length: 50 }, (_, i) => `w${i}`).join(" ")).words).toHaveLength(
      MAX_QUERY_WORDS,
    );
  });
});

describe("oneEditVariants", () => {
  it("lists the strings one letter dropped, added, changed or swapped away, for words of five letters or more", () => {
    const variants = oneEditVariants("pnue");
    expect(variants).toEqual([]);
    const long = oneEditVariants("fundrasing");
    expect(long).toContain("fundraising");
    expect(long).toContain("fundrasin");
    expect(long).toContain("fundrasign");
    expect(long).toContain("fundrasong");
    expect(long).not.toContain("fundrasing");
    expect(long).not.toContain("fundraisign");
  });
});
