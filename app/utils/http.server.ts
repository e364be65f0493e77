import { siteHostMatcher } from "~/lib/site-host";

import { env } from "./env.server";

/**
 * The site's public origin (SITE_URL): every absolute URL the site writes (emails, feeds, the
 * sitemap, canonical and Open Graph tags) starts with it, never with what a request's Host says.
 */
export const siteOrigin = env.siteUrl;

/** Whether a request's Host header names this site; the HTTP server refuses the others (server/app.js). */
export const isSiteHost = siteHostMatcher({
  origin: env.siteUrl,
  aliases: env.siteHostAliases,
  loopback: !env.isProduction,
});

/** Merges headers; Set-Cookie values are appended, never overwritten. */
export function combineHeaders(...sources: Array<HeadersInit | null | undefined>) {
  const combined = new Headers();
  for (const source of sources) {
    if (!source) continue;
    for (const [key, value] of new Headers(source).entries()) {
      if (key.toLowerCase() === "set-cookie") combined.append(key, value);
      else combined.set(key, value);
    }
  }
  return combined;
}

/**
 * The client's address, as the HTTP server determined it from the connection and TRUST_PROXY
 * (server/app.js sets this header on every request and replaces any value a client sent).
 */
export function getClientIp(request: Request) {
  return request.headers.get("x-client-address") || "unknown";
}

/**
 * The path and query of the page a request was for. A loader or action of a page's data request
 * (single fetch) gets the page's URL: Remix drops `.data` and its `_routes` parameter.
 */
export function requestPath(request: Request) {
  const url = new URL(request.url);
  return url.pathname + url.search;
}
