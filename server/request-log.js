// @ts-check
// The access log: one JSON line per request, written by pino through a buffer that is flushed in
// the background (every few kilobytes, when no request is left in flight, and at exit), so logging
// costs a busy server almost nothing and a quiet one's lines show at once (`docker logs` right after
// a request finds it).
// A line holds what an operator needs to find and explain a request, and nothing a visitor would
// not want kept: no cookies, no headers, no bodies, and the secret links' tokens blanked out.
import { pino } from "pino";

import { requestRecordOf } from "./request-id.js";
import { cacheAnswerOf } from "./response-facts.js";

/**
 * @typedef {object} RequestLog
 * @property {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void} track
 *   Logs the request once its answer is sent (or the client went away).
 * @property {() => void} flush Writes out what is buffered, synchronously (before exit).
 */

/**
 * @param {{ destination?: ReturnType<typeof pino.destination>, flushEveryMs?: number }} [options]
 *   where the lines go (standard output by default) and how often a buffer is written out anyway
 * @returns {RequestLog}
 */
export function createRequestLog({
  destination = pino.destination({ sync: false, minLength: 8 * 1024 }),
  flushEveryMs = 1000,
} = {}) {
  // `time` is milliseconds since 1970 (pino's default): an ISO date per line costs more than the rest of it.
  const logger = pino({ base: { pid: process.pid } }, destination);
  // Whatever is buffered still reaches the log when nothing else is written for a while.
  setInterval(() => destination.flush(), flushEveryMs).unref();
  let inFlight = 0;
  // A flush while a write is under way writes nothing (sonic-boom keeps the rest until the buffer
  // fills), so an idle moment's flush is done again once the write under way is ("drain").
  let flushWanted = false;
  const flushNow = () => {
    flushWanted = true;
    destination.flush();
  };
  destination.on("drain", () => {
    if (!flushWanted) return;
    flushWanted = false;
    destination.flush();
  });

  return {
    track(req, res) {
      const start = process.hrtime.bigint();
      inFlight += 1;
      res.once("close", () => {
        inFlight -= 1;
        const cached = cacheAnswerOf(res);
        const record = requestRecordOf(req);
        logger.info({
          requestId: record?.requestId,
          method: req.method,
          path: loggablePath(req.url ?? "/"),
          status: res.statusCode,
          durationMs: Math.round(Number(process.hrtime.bigint() - start) / 1e4) / 100,
          userId: record?.userId ?? undefined,
          bytes: (cached?.bytes ?? Number(res.getHeader("content-length") ?? 0)) || undefined,
          cache: cached?.state,
          ...(res.writableFinished ? {} : { aborted: true }),
        });
        // The last answer out: nothing is coming to fill the buffer, so write it now.
        if (inFlight === 0) flushNow();
      });
    },
    flush() {
      destination.flushSync();
    },
  };
}

/**
 * Pages whose last path segment is a secret: whoever holds the link may act on it (choose a
 * password, accept an invitation, move or cancel a booking, withdraw an application, read a draft,
 * confirm, change or end a newsletter subscription).
 * tests/api/request-log.test.ts checks that every `$token` route of app/routes is here.
 */
const SECRET_LINK =
  /^(\/(?:reset-password|invite|appointment\/manage|appointment\/answer|appointment\/ics|careers\/withdraw|interview|blog\/preview|newsletter\/confirm|newsletter\/preferences|newsletter\/unsubscribe|careers\/alerts\/confirm|careers\/alerts\/preferences|careers\/alerts\/unsubscribe)\/)[^/?#]+/i;
/** Query parameters that may carry a secret. */
const SECRET_PARAMETER = /token|secret|password|signature|^sig$|key|code/i;

/**
 * The URL as the log may keep it: a secret link's token replaced by `:token`, a secret-looking
 * query parameter's value by `redacted`.
 * @param {string} url
 */
export function loggablePath(url) {
  const queryStart = url.indexOf("?");
  const path = decoded(queryStart === -1 ? url : url.slice(0, queryStart)).replace(SECRET_LINK, "$1:token");
  if (queryStart === -1) return path;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  for (const name of new Set(query.keys())) if (SECRET_PARAMETER.test(name)) query.set(name, "redacted");
  return `${path}?${query}`;
}

/**
 * A path with its escaped characters decoded, as the router matches it (`/%69nvite/…` is the
 * invitation page); an undecodable one as it came (the server refuses it).
 * @param {string} path
 */
function decoded(path) {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
