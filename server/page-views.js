// @ts-check
// Counting page views (issue 43): once a GET is answered, from the page cache or by Remix, what
// the app needs to decide whether a person read a page goes to its in-memory buffer
// (app/utils/page-view-buffer.server.ts). Nothing is read from the database here and nothing waits.
import { loggablePath } from "./request-log.js";
import { cacheAnswerOf } from "./response-facts.js";

/** More of a user agent than any browser sends: the rest is not worth hashing. */
const MAX_USER_AGENT = 512;
/** More of a referrer than its host needs. */
const MAX_REFERRER = 2048;

/**
 * @param {{
 *   note: (facts: import("../app/lib/page-view").PageViewFacts) => void;
 *   trustProxy: number;
 *   countryHeader: string;
 * }} options
 */
export function pageViewCounter({ note, trustProxy, countryHeader }) {
  /** @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res */
  return (req, res) => {
    if (req.method !== "GET") return;
    res.once("finish", () => {
      const { headers } = req;
      note({
        url: loggablePath(req.url ?? "/"),
        status: res.statusCode,
        contentType: cacheAnswerOf(res)?.contentType ?? String(res.getHeader("content-type") ?? ""),
        at: Date.now(),
        address: clientAddressOf(req, trustProxy),
        userAgent: (headers["user-agent"] ?? "").slice(0, MAX_USER_AGENT),
        referrer: (headers.referer ?? "").slice(0, MAX_REFERRER),
        optedOut: headers.dnt === "1" || headers["sec-gpc"] === "1",
        prefetch: /prefetch/i.test(String(headers["sec-purpose"] ?? headers.purpose ?? "")),
        country: String(headers[countryHeader] ?? "").slice(0, 8),
      });
    });
  };
}

/**
 * The client's address as Express works it out with TRUST_PROXY hops (server/app.js): the socket's
 * peer, or with N trusted proxies the Nth address from the right of X-Forwarded-For. A page the
 * cache answers never reaches Express, so it is worked out here too.
 * @param {import("node:http").IncomingMessage} req @param {number} trustProxy
 */
export function clientAddressOf(req, trustProxy) {
  const peer = req.socket.remoteAddress ?? "unknown";
  if (trustProxy === 0) return peer;
  const forwarded = String(req.headers["x-forwarded-for"] ?? "")
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean)
    .reverse();
  const chain = [peer, ...forwarded];
  return chain[Math.min(trustProxy, chain.length - 1)] ?? peer;
}
