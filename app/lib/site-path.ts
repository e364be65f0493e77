const BASE = "http://site.invalid";

/**
 * Whether `value` is a path on this site: one "/" followed by a path character (or nothing), so
 * that a browser, a redirect or a feed reader can only resolve it to this site. The one rule for
 * every path we accept: redirect targets, post images, links and images in post HTML.
 *
 * Refused: "//host" and "/\host" (browsers read "\" as "/"); backslashes, whitespace and control
 * characters anywhere (browsers drop tabs and newlines, so "/\t/host" is "//host"); an encoded
 * slash or backslash in the path ("/%2F/host", "/%5Chost"), which a server or proxy may decode;
 * and dot segments that normalise to "//host" ("/.//host").
 */
export function isSiteRelativePath(value: unknown): value is string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//")) return false;
  if (/[\\\s\p{Cc}]/u.test(value)) return false;
  const path = value.split(/[?#]/, 1)[0] ?? "";
  if (/%(2f|5c)/i.test(path)) return false;
  try {
    const url = new URL(value, BASE);
    return url.origin === BASE && !url.pathname.startsWith("//");
  } catch {
    return false;
  }
}

/** The path, query and fragment of a site-relative path after dot segments are resolved. */
export function normalizeSitePath(path: string) {
  const url = new URL(path, BASE);
  return url.pathname + url.search + url.hash;
}
