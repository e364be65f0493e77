// @ts-check
// What every request passes before it reaches Remix: the baseline security headers, a Host that
// names this site, the methods we serve, a URL we can decode, and, for writes, an origin we trust.
import { refuse } from "./responses.js";
import { BASELINE_HEADERS, everyResponseHeaders } from "./security-headers.js";

/** @typedef {import("express").RequestHandler} RequestHandler */

/**
 * The headers every response carries (static files, redirects, resource routes and the API
 * included; security-headers.js). The app replaces any of them it sets itself: pages get their own
 * CSP. Built scripts and styles (under `assetsPath`) get only what applies to them, since a page
 * loads some twenty-five of them and the page-only policies would cost it about 9 KB for nothing.
 * @param {{ production: boolean; assetsPath: string }} options
 * @returns {RequestHandler}
 */
export function baselineHeaders({ production, assetsPath }) {
  const forAssets = Object.entries(everyResponseHeaders(production));
  const forOthers = [...forAssets, ...Object.entries(BASELINE_HEADERS)];
  return (req, res, next) => {
    for (const [name, value] of req.path.startsWith(assetsPath) ? forAssets : forOthers) res.setHeader(name, value);
    next();
  };
}

/** Container runtimes and load balancers call these by address (http://10.0.0.5:3000/healthz). */
const HEALTH_CHECKS = new Set(["/healthz", "/readyz"]);

/**
 * Whether a request is for this site: its Host header names it (the app's rule: SITE_URL's host,
 * SITE_HOST_ALIASES, and outside production loopback addresses), or it is a health check.
 * X-Forwarded-Host is never read: a client can send it through most proxies.
 * @param {(host: string | undefined) => boolean} isSiteHost
 * @returns {(req: import("node:http").IncomingMessage) => boolean}
 */
export function forThisSite(isSiteHost) {
  return (req) => isSiteHost(req.headers.host) || HEALTH_CHECKS.has((req.url ?? "").split("?", 1)[0] ?? "");
}

/**
 * A request for another host gets 421 before any work: nothing it sends is stored, and nothing
 * the site answers it is built for a host an attacker chose.
 * @param {(req: import("node:http").IncomingMessage) => boolean} isForThisSite
 * @returns {RequestHandler}
 */
export function siteHostOnly(isForThisSite) {
  return (req, res, next) => {
    if (isForThisSite(req)) return next();
    refuse(req, res, 421, { title: "Misdirected request", message: "This site is not served at this address." });
  };
}

export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** TRACE, CONNECT and methods nobody serves get 405 with the methods we do. */
/** @type {RequestHandler} */
export function allowedMethods(req, res, next) {
  if (ALLOWED_METHODS.includes(req.method)) return next();
  refuse(req, res, 405, {
    title: "Method not allowed",
    message: `${req.method} is not supported here.`,
    headers: { Allow: ALLOWED_METHODS.join(", ") },
  });
}

/** A path that does not decode (`%ff`) or decodes to control characters is a bad request, not a crash. */
/** @type {RequestHandler} */
export function wellFormedUrl(req, res, next) {
  let path;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    path = null;
  }
  // eslint-disable-next-line no-control-regex
  if (path !== null && !/[\u0000-\u001f\u007f]/.test(path)) return next();
  refuse(req, res, 400, { title: "Bad request", message: "This address is not valid." });
}

/**
 * Remix's data requests before single fetch (`?_data=<route id>`): the site's pages ask for
 * `/path.data` now, and Remix would still run the route's loader or action for the old form,
 * logging a warning each time.
 * @type {RequestHandler}
 */
export function noLegacyDataRequests(req, res, next) {
  const at = req.originalUrl.indexOf("?");
  if (at === -1 || !new URLSearchParams(req.originalUrl.slice(at + 1)).has("_data")) return next();
  refuse(req, res, 400, { title: "Bad request", message: "This address is not valid." });
}

/**
 * A path with a run of slashes or a backslash ("//", "/\\/", "///x") is redirected to the path with
 * single slashes, and a request for an absolute URL to its path: the app only ever sees paths no
 * URL parser can read as a host, and no Location this sends leaves the site.
 * @type {RequestHandler}
 */
export function normalPath(req, res, next) {
  const target = req.originalUrl;
  const absolute = /^https?:\/\//i.test(target);
  if (!target.startsWith("/") && !absolute) {
    refuse(req, res, 400, { title: "Bad request", message: "This address is not valid." });
    return;
  }
  const start = absolute ? target.indexOf("/", target.indexOf("//") + 2) : 0;
  const rest = start === -1 ? "/" : target.slice(start);
  const queryAt = rest.search(/[?#]/);
  const [path, query] = queryAt === -1 ? [rest, ""] : [rest.slice(0, queryAt), rest.slice(queryAt)];
  const normal = path.replace(/[/\\]+/g, "/");
  if (!absolute && normal === path) return next();
  res.redirect(308, `${normal}${query}`);
}

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Refuses state-changing requests that a browser sent from another site (or from an opaque
 * origin: `Origin: null`). Requests without an Origin header (curl, server-to-server API
 * clients) pass; the site's cookies are SameSite=Lax, the API needs a bearer token.
 * @param {{ siteOrigin: string; apiCorsOrigins: string[] }} options
 * @returns {RequestHandler}
 */
export function sameOriginWrites({ siteOrigin, apiCorsOrigins }) {
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (!WRITE_METHODS.has(req.method) || origin === undefined) return next();
    if (origin !== "null" && isTrustedOrigin(origin)) return next();
    refuse(req, res, 403, { title: "Request refused", message: "Cross-site requests are not allowed." });

    /** @param {string} value */
    function isTrustedOrigin(value) {
      if (value === siteOrigin) return true;
      if (req.path.startsWith("/api/") && apiCorsOrigins.includes(value)) return true;
      try {
        // The host this request came to (behind a proxy that terminates TLS the scheme differs).
        return new URL(value).host === req.get("host");
      } catch {
        return false;
      }
    }
  };
}
