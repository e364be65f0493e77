import sanitizeHtml from "sanitize-html";

import { isSiteRelativePath } from "./site-path";

/** Whether a link's target is another site (those open with rel="noopener noreferrer"). */
function isExternal(href: string | undefined) {
  return Boolean(href && /^https?:\/\//i.test(href));
}

/**
 * A target that reads as a path from the site's root (a browser skips leading spaces and controls
 * and reads "\" as "/") but is not plainly one: "/\host", "/%2F/host", "\t//host".
 */
function isDisguisedPath(url: string) {
  // eslint-disable-next-line no-control-regex
  return /^[\u0000-\u0020]*[/\\]/.test(url) && !isSiteRelativePath(url);
}

/**
 * The version of the allow-list below. Stored post HTML is cleaned when it is saved and records
 * this number; raise it with any change to the list, and every stored post is cleaned again, once,
 * when the site next starts (db/blog-body.ts). sanitize.server.test.ts fails until you do.
 */
export const BLOG_HTML_VERSION = 1;

const BLOG_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "mark",
    "small",
    "sub",
    "sup",
    "ul",
    "ol",
    "li",
    "dl",
    "dt",
    "dd",
    "blockquote",
    "q",
    "cite",
    "figure",
    "figcaption",
    "a",
    "img",
    "code",
    "pre",
    "kbd",
    "table",
    "caption",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "abbr",
    "span",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    abbr: ["title"],
    ol: ["start"],
    code: ["class"],
    // Set below, never taken from the author: a table or code block wider than a phone scrolls,
    // and a scrolling region must be reachable by keyboard (WCAG 2.1.1).
    table: ["tabindex"],
    pre: ["tabindex"],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Never keep the text inside these: it is code or markup, not prose.
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "iframe",
    "object",
    "embed",
    "svg",
    "math",
    "template",
  ],
  transformTags: {
    // An <h1> belongs to the page; inside a post it becomes a section heading.
    h1: "h2",
    a: (tagName, { target, rel: _rel, href, ...rest }) => {
      // A disguised path loses its target; the link's text stays.
      const attribs = href === undefined || isDisguisedPath(href) ? rest : { ...rest, href };
      if (!isExternal(attribs.href)) return { tagName, attribs };
      const external: sanitizeHtml.Attributes = { ...attribs, rel: "noopener noreferrer" };
      if (target === "_blank") external.target = target;
      return { tagName, attribs: external };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy" } }),
    table: (tagName) => ({ tagName, attribs: { tabindex: "0" } }),
    pre: (tagName) => ({ tagName, attribs: { tabindex: "0" } }),
  },
  exclusiveFilter: (frame) =>
    // Images only from http(s) or this site.
    frame.tag === "img" && !(isExternal(frame.attribs.src) || isSiteRelativePath(frame.attribs.src)),
};

/**
 * Cleans a post's HTML with an allow-list: formatting, links, images, quotes, code and tables stay;
 * scripts, styles, frames, event handlers and javascript:/data: URLs go. Used when a post is saved,
 * and again on stored posts cleaned with an older BLOG_HTML_VERSION.
 */
export function sanitizeBlogHtml(html: string) {
  return sanitizeHtml(html, BLOG_HTML);
}
