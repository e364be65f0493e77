import { describe, expect, it } from "vitest";

import { sanitizeBlogHtml } from "./sanitize.server";

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

  it("is idempotent, so cleaning again on render changes nothing", () => {
    const once = sanitizeBlogHtml(XSS_PAYLOADS.join("\n") + '<p><a href="https://x.example">x</a></p>');
    expect(sanitizeBlogHtml(once)).toBe(once);
  });
});
