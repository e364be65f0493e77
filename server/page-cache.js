// @ts-check
// Pages every anonymous visitor gets alike, kept in memory, compressed, and served before Express
// and Remix are involved. A page is kept only while the content version it was rendered at is
// still the database's (app/models/content-version.server.ts): every write to what the public
// pages show changes that number in its own transaction, so no worker of any instance serves a
// page older than a write it could have seen acknowledged.
import zlib from "node:zlib";

import { noteCacheAnswer } from "./response-facts.js";
import {
  encodingFor,
  etagOf,
  isCompressible,
  isNotModified,
  isShareable,
  sendNotModified,
  setCoding,
  varyOf,
} from "./shareable-answer.js";

/** How many once-asked URLs are remembered before the list starts over. */
const MAX_ASKED_ONCE = 10_000;
/** What a request waiting on the cache carries from the lookup to the fill (see `fill`). */
const LOOKUP = Symbol("page-cache lookup");
/** Headers that belong to one transfer, not to the page: set again on every answer. */
const TRANSFER_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "etag",
  "vary",
  "x-cache",
  // Each request's own (server/request-id.js).
  "x-request-id",
]);

/**
 * @typedef {object} Entry
 * @property {number} version The content version the page was rendered at.
 * @property {number} storedAt
 * @property {number} status
 * @property {Array<[string, string | number | string[]]>} headers
 * @property {string} etag
 * @property {string} vary
 * @property {string} contentType For the page-view counter (server/page-views.js).
 * @property {boolean} compressible Text (kept in every coding) rather than an image (kept as it is).
 * @property {{ br: Buffer; gzip: Buffer; identity: Buffer }} bodies By content coding.
 * @property {{ br: string[]; gzip: string[]; identity: string[] }} hitHeads By content coding: every
 *   header of a hit in the flat form `writeHead` takes, built once instead of per answer.
 * @property {number} size
 * @property {boolean} readsSession Its render looked for who is signed in: never for a signed-in request.
 *
 * @typedef {object} Lookup
 * @property {string} key
 * @property {number} version
 * @property {boolean} signedIn The request came with a member's cookie (signed in now, or on this browser before).
 * @property {(entry: Entry | null) => void} settle Answers the requests waiting for this page.
 *
 * @typedef {import("node:http").IncomingMessage & { [LOOKUP]?: Lookup }} CacheRequest
 * @typedef {import("node:http").ServerResponse} ServerResponse
 *
 * @typedef {object} PageCacheOptions
 * @property {() => Promise<number>} currentVersion The database's content version.
 * @property {string[]} variantCookies Cookies a public page may differ by (the theme); any other
 *   cookie (a flash message, a pending sign-in) makes the request personal.
 * @property {string[]} [sessionCookies] A signed-in member's: a request with one is answered with a
 *   kept page whose render never looked for who is signed in (the same for staff as for anyone), and
 *   its own render is kept when it did not look either; any other is rendered for it alone.
 * @property {number} [maxBytes] Compressed and plain bodies together, per process.
 * @property {number} [maxAgeMs] Re-render a page at least this often even when nothing was written,
 *   for what changes with time alone (the date in the footer).
 */

