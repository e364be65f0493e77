// @ts-check
// Answers the server gives itself, before a request reaches Remix: for a page's own data request
// what Remix would answer (single-fetch.js), JSON `{message}` for the API and for clients that ask
// for JSON, a small self-contained page for everyone else.
import { REQUEST_ID_HEADER } from "./request-id.js";
import { REFUSAL_PAGE_POLICY } from "./security-headers.js";
import { encodeThrownData, isSingleFetchPath, routesAskedFor } from "./single-fetch.js";

/** @param {string} text */
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Whether the client should get JSON: an /api path, or an Accept header that prefers it. */
/** @param {import("express").Request} req */
function wantsJson(req) {
  const path = req.originalUrl ?? req.url ?? "";
  if (/^\/api(\/|\?|$)/.test(path)) return true;
  const accept = String(req.headers.accept ?? "");
  return accept.includes("application/json") && !accept.includes("text/html");
}

/** @param {import("express").Request} req */
function isRead(req) {
  return req.method === "GET" || req.method === "HEAD";
}

/**
 * The request's id, for the visitor to quote (request-id.js), as the app's error pages show it.
 * @param {import("express").Response} res
 */
function reference(res) {
  const requestId = res.getHeader(REQUEST_ID_HEADER);
  return typeof requestId === "string"
    ? `\n<p class="reference">If you contact us about this, quote the reference <code>${escapeHtml(requestId)}</code>.</p>`
    : "";
}

/**
 * Sends a refusal: JSON `{message}` or a small page. A request body nobody read is drained by
 * Node after the answer, so the client sees the answer rather than a reset connection.
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 * @param {number} status
 * @param {{ title: string; message: string; headers?: Record<string, string> }} answer
 */
export function refuse(req, res, status, { title, message, headers = {} }) {
  if (res.headersSent) return;
  res.status(status);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader("Cache-Control", "no-store");
  if (isSingleFetchPath(req.originalUrl)) {
    // A page's own fetch (JavaScript on): the route's error boundary shows the message
    // (components/request-refused.tsx), where an answer Remix cannot decode shows "Something went wrong".
    const body = encodeThrownData(isRead(req) ? routesAskedFor(req.originalUrl) : null, status, { message });
    res.type("text/x-script");
    new Response(body).text().then(
      (text) => res.send(text),
      () => res.end(),
    );
    return;
  }
  if (wantsJson(req)) {
    res.type("application/json").send(JSON.stringify({ message }));
    return;
  }
  res.setHeader("Content-Security-Policy", REFUSAL_PAGE_POLICY);
  res.type("text/html; charset=utf-8").send(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a}
main{max-width:32rem;padding:2rem;text-align:center}
p{color:#475569;line-height:1.6}
.reference{font-size:.875rem}
a{display:inline-block;margin-top:1rem;padding:.75rem 1.25rem;border-radius:.5rem;background:#4f46e5;color:#fff;text-decoration:none;font-weight:600}
@media (prefers-color-scheme:dark){body{background:#0b1120;color:#f1f5f9}p{color:#cbd5e1}}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>${reference(res)}
<a href="/">Return Home</a>
</main>
</body>
</html>
`);
}
