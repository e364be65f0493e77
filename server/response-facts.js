// @ts-check
// What the page cache tells the access log about an answer it sent. A hit's headers are written
// in one `writeHead` call, which `getHeader` cannot read back.

/** @typedef {{ state: "HIT" | "MISS"; bytes: number; contentType: string }} CacheFacts */

/** @type {WeakMap<import("node:http").ServerResponse, CacheFacts>} */
const answeredFromCache = new WeakMap();

/** @param {import("node:http").ServerResponse} res @param {CacheFacts} facts */
export function noteCacheAnswer(res, facts) {
  answeredFromCache.set(res, facts);
}

/** @param {import("node:http").ServerResponse} res @returns {CacheFacts | undefined} */
export function cacheAnswerOf(res) {
  return answeredFromCache.get(res);
}
