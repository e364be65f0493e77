import { randomBytes } from "node:crypto";

import { env } from "./env.server";

export function createNonce() {
  return randomBytes(16).toString("base64");
}

function contentSecurityPolicy(nonce?: string) {
  return [
    "default-src 'self'",
    `script-src 'self'${nonce ? ` 'nonce-${nonce}'` : ""}`,
    // React style attributes and sonner's injected stylesheet need inline styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Paths whose pages are personal: never stored by browsers or shared caches. */
const PRIVATE_PATH = /^\/(admin|dashboard|login|logout)(\/|$)/;

/** The headers every response of the site carries; one place for all of them. */
export function applySecurityHeaders(headers: Headers, request: Request, nonce?: string) {
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  if (env.isProduction) headers.set("Strict-Transport-Security", "max-age=15552000; includeSubDomains");
  if (PRIVATE_PATH.test(new URL(request.url).pathname)) headers.set("Cache-Control", "private, no-store");
  return headers;
}
