import { describe, expect, it } from "vitest";

import { escapeXml, xmlCdata, xmlChars } from "./xml";
import { parseXml } from "../../tests/xml";

const codePoints = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCharCode(from + index));

// What XML 1.0 forbids (§2.2) and the controls it discourages.
const FORBIDDEN = [
  ...codePoints(0x00, 0x08),
  "\v",
  "\f",
  ...codePoints(0x0e, 0x1f),
  ...codePoints(0x7f, 0x9f),
  "\uFFFE",
  "\uFFFF",
  "\uD800",
  "\uDBFF",
  "\uDC00",
  "\uDFFF",
];
const ALLOWED = ["\t", "\n", "é", "€", "😀", "\u2028", "\uFFFD", "<", ">", "&", "'", '"', "]]>"];

describe("escapeXml", () => {
  it.each(FORBIDDEN.map((char) => [`U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`, char]))(
    "drops %s, which XML cannot carry, from text and attribute values",
    (_, char) => {
      const text = `a${char}b`;
      const { errors, elements } = parseXml(`<r v="${escapeXml(text)}">${escapeXml(text)}${xmlCdata(text)}</r>`);
      expect(errors).toEqual([]);
      expect(elements[0]).toEqual({ name: "r", attributes: { v: "ab" }, text: "abab" });
    },
  );

  it("keeps and escapes everything else, so the parsed text is what was written", () => {
    const text = `x${ALLOWED.join("")}y`;
    const { errors, elements } = parseXml(`<r>${escapeXml(text)}</r>`);
    expect(errors).toEqual([]);
    expect(elements[0]?.text).toBe(text);
    expect(escapeXml(`<a href="x">&'`)).toBe("&lt;a href=&quot;x&quot;&gt;&amp;&apos;");
  });

  it("keeps surrogate pairs and drops only lone halves", () => {
    expect(xmlChars("😀\uD83D x\uDE00")).toBe("😀 x");
  });
});

describe("xmlCdata", () => {
  it("splits ]]> so the section cannot end early", () => {
    const html = "<p>a]]>b</p>";
    const { errors, elements } = parseXml(`<r>${xmlCdata(html)}</r>`);
    expect(errors).toEqual([]);
    expect(elements[0]?.text).toBe(html);
  });
});
