export const DEFAULT_REDIRECT = "/dashboard";

/**
 * Where to send the user after signing in: only a path on this site.
 * Rejects absolute URLs, protocol-relative `//host` and `/\host` (browsers
 * treat a backslash like a slash), and anything with control characters.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = DEFAULT_REDIRECT) {
  if (typeof to !== "string" || !to.startsWith("/")) return fallback;
  if (to.startsWith("//") || to.startsWith("/\\")) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(to)) return fallback;
  try {
    const url = new URL(to, "http://internal.invalid");
    if (url.origin !== "http://internal.invalid") return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
