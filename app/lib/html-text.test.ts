import { describe, expect, it } from "vitest";

import { htmlToText } from "./html-text";

describe("htmlToText", () => {
  it("keeps the words of an HTML fragment, as a reader sees them", () => {
    expect(
      htmlToText(
        "<h2>R&amp;D</h2>\n<p>Price  at&nbsp;&#8377;2,999 &lt;per seat&gt; &#x2014; <strong>monthly</strong></p>",
      ),
    ).toBe("R&D Price at ₹2,999 <per seat> — monthly");
    expect(htmlToText("<p></p>")).toBe("");
    expect(htmlToText('<p>decide <strong>what</strong>, <a href="/x">here</a>.</p><p>Next</p>')).toBe(
      "decide what, here. Next",
    );
  });
});
