import { createHash } from "node:crypto";

import { PREVIEW_PARAM } from "~/lib/document-preview.server";

import { pagePolicy } from "../../server/security-headers.js";
import { pagePathname } from "../../server/single-fetch.js";

/** An inline script: a script element without a `src` (React writes no `>` inside attribute values it does not escape). */
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The CSP sources that allow exactly the inline scripts of a rendered document (Remix's context and
 * entry, scroll restoration): their SHA-256 hashes. Unlike a nonce, they are the same for every
 * visitor who gets the same page, so the page can be cached and shared.
 */
export function inlineScriptHashes(html: string) {
  const hashes = new Set<string>();
  for (const [, body] of html.matchAll(INLINE_SCRIPT)) {
    if (body) hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * Routes whose pages are personal, with every route nested in them: the back-office layout (so
 * every back-office page), sign-in, booking (it shows the booking just made) and job applications. Never stored by
 * caches. Sign-out answers only with redirects, which are never stored anyway.
 */
export const PERSONAL_ROUTES = [
  "routes/_admin",
  "routes/_public.login",
  "routes/_public.appointment",
  // The application form carries where the candidate came from (the referring site); its
  // confirmation names the candidate.
  "routes/_public.careers_.$id.apply",
  "routes/_public.careers_.$id.applied",
  // Reached from a booking's emails: the booking's details, for whoever holds the link.
  "routes/_public.appointment_.manage.$token",
  "routes/_public.appointment_.answer.$token",
  "routes/_public.careers_.withdraw.$token",
  // An interview invitation's page names the candidate and their panel.
  "routes/_public.interview.$token",
  // Staff accounts' own pages: a password reset and an invitation name the account.
  "routes/_public.forgot-password",
  "routes/_public.reset-password.$token",
  "routes/_public.invite.$token",
  // A post's preview link shows what is not public yet.
  "routes/_public.blog_.preview.$token",
];
/** Public pages whose content the back-office changes: caches must check back every time. */
const FRESH_PATH = /^\/(insights|blog|careers|sitemap\.xml)(\/|$)/;

/** Flat route ids name their parents: `routes/_admin.admin.jobs._index` is nested in `routes/_admin`. */
function isPersonalRoute(routeId: string) {
  return PERSONAL_ROUTES.some((personal) => routeId === personal || routeId.startsWith(`${personal}.`));
}

/** A page asked for with a preview link (`?preview=`): it may show what is not public yet. */
function isPreview(request: Request) {
  return new URL(request.url).searchParams.has(PREVIEW_PARAM);
}

/** A GET, or a HEAD: the GET's answer without its body, with the same cache rules. */
export function isRead(request: Request) {
  return request.method === "GET" || request.method === "HEAD";
}

/**
 * How long a response may be reused. Personal pages, responses that set a cookie (a toast
 * being consumed, a theme change) and errors are never stored; pages the admin edits are
 * revalidated every time; marketing pages are fresh for a minute. The theme and toasts live
 * in cookies, so caches key on the Cookie header.
 */
export function cacheControl(request: Request, headers: Headers, status = 200, routeIds: readonly string[] = []) {
  const pathname = pagePathname(new URL(request.url).pathname);
  if (
    routeIds.some(isPersonalRoute) ||
    !isRead(request) ||
    headers.has("Set-Cookie") ||
    status !== 200 ||
    isPreview(request)
  ) {
    return "private, no-store";
  }
  if (FRESH_PATH.test(pathname)) return "public, max-age=0, must-revalidate";
  return "public, max-age=60, stale-while-revalidate=600";
}

/**
 * The headers of a page or a Remix data request: its CSP (documents carry the hashes of their
 * inline scripts; server/security-headers.js holds every security header) and its cache policy,
 * from the ids of the routes it is made of. The HTTP server sets the baseline of every response.
 */
export function applySecurityHeaders(
  headers: Headers,
  request: Request,
  scriptHashes: readonly string[] = [],
  status = 200,
  routeIds: readonly string[] = [],
) {
  headers.set(
    "Content-Security-Policy",
    pagePolicy(scriptHashes, { development: process.env.NODE_ENV === "development" }),
  );
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", cacheControl(request, headers, status, routeIds));
  if (isPreview(request)) headers.set("X-Robots-Tag", "noindex");
  headers.append("Vary", "Cookie");
  return headers;
}
