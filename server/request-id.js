// @ts-check
// Every request gets an id, sent back as X-Request-Id, written on its log line, shown on an error
// page (so a visitor's report can be found in the log) and given to the app, which notes on the
// same record who was signed in (and whether the answer looked).
import { randomUUID } from "node:crypto";

export const REQUEST_ID_HEADER = "X-Request-Id";

/** What a proxy's own request id may look like to be kept (a UUID, a trace id…): short, no spaces. */
const PROXY_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** @typedef {import("../app/utils/request-context.server").RequestContext} RequestContext */

/** @type {WeakMap<import("node:http").IncomingMessage, RequestContext>} */
const records = new WeakMap();

/**
 * Gives the request its id: a trusted proxy's (TRUST_PROXY above 0) when it sent a well-formed one,
 * so one id follows the request through both logs; else a new UUID. What a client sends directly
 * is never taken: ids in the log must be ours.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {number} trustProxy
 * @returns {RequestContext}
 */
export function startRequestRecord(req, res, trustProxy) {
  const fromProxy = trustProxy > 0 ? req.headers["x-request-id"] : undefined;
  const requestId = typeof fromProxy === "string" && PROXY_REQUEST_ID.test(fromProxy) ? fromProxy : randomUUID();
  res.setHeader(REQUEST_ID_HEADER, requestId);
  const record = { requestId, userId: null, readsSession: false };
  records.set(req, record);
  return record;
}

/**
 * The record of a request startRequestRecord saw (the app adds the user to it).
 * @param {import("node:http").IncomingMessage} req
 */
export function requestRecordOf(req) {
  return records.get(req);
}
