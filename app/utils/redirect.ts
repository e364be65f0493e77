import { isSiteRelativePath, normalizeSitePath } from "~/lib/site-path";

export const DEFAULT_REDIRECT = "/dashboard";

/**
 * Where to send the user after signing in or changing the theme: only a path on this site
 * (isSiteRelativePath), never an absolute, protocol-relative or backslash URL.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = DEFAULT_REDIRECT) {
  return isSiteRelativePath(to) ? normalizeSitePath(to) : fallback;
}
