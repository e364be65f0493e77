import { describe, expect, it } from "vitest";

import { linkTargetProblem, tagsTheEditorDrops } from "./editor-html";

describe("tagsTheEditorDrops", () => {
  it("finds nothing in what the editor writes", () => {
    expect(
      tagsTheEditorDrops(
        '<h2>A</h2><p><strong>b</strong> <em>c</em> <a href="/x">d</a><br></p><ul><li><p>e</p></li></ul>' +
          '<pre><code class="language-js">f</code></pre><blockquote><p>g</p></blockquote><img src="/i.png" alt="h"><hr>',
      ),
    ).toEqual([]);
  });

  it("names each tag it would drop once, in order", () => {
    expect(
      tagsTheEditorDrops("<table><tr><td>1</td></tr><tr><td>2</td></tr></table><FIGURE></figure><h5>x</h5>"),
    ).toEqual(["table", "tr", "td", "figure", "h5"]);
  });
});

describe("linkTargetProblem", () => {
  it("accepts web addresses, emails and the site's paths", () => {
    for (const target of [
      "https://example.com/a?b#c",
      "http://example.com",
      "mailto:hello@example.com",
      "/insights",
      " /blog/x ",
    ])
      expect(linkTargetProblem(target)).toBeNull();
  });

  it("refuses everything else with a reason", () => {
    expect(linkTargetProblem("")).toBe("Enter the link's address");
    expect(linkTargetProblem("javascript:alert(1)")).toBe("Start with https://, mailto: or /");
    expect(linkTargetProblem("example.com")).toBe("Start with https://, mailto: or /");
    expect(linkTargetProblem("//evil.example")).toBe("This path does not lead to a page of this site");
    expect(linkTargetProblem("/\\evil.example")).toBe("This path does not lead to a page of this site");
    expect(linkTargetProblem("https://")).toBe("This web address is not complete");
  });
});
