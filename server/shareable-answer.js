// @ts-check
// An answer any cache may keep (a public page, a feed, an API read, a media file) goes out whole,
// the same however it is asked for: with its validator (ETag) from the first request on, 304 to a
// client that holds it already, a coding the client accepts and its length, and for a HEAD every
// header of the GET. The page cache (page-cache.js) keeps such answers; this sends the others.
import fresh from "fresh";
import Negotiator from "negotiator";
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";

/** @typedef {"br" | "gzip" | "identity"} Encoding */

const ENCODINGS = ["br", "gzip", "identity"];
/** Ours when the client accepts several alike (browsers list gzip first): brotli is the smaller. */
const PREFERRED = ["br", "gzip"];
/** What a kept or shared answer always varies by: the theme cookie, and the coding. */
const VARY = ["Cookie", "Accept-Encoding"];
/** Text, JSON, XML and SVG shrink when compressed; images and other binaries do not. */
const COMPRESSIBLE = /^(text\/|image\/svg\+xml|application\/(json|xml|javascript|[\w.-]+\+(json|xml))\b)/i;

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Answers coded here, which the compression middleware must leave as they are. @type {WeakSet<import("node:http").ServerResponse>} */
const codedHere = new WeakSet();

/**
 * Whether `res` was coded here already: the compression middleware would otherwise still deflate
 * an answer sent uncoded to a client that accepts deflate alone (and never a HEAD).
 * @param {import("node:http").ServerResponse} res
 */
export function isCodedHere(res) {
  return codedHere.has(res);
}

/**
 * Sets the coding and length of the body about to be sent.
 * @param {import("node:http").ServerResponse} res @param {Encoding} encoding @param {Buffer} body
 */
export function setCoding(res, encoding, body) {
  codedHere.add(res);
  if (encoding === "identity") res.removeHeader("Content-Encoding");
  else res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
}

/**
 * Whether any cache may keep Remix's answer to `req` for every visitor who asks alike: a GET or
 * HEAD answered 200 with a body, no cookie set and a public Cache-Control.
 * @param {import("node:http").IncomingMessage} req @param {Response} response
 */
export function isShareable(req, response) {
  return (
    (req.method === "GET" || req.method === "HEAD") &&
    response.status === 200 &&
    response.body !== null &&
    !response.headers.has("set-cookie") &&
    /^public\b/.test(response.headers.get("cache-control") ?? "")
  );
}

/**
 * The answer's validator: the app's own (a media file is named by its hash), else a weak one made
 * from the bytes, the same in every worker and instance that renders the same page.
 * @param {Response} response @param {Buffer} identity
 */
export function etagOf(response, identity) {
  return response.headers.get("etag") ?? `W/"${createHash("sha1").update(identity).digest("base64url")}"`;
}

/** @param {Response} response */
export function isCompressible(response) {
  return COMPRESSIBLE.test(response.headers.get("content-type") ?? "");
}

/**
 * The answer's Vary: what the app said it varies by (an API's Origin), after what every shared
 * answer varies by.
 * @param {string | number | string[] | undefined} appVary
 */
export function varyOf(appVary) {
  const names = [...VARY];
  for (const name of [appVary ?? []].flat().join(",").split(",")) {
    const trimmed = name.trim();
    if (trimmed && !names.some((known) => known.toLowerCase() === trimmed.toLowerCase())) names.push(trimmed);
  }
  return names.join(", ");
}

/** Browsers send a handful of distinct Accept-Encoding values: each is negotiated once. @type {Map<string, Encoding>} */
const negotiated = new Map();

/** The coding the client prefers among those we send. @param {import("node:http").IncomingMessage} req */
export function encodingFor(req) {
  const header = req.headers["accept-encoding"] ?? "";
  let encoding = negotiated.get(header);
  if (!encoding) {
    const negotiator = new Negotiator(req);
    // Negotiator 0.6.4 takes our preference among codings the client rates alike; its types predate that.
    const negotiate = /** @type {(available: string[], preferred: string[]) => string | undefined} */ (
      negotiator.encoding.bind(negotiator)
    );
    encoding = /** @type {Encoding} */ (negotiate(ENCODINGS, PREFERRED) ?? "identity");
    if (negotiated.size >= 100) negotiated.clear();
    negotiated.set(header, encoding);
  }
  return encoding;
}

/** Whether the client holds the answer tagged `etag` already. @param {import("node:http").IncomingMessage} req @param {string} etag */
export function isNotModified(req, etag) {
  return req.headers["if-none-match"] !== undefined && fresh(req.headers, { etag });
}

/** 304: the headers already on `res` (validator, cache rules, Vary) without the body's own. @param {import("node:http").ServerResponse} res */
export function sendNotModified(res) {
  res.statusCode = 304;
  for (const name of ["content-type", "content-length", "content-encoding"]) res.removeHeader(name);
  res.end();
}

/**
 * Sends a shareable answer the page cache does not keep (asked for once so far, a HEAD, the cache
 * off), its status and headers already on `res`. Compressed here rather than streamed through
 * the compression middleware, which leaves a HEAD uncoded: the length and coding are the GET's.
 * @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res
 * @param {Response} response
 */
export async function sendShareable(req, res, response) {
  const identity = Buffer.from(await response.arrayBuffer());
  const etag = etagOf(response, identity);
  res.setHeader("ETag", etag);
  res.setHeader("Vary", varyOf(res.getHeader("vary")));
  if (isNotModified(req, etag)) return sendNotModified(res);
  await sendCoded(req, res, response, identity);
}

/**
 * Sends a page rendered for one visitor (a back-office page, a signed-in one) whole: it is in
 * memory already, and one compression call costs far less than the middleware's stream.
 * @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res
 * @param {Response} response
 */
export async function sendDocument(req, res, response) {
  await sendCoded(req, res, response, Buffer.from(await response.arrayBuffer()));
}

/** Whether `response` is an HTML page (rendered whole, never a download to stream). @param {Response} response */
export function isDocument(response) {
  return response.body !== null && /^text\/html\b/i.test(response.headers.get("content-type") ?? "");
}

/**
 * Codes `identity` as the client prefers and sends it with its length. Brotli at quality 3: half
 * the CPU of quality 4 (and of gzip's default) for a few per cent more bytes, on an answer made
 * for one request; the page cache spends quality 9 on what it keeps.
 * @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res
 * @param {Response} response @param {Buffer} identity
 */
async function sendCoded(req, res, response, identity) {
  const encoding = isCompressible(response) ? encodingFor(req) : "identity";
  let body = identity;
  if (encoding === "br") {
    body = await brotliCompress(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 3,
        [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    });
  } else if (encoding === "gzip") {
    body = await gzip(identity);
  }
  setCoding(res, encoding, body);
  // Node sends no body for a HEAD, whatever is written.
  res.end(req.method === "HEAD" ? undefined : body);
}
