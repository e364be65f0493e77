import { describe, expect, it } from "vitest";

import { htmlToParagraphs } from "./html-text";
import { compareParagraphs, compareRevision, sameText } from "./post-revisions";

const text = { title: "T", description: "D", content: "<p>C</p>", author: "A" };

describe("htmlToParagraphs", () => {
  it("gives one readable string per block, inline tags and references folded in", () => {
    expect(
      htmlToParagraphs(
        "<h2>Start &amp; go</h2><p>One <strong>bold</strong> word.<br>Next line</p><ul><li>A</li><li>B</li></ul><p> </p>",
      ),
    ).toEqual(["Start & go", "One bold word.", "Next line", "A", "B"]);
  });
});

describe("compareParagraphs", () => {
  it("marks removed words on the revision's side and added ones on the current side", () => {
    const { revision, current, same } = compareParagraphs(
      ["The orchard opens in spring."],
      ["The garden opens in spring."],
    );
    expect(same).toBe(false);
    expect(revision).toEqual([
      [{ text: "The " }, { text: "orchard", change: "removed" }, { text: " opens in spring." }],
    ]);
    expect(current).toEqual([[{ text: "The " }, { text: "garden", change: "added" }, { text: " opens in spring." }]]);
  });

  it("keeps each side's paragraphs", () => {
    const { revision, current } = compareParagraphs(["One.", "Two."], ["One.", "Two.", "Three."]);
    expect(revision.map((paragraph) => paragraph.map((part) => part.text).join(""))).toEqual(["One.", "Two."]);
    expect(current.map((paragraph) => paragraph.map((part) => part.text).join(""))).toEqual(["One.", "Two.", "Three."]);
    expect(current[2]).toEqual([{ text: "Three.", change: "added" }]);
  });

  it("folds a lone kept word between changes into them", () => {
    const { revision, current } = compareParagraphs(["alpha beta of gamma delta"], ["one two of three four"]);
    expect(revision).toEqual([[{ text: "alpha beta of gamma delta", change: "removed" }]]);
    expect(current).toEqual([[{ text: "one two of three four", change: "added" }]]);
  });

  it("says when nothing changed", () => {
    expect(compareParagraphs(["Same."], ["Same."])).toMatchObject({ same: true, revision: [[{ text: "Same." }]] });
  });
});

describe("compareRevision and sameText", () => {
  it("compares each field, the content as text", () => {
    const comparison = compareRevision(text, { ...text, content: "<p>C</p><p>New</p>" });
    expect(comparison.title.same).toBe(true);
    expect(comparison.content.current.at(-1)).toEqual([{ text: "New", change: "added" }]);
    expect(sameText(text, { ...text })).toBe(true);
    expect(sameText(text, { ...text, author: "B" })).toBe(false);
  });
});
