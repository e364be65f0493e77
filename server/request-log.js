// @ts-check
// The access log: one JSON line per request, written by pino through a buffer that is flushed in
// the background (every few kilobytes, and at exit), so logging costs a request almost nothing.
import { pino } from "pino";

import { cacheAnswerOf } from "./response-facts.js";

/**
 * @typedef {object} RequestLog
 * @property {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void} track
 *   Logs the request once its answer is sent (or the client went away).
 * @property {() => void} flush Writes out what is buffered, synchronously (before exit).
 */

/** @returns {RequestLog} */
export function createRequestLog() {
  const destination = pino.destination({ sync: false, minLength: 8 * 1024 });
  // `time` is milliseconds since 1970 (pino's default): an ISO date per line costs more than the rest of it.
  const logger = pino({ base: { pid: process.pid } }, destination);
  // Whatever is buffered still reaches the log when nothing else is written for a while.
  setInterval(() => destination.flush(), 1000).unref();

  return {
    track(req, res) {
      const start = process.hrtime.bigint();
      res.once("close", () => {
        const cached = cacheAnswerOf(res);
        logger.info({
          method: req.method,
          url: req.url,
          status: res.statusCode,
          ms: Math.round(Number(process.hrtime.bigint() - start) / 1e4) / 100,
          bytes: (cached?.bytes ?? Number(res.getHeader("content-length") ?? 0)) || undefined,
          cache: cached?.state,
          ...(res.writableFinished ? {} : { aborted: true }),
        });
      });
    },
    flush() {
      destination.flushSync();
    },
  };
}
