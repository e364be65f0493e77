// @ts-check
// Request bodies have a size limit per kind of route, enforced before and while they stream.
import { refuse } from "./responses.js";
import { pagePathname } from "./single-fetch.js";

const KB = 1024;
const MB = 1024 * KB;

/** @typedef {{ bytes: number; label: string }} BodyLimit */

/** The largest body each kind of route accepts; the first matching rule wins. */
export const BODY_LIMITS = [
  { path: /^\/api\//, bytes: 1 * MB, label: "1 MB" },
  // A job application: a CV of at most 5 MB and the form's text. Up to 12 MB is read (a CV over
  // 5 MB is counted and dropped as it streams, and the form comes back with its message and
  // everything else typed); a larger body is refused while it streams.
  { path: /^\/careers\/\d+\/apply$/, bytes: 12 * MB, label: "12 MB" },
  // A post (its text of up to 200,000 characters and a cover image of at most 10 MB, dropped as it
  // streams when larger), and an image uploaded from the editor.
  { path: /^\/admin\/(blogs\/(new|\d+)|media)$/, bytes: 12 * MB, label: "12 MB" },
  // A page's content document: its text and the images of its fields (each at most 10 MB, dropped
  // as it streams when larger), as posts'.
  { path: /^\/admin\/pages\/(?!new$)[^/]+$/, bytes: 12 * MB, label: "12 MB" },
  // A CSV file of newsletter subscribers: at most 1 MB is read (a larger file is counted and
  // dropped as it streams, and the page says so).
  { path: /^\/admin\/subscribers\/import$/, bytes: 2 * MB, label: "2 MB" },
  // The live preview of a post's text, and a draft's autosave (its text, no file), a page's too.
  { path: /^\/admin\/(blogs\/(preview|autosave)|pages\/[^/]+\/autosave)$/, bytes: 1 * MB, label: "1 MB" },
];
/** @type {BodyLimit} Forms: text only, far below this. */
const DEFAULT_LIMIT = { bytes: 64 * KB, label: "64 KB" };

/** After refusing a body, read (and drop) at most this much more of it before hanging up. */
const DRAIN_LIMIT = 32 * MB;

/**
 * @param {string} path
 * @returns {BodyLimit}
 */
export function bodyLimitFor(path) {
  return BODY_LIMITS.find((rule) => rule.path.test(path)) ?? DEFAULT_LIMIT;
}

/**
 * Answers 413 and keeps reading the rest of the body into nothing, so the client that is still
 * sending receives the answer instead of a connection reset; past DRAIN_LIMIT it hangs up.
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 * @param {BodyLimit} limit
 */
export function refuseTooLarge(req, res, limit) {
  refuse(req, res, 413, {
    title: "Request too large",
    message: `The request body is larger than ${limit.label}.`,
    headers: { Connection: "close" },
  });
  let drained = 0;
  req.removeAllListeners("data");
  req.on("data", (/** @type {Buffer} */ chunk) => {
    drained += chunk.length;
    if (drained > DRAIN_LIMIT) req.socket.destroy();
  });
  req.resume();
}

/**
 * The request body as a web stream that stops at the route's limit: a declared Content-Length
 * over it is refused before reading, a chunked body as soon as it crosses it. The stream then
 * fails, so the action never sees a partial body.
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 * @param {() => void} onRefused called when the body turns out too large mid-stream (the app stops)
 * @returns {ReadableStream<Uint8Array> | null} null when the request was refused
 */
export function limitedBody(req, res, onRefused) {
  // A page's data request (`/careers/1/apply.data`) posts the page's own form.
  const limit = bodyLimitFor(pagePathname(req.path));
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit.bytes) {
    refuseTooLarge(req, res, limit);
    return null;
  }
  let received = 0;
  let open = true;
  return new ReadableStream({
    start(controller) {
      /** @param {(() => void)} settle */
      const finish = (settle) => {
        if (!open) return;
        open = false;
        settle();
      };
      req.on("data", (/** @type {Buffer} */ chunk) => {
        if (!open) return;
        received += chunk.length;
        if (received > limit.bytes) {
          refuseTooLarge(req, res, limit);
          onRefused();
          finish(() => controller.error(new Error(`Request body larger than ${limit.label}`)));
          return;
        }
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      });
      req.on("end", () => finish(() => controller.close()));
      req.on("error", (error) => finish(() => controller.error(error)));
    },
    // The app stopped reading early: drop the rest without resetting the connection.
    cancel() {
      open = false;
      req.resume();
    },
  });
}
