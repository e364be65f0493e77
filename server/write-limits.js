// @ts-check
// The per-address write limits (app/lib/rate-limits.ts), before a request body is read: the app
// counts the write in the database (app/utils/rate-limit.server.ts, exported by the build's entry)
// and says whether to refuse it; refused writes get 429 with Retry-After, as JSON `{message}` or a
// small page.
import { refuse } from "./responses.js";
import { pagePathname } from "./single-fetch.js";

/**
 * @param {import("../app/server-contract").ServerContract["admitWrite"]} admitWrite
 * @returns {import("express").RequestHandler}
 */
export function writeLimits(admitWrite) {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    // A page's data request (`/login.data`) counts as a post of the page's own form.
    const path = pagePathname(req.path);
    admitWrite(req.ip ?? req.socket.remoteAddress ?? "unknown", req.method, path).then((refusal) => {
      if (!refusal) return next();
      const { title, message, retryAfterSeconds } = refusal;
      refuse(req, res, 429, { title, message, headers: { "Retry-After": String(retryAfterSeconds) } });
    }, next);
  };
}