/** @param {PageCacheOptions} options */
export function createPageCache({
  currentVersion,
  variantCookies,
  sessionCookies = [],
  maxBytes = 64 * 1024 * 1024,
  maxAgeMs = 60_000,
}) {
  /** Least recently used first. @type {Map<string, Entry>} */
  const entries = new Map();
  /** Pages being rendered, so a burst of requests for one page renders it once. @type {Map<string, Promise<Entry | null>>} */
  const rendering = new Map();
  /**
   * URLs asked for once since they were last kept (a search, a filter): a page is kept from its
   * second request on, so one-off URLs neither push kept pages out nor cost a compression.
   */
  const askedOnce = new Set();
  let bytes = 0;

  /**
   * The request's key, and whether it carries a member's cookie; null for a request no kept page may answer.
   * @param {CacheRequest} req
   */
  function keyOf(req) {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.headers.authorization) return null;
    const cookies = cookiesOf(req.headers.cookie, variantCookies, sessionCookies);
    if (cookies === null) return null;
    // Pages name SITE_URL whatever host was asked (the server serves only the site's hosts), so the
    // host is not part of the key. An API answer varies by the caller's Origin (its CORS headers).
    return { key: [req.url, cookies.variant, req.headers.origin ?? ""].join("\n"), signedIn: cookies.signedIn };
  }

  /** @param {string} key */
  function forget(key) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
  }

  /** @param {string} key @param {number} version */
  function current(key, version) {
    const entry = entries.get(key);
    if (!entry) return null;
    if (entry.version !== version || Date.now() - entry.storedAt > maxAgeMs) {
      forget(key);
      askedOnce.add(key); // a page that was kept is asked for again: keep its next rendering
      return null;
    }
    entries.delete(key); // most recently used: to the end
    entries.set(key, entry);
    return entry;
  }

  /** @param {string} key @param {Entry} entry */
  function keep(key, entry) {
    forget(key);
    if (entry.size > maxBytes / 4) return;
    entries.set(key, entry);
    bytes += entry.size;
    for (const [oldest] of entries) {
      if (bytes <= maxBytes) break;
      forget(oldest);
    }
  }

  return {
    /**
     * Answers `req` from the cache when it holds the page at the current version, or when another
     * request is rendering it right now. Otherwise notes what `fill` needs and returns false: the
     * request goes on to Remix. Never throws: without the version (the database is down) the
     * request goes on to Remix, which says so.
     * @param {CacheRequest} req @param {ServerResponse} res
     */
    async serve(req, res) {
      const lookup = keyOf(req);
      if (lookup === null) return false;
      const { key, signedIn } = lookup;
      let version;
      try {
        version = await currentVersion();
      } catch {
        return false;
      }
      /** @param {Entry | null} entry */
      const answers = (entry) => entry !== null && entry.version === version && !(signedIn && entry.readsSession);
      const cached = current(key, version);
      if (cached) return answers(cached) ? send(req, res, cached, "HIT") : false;
      const inProgress = rendering.get(key);
      if (inProgress) {
        const entry = await inProgress;
        return answers(entry) ? send(req, res, /** @type {Entry} */ (entry), "HIT") : false;
      }
      if (req.method !== "GET") return false;
      if (!askedOnce.has(key)) {
        if (askedOnce.size >= MAX_ASKED_ONCE) askedOnce.clear();
        askedOnce.add(key);
        return false;
      }
      askedOnce.delete(key);
      /** @type {(entry: Entry | null) => void} */
      let answerWaiting = () => {};
      const rendered = new Promise((resolve) => (answerWaiting = resolve));
      rendering.set(key, rendered);
      req[LOOKUP] = {
        key,
        version,
        signedIn,
        settle(entry) {
          if (rendering.get(key) === rendered) rendering.delete(key);
          answerWaiting(entry);
        },
      };
      // A request that ends some other way (an error, a client gone) releases whoever waits.
      res.on("close", () => {
        req[LOOKUP]?.settle(null);
        delete req[LOOKUP];
      });
      return false;
    },

    /**
     * Called with Remix's answer to a request `serve` passed on, its status and headers already
     * on `res` (with the server's baseline ones, which the entry keeps too): keeps it if every anonymous
     * visitor may get it (200, no cookie set, a public Cache-Control) and answers from the entry.
     * Returns false, keeping nothing, for any other answer: the caller sends it as it is.
     * `readsSession`: the render looked for who is signed in (the request's record says).
     * @param {CacheRequest} req @param {ServerResponse} res @param {Response} response @param {boolean} readsSession
     */
    async fill(req, res, response, readsSession) {
      const lookup = req[LOOKUP];
      if (!lookup) return false;
      delete req[LOOKUP];
      // A signed-in visitor's page is everyone's only when its render never looked who it is for.
      if (!isShareable(req, response) || (lookup.signedIn && readsSession)) {
        lookup.settle(null);
        return false;
      }
      const identity = Buffer.from(await response.arrayBuffer());
      const headers = Object.entries(res.getHeaders())
        .filter(([name]) => !TRANSFER_HEADERS.has(name))
        .map(([name, value]) => /** @type {[string, string | number | string[]]} */ ([name, value ?? ""]));
      const etag = etagOf(response, identity);
      const vary = varyOf(res.getHeader("vary"));
      const compressible = isCompressible(response);
      const bodies = compressible ? compressed(identity) : { br: identity, gzip: identity, identity };
      const entry = {
        version: lookup.version,
        storedAt: Date.now(),
        status: response.status,
        headers,
        etag,
        vary,
        contentType: String(res.getHeader("content-type") ?? ""),
        compressible,
        bodies,
        hitHeads: {
          br: hitHead(headers, etag, vary, compressible ? "br" : "identity", bodies.br),
          gzip: hitHead(headers, etag, vary, compressible ? "gzip" : "identity", bodies.gzip),
          identity: hitHead(headers, etag, vary, "identity", identity),
        },
        size: compressible ? bodies.br.length + bodies.gzip.length + identity.length : identity.length,
        readsSession,
      };
      keep(lookup.key, entry);
      lookup.settle(entry);
      send(req, res, entry, "MISS");
      return true;
    },
  };
}

