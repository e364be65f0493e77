import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";

import { BLOG_HTML_VERSION, sanitizeBlogHtml } from "./sanitize.server";

// Each payload tries to run script or load active content; none may survive.
const XSS_PAYLOADS = [
  `<script>alert(1)</script>`,
  `<SCRIPT SRC=//evil.example/x.js></SCRIPT>`,
  `<img src=x onerror=alert(1)>`,
  `<img src="/ok.png" onload="alert(1)">`,
  `<a href="javascript:alert(1)">click</a>`,
  `<a href="JaVaScRiPt:alert(1)">click</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">entity-encoded</a>`,
  `<a href="jav&#x09;ascript:alert(1)">tab-split</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>`,
  `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  `<svg onload=alert(1)><circle r=1></circle></svg>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<iframe src="javascript:alert(1)"></iframe>`,
  `<object data="javascript:alert(1)"></object>`,
  `<embed src="javascript:alert(1)">`,
  `<style>body{background:url("javascript:alert(1)")}</style>`,
  `<p style="background:url(javascript:alert(1))">styled</p>`,
  `<div onclick="alert(1)">div</div>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<form action="javascript:alert(1)"><button>go</button></form>`,
  `<details open ontoggle=alert(1)>`,
  `<body onload=alert(1)>`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<base href="javascript:alert(1)//">`,
  `<a href="//evil.example">protocol-relative</a><img src="//evil.example/x.png">`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
  `&lt;script&gt;alert(1)&lt;/script&gt;`,
];

const DANGER =
  /<script|<iframe|<object|<embed|<style|<svg|<math|<form|<meta|<base|\son\w+=|javascript:|data:|srcdoc|style=|\/\/evil/i;

describe("sanitizeBlogHtml", () => {
  it.each(XSS_PAYLOADS)("neutralises %s", (payload) => {
    expect(sanitizeBlogHtml(payload)).not.toMatch(DANGER);
  });

  it("keeps ordinary formatting", () => {
    const html = [
      "<h2>Heading</h2>",
      "<h3>Sub</h3>",
      "<p>Text with <strong>bold</strong>, <em>italics</em> and <code>code</code>.</p>",
      "<ul><li>One</li></ul>",
      "<ol><li>First</li></ol>",
      "<blockquote><p>Quote</p></blockquote>",
      '<pre tabindex="0"><code>npm test</code></pre>',
      '<table tabindex="0"><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>',
      '<p><a href="mailto:hello@example.com">mail</a> <a href="/careers">careers</a></p>',
    ].join("");
    expect(sanitizeBlogHtml(html)).toBe(html);
  });

  it("adds rel=noopener to external links and lazy-loads images", () => {
    expect(sanitizeBlogHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(sanitizeBlogHtml('<img src="/images/a.svg" alt="A">')).toBe(
      '<img src="/images/a.svg" alt="A" loading="lazy" />',
    );
    expect(sanitizeBlogHtml('<img src="https://cdn.example.com/a.png" alt="">')).toContain(
      'src="https://cdn.example.com/a.png"',
    );
  });

  // Each looks like a path on this site but a browser (or a server decoding it) goes elsewhere.
  const OFF_SITE_PATHS = [
    "/\\evil.example/x.png",
    "/\\\\evil.example/x.png",
    "/%5Cevil.example/x.png",
    "/%2F/evil.example/x.png",
    "/.//evil.example/x.png",
    "/\t/evil.example/x.png",
    "&#9;/\\evil.example/x.png",
    "\\\\evil.example/x.png",
  ];

  it.each(OFF_SITE_PATHS)("drops an image from %s", (src) => {
    expect(sanitizeBlogHtml(`<p>Before<img src="${src}" alt="x">after</p>`)).toBe("<p>Beforeafter</p>");
  });

  it.each(OFF_SITE_PATHS)("keeps the text but not the target of a link to %s", (href) => {
    expect(sanitizeBlogHtml(`<a href="${href}">Read</a>`)).toBe("<a>Read</a>");
  });

  it("keeps site-relative and relative links and images", () => {
    const html =
      '<p><a href="/insights?page=2">a</a> <a href="#top">b</a> <a href="about">c</a><img src="/images/blog/a.svg" alt="" loading="lazy" /></p>';
    expect(sanitizeBlogHtml(html)).toBe(html);
  });

  it("makes tables and code blocks reachable by keyboard, whatever the author wrote", () => {
    expect(sanitizeBlogHtml('<table tabindex="-1" onfocus="x()"><tr><td>1</td></tr></table>')).toBe(
      '<table tabindex="0"><tr><td>1</td></tr></table>',
    );
    expect(sanitizeBlogHtml('<pre tabindex="5">x</pre>')).toBe('<pre tabindex="0">x</pre>');
  });

  it("turns an h1 into an h2 (the page has its own h1)", () => {
    expect(sanitizeBlogHtml("<h1>Big</h1>")).toBe("<h2>Big</h2>");
  });

  it("is idempotent, so cleaning a stored post again changes nothing", () => {
    const once = sanitizeBlogHtml(XSS_PAYLOADS.join("\n") + '<p><a href="https://x.example">x</a></p>');
    expect(sanitizeBlogHtml(once)).toBe(once);
  });
});

// Every element of HTML (and a few of SVG and MathML) with attributes and URLs of every kind: what
// the allow-list makes of it changes whenever the allow-list does.
const PROBE_TAGS =
  "a abbr address area article aside audio b base bdi bdo blockquote body br button canvas caption cite code col colgroup data datalist dd del details dfn dialog div dl dt em embed fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 head header hgroup hr html i iframe img input ins kbd label legend li link main map mark math menu meta meter nav noscript object ol optgroup option output p param picture pre progress q rp rt ruby s samp script search section select slot small source span strong style sub summary sup svg table tbody td template textarea tfoot th thead time title tr track u ul var video wbr".split(
    " ",
  );
const PROBE_ATTRIBUTES = [
  'href="https://example.com/x"',
  'href="/a"',
  'href="mailto:a@example.com"',
  'href="javascript:x()"',
  'src="https://example.com/i.png"',
  'src="/i.png"',
  'src="data:image/png;base64,AA"',
  'alt="a" title="t" width="1" height="2" loading="eager" target="_blank" rel="x"',
  'class="language-js other" id="i" style="color:red" tabindex="3" onclick="x()"',
  'scope="col" colspan="2" rowspan="3" start="4" datetime="2026" cite="/c" lang="en" dir="rtl"',
];
const PROBE = PROBE_TAGS.flatMap((tag) =>
  PROBE_ATTRIBUTES.map((attributes) => `<${tag} ${attributes}>${tag}</${tag}>`),
).join("\n");

/** Allow-list version → what it makes of PROBE (a SHA-256). Add a line when you raise the version. */
const PROBE_DIGESTS: Record<number, string> = {
  1: "6c951037fc31ed3aedbe9a5783273760469ac5e273f9380a8f3003951dd7f4d1",
};

describe("BLOG_HTML_VERSION", () => {
  it("is raised whenever the allow-list changes, so stored posts get cleaned with the new one", () => {
    const digest = createHash("sha256").update(sanitizeBlogHtml(PROBE)).digest("hex");
    expect(
      digest,
      "The allow-list changed: raise BLOG_HTML_VERSION in sanitize.server.ts and add the new digest here",
    ).toBe(PROBE_DIGESTS[BLOG_HTML_VERSION]);
  });
});
