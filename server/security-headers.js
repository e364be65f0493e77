// @ts-check
// Every security header the site sends, in one place. The HTTP server sets the baseline on every
// response and the policy of its own refusal pages (guards.js, responses.js); the app sets a
// document's policy, with the hashes of its inline scripts, and those of downloads, images and the
// API (app/utils/security.server.ts and the modules that answer them import this file). It lives
// with the server, which runs without the app's sources (the image holds build/ and server/).

/**
 * What every response carries, the built scripts and styles included.
 * @param {boolean} production
 * @returns {Record<string, string>}
 */
export function everyResponseHeaders(production) {
  return {
    "X-Content-Type-Options": "nosniff",
    ...(production ? { "Strict-Transport-Security": "max-age=15552000; includeSubDomains" } : {}),
  };
}

/**
 * What every response but a built asset carries, before the app sets its own: a policy that allows
 * nothing (pages replace it with theirs), no framing, a referrer kept on the site.
 */
export const BASELINE_HEADERS = {
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** The server's own small page (a refusal before Remix): its inline style and nothing else. */
export const REFUSAL_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** A file a visitor uploaded, sent as a download: never sniffed, run or rendered with the site's rights. */
export const DOWNLOAD_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; sandbox",
};

/** An image of ours (media/): nothing in it may load or run anything. */
export const IMAGE_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'",
};

/** The API's answers: its URLs (tokens in a query, record ids) are told to no one. */
export const API_HEADERS = { "Referrer-Policy": "no-referrer" };

/**
 * The policy of a page (a document or a Remix data request): its own inline scripts allowed by
 * their SHA-256 hashes, the same for every visitor who gets the same page, so it can be shared.
 * @param {readonly string[]} scriptHashes
 * @param {{ development: boolean }} options
 */
export function pagePolicy(scriptHashes, { development }) {
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptHashes].join(" ")}`,
    // React style attributes and sonner's injected stylesheet need inline styles.
    "style-src 'self' 'unsafe-inline'",
    // blob: the post form's preview of a chosen image, before it is sent.
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    // `npm run dev` reloads the page through the Remix dev server's websocket.
    `connect-src 'self'${development ? " ws://localhost:*" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
