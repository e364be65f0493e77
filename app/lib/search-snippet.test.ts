import { describe, expect, it } from "vitest";

import { highlight, segmentsHtml, snippet } from "./search-snippet";

describe("highlight", () => {
  it("marks the searched words in any form and case, and nothing else", () => {
    expect(highlight("Consultants consult; insult.", ["consulting"])).toEqual([
      { text: "Consultants", marked: true },
      { text: " ", marked: false },
      { text: "consult", marked: true },
      { text: "; insult.", marked: false },
    ]);
  });
});

describe("snippet", () => {
  it("shows a passage around the first match, cut at spaces, with ellipses where it was cut", () => {
    const text = `${"Lorem ipsum dolor sit amet. ".repeat(10)}We run due diligence in Pune. ${"More words here. ".repeat(20)}`;
    const parts = snippet(text, ["pune"]);
    const passage = parts.map((part) => part.text).join("");
    expect(passage.startsWith("…")).toBe(true);
    expect(passage.endsWith("…")).toBe(true);
    expect(passage).toContain("due diligence in Pune.");
    expect(passage.length).toBeLessThan(200);
    expect(parts.filter((part) => part.marked)).toEqual([{ text: "Pune", marked: true }]);
  });

  it("starts at the beginning when nothing matches", () => {
    expect(snippet("Short text.", ["absent"])).toEqual([{ text: "Short text.", marked: false }]);
  });
});

describe("segmentsHtml", () => {
  it("escapes every character of the text, so no markup can be injected through a result", () => {
    const text = `<script>alert("x")</script> <img src=x onerror='alert(1)'> &amp; <mark>fake</mark> script`;
    const html = segmentsHtml(highlight(text, ["script"]));
    expect(html).toBe(
      "&lt;<mark>script</mark>&gt;alert(&quot;x&quot;)&lt;/<mark>script</mark>&gt; &lt;img src=x onerror=&#39;alert(1)&#39;&gt; " +
        "&amp;amp; &lt;mark&gt;fake&lt;/mark&gt; <mark>script</mark>",
    );
    expect(html.replace(/<\/?mark>/g, "")).not.toMatch(/[<>"']/);
  });
});