/**
 * The values of the variant cookies (or "" without one) and whether a member's cookie came too; null
 * when the request carries any other cookie. Cookie names are not URL-encoded by browsers; values are
 * compared as sent.
 * @param {string | undefined} header @param {string[]} variantCookies @param {string[]} sessionCookies
 */
function cookiesOf(header, variantCookies, sessionCookies) {
  let variant = "";
  let signedIn = false;
  for (const pair of header?.split(";") ?? []) {
    const separator = pair.indexOf("=");
    const name = (separator === -1 ? pair : pair.slice(0, separator)).trim();
    if (!name) continue;
    if (sessionCookies.includes(name)) signedIn = true;
    else if (variantCookies.includes(name)) variant += `${name}=${pair.slice(separator + 1).trim()};`;
    else return null;
  }
  return { variant, signedIn };
}

/** @param {Buffer} identity */
function compressed(identity) {
  return {
    identity,
    gzip: zlib.gzipSync(identity, { level: 9 }),
    br: zlib.brotliCompressSync(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        // A window just larger than the page, not the default 4 MB: less memory per compression.
        [zlib.constants.BROTLI_PARAM_LGWIN]: Math.max(
          zlib.constants.BROTLI_MIN_WINDOW_BITS,
          Math.min(zlib.constants.BROTLI_MAX_WINDOW_BITS, Math.ceil(Math.log2(identity.length + 1))),
        ),
      },
    }),
  };
}

/**
 * The headers of a hit sent with `encoding`, flat (name, value, name, value…) as `writeHead` takes them.
 * @param {Entry["headers"]} headers @param {string} etag @param {string} vary
 * @param {keyof Entry["bodies"]} encoding @param {Buffer} body
 */
function hitHead(headers, etag, vary, encoding, body) {
  const head = headers.flatMap(([name, value]) =>
    Array.isArray(value) ? value.flatMap((item) => [name, item]) : [name, String(value)],
  );
  head.push("ETag", etag, "Vary", vary, "X-Cache", "HIT", "Content-Length", String(body.length));
  if (encoding !== "identity") head.push("Content-Encoding", encoding);
  return head;
}

/**
 * Sends a kept page: 304 when the client holds it already, else the smallest coding it accepts.
 * A hit is written with one `writeHead` of headers built when the page was kept: the access log
 * learns what it needs from `noteCacheAnswer`, since such headers are not readable with `getHeader`.
 * @param {import("node:http").IncomingMessage} req @param {ServerResponse} res @param {Entry} entry
 * @param {"HIT" | "MISS"} state
 */
function send(req, res, entry, state) {
  const notModified = isNotModified(req, entry.etag);
  const encoding = entry.compressible ? encodingFor(req) : "identity";
  const body = entry.bodies[encoding];
  noteCacheAnswer(res, { state, bytes: notModified ? 0 : body.length, contentType: entry.contentType });
  if (state === "HIT" && !notModified) {
    res.writeHead(entry.status, entry.hitHeads[encoding]);
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  }
  res.statusCode = entry.status;
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  res.setHeader("ETag", entry.etag);
  res.setHeader("Vary", entry.vary);
  res.setHeader("X-Cache", state);
  if (notModified) {
    sendNotModified(res);
    return true;
  }
  setCoding(res, encoding, body);
  res.end(req.method === "HEAD" ? undefined : body);
  return true;
}
