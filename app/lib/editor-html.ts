import { isSiteRelativePath } from "./site-path";

/**
 * The tags the post editor (app/components/blog/rich-text-editor.client.tsx) keeps when it reads
 * HTML; `span` has no attribute the sanitizer keeps, so only its text matters and the editor keeps that.
 */
const EDITOR_TAGS = new Set([
  "p",
  "h2",
  "h3",
  "h4",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "a",
  "ul",
  "ol",
  "li",
  "blockquote",
  "code",
  "pre",
  "img",
  "br",
  "hr",
  "span",
]);

/**
 * The tags of `html` (once each, in order) that the editor would drop: a post that has them opens
 * as HTML source, so a small edit in the editor never loses a table or a figure.
 */
export function tagsTheEditorDrops(html: string) {
  const found = new Set<string>();
  for (const [, name] of html.matchAll(/<([a-z][a-z0-9]*)\b/gi)) {
    const tag = name!.toLowerCase();
    if (!EDITOR_TAGS.has(tag)) found.add(tag);
  }
  return [...found];
}

export const LINK_TARGET_HINT = "A web address (https://…), an email (mailto:…) or a path on this site (/…).";

/**
 * Why a link's target cannot be used, or null: http(s) and mailto addresses and the site's own
 * paths are the targets the sanitizer keeps as they are (app/lib/sanitize.server.ts).
 */
export function linkTargetProblem(target: string) {
  const value = target.trim();
  if (!value) return "Enter the link's address";
  if (value.startsWith("/")) return isSiteRelativePath(value) ? null : "This path does not lead to a page of this site";
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(value)) return null;
  if (/^https?:\/\//i.test(value)) {
    try {
      return new URL(value).hostname && !/\s/.test(value) ? null : "This web address is not complete";
    } catch {
      return "This web address is not complete";
    }
  }
  return `Start with https://, mailto: or /`;
}
