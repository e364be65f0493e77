// @ts-check
// The HTTP server around the Remix build: the page cache and the access log first, then (in
// Express) guards, static files, compression, and Remix.
import { createRequestHandler, writeReadableStreamToWritable } from "@remix-run/node";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import fs from "node:fs";
import http from "node:http";
import zlib from "node:zlib";

import {
  allowedMethods,
  baselineHeaders,
  forThisSite,
  noLegacyDataRequests,
  normalPath,
  sameOriginWrites,
  siteHostOnly,
  wellFormedUrl,
} from "./guards.js";
import { createPageCache } from "./page-cache.js";
import { pageViewCounter } from "./page-views.js";
import { limitedBody } from "./request-body.js";
import { REQUEST_ID_HEADER, requestRecordOf, startRequestRecord } from "./request-id.js";
import { createRequestLog } from "./request-log.js";
import { isCodedHere, isDocument, isShareable, sendDocument, sendShareable } from "./shareable-answer.js";
import { writeLimits } from "./write-limits.js";

export const CLIENT_ADDRESS_HEADER = "X-Client-Address";

/**
 * @typedef {object} ServerOptions
 * @property {import("../app/server-contract").AppServerBuild} build
 * @property {number} trustProxy How many reverse proxies in front of us append to X-Forwarded-For (0: none).
 * @property {boolean} production
 * @property {string[]} apiCorsOrigins
 * @property {boolean} [logRequests]
 * @property {boolean} [pageCache] Keep public pages in memory for anonymous visitors (default on).
 * @property {boolean} [countPageViews] Count the pages people read (server/page-views.js; default off).
 */

/**
 * The whole HTTP server. Requests for public pages an anonymous visitor may share are answered
 * from the page cache when it holds them, before Express or Remix do any work; static files and
 * everything else go to the Express app.
 * @param {ServerOptions} options
 */
export function createServer({ logRequests = true, pageCache = true, countPageViews = false, ...options }) {
  const { build } = options;
  const { currentPageVersion, pageVariantCookies, pageSessionCookies, isSiteHost, pageViews, keepsVisitSource } =
    build.entry.module.serverContract;
  const cache = pageCache
    ? createPageCache({
        currentVersion: currentPageVersion,
        variantCookies: pageVariantCookies,
        sessionCookies: pageSessionCookies,
      })
    : null;
  const isStaticFile = staticFileMatcher(build);
  const isForThisSite = forThisSite(isSiteHost);
  const app = createApp({ ...options, pageCache: cache, isStaticFile, isForThisSite });
  const log = logRequests ? createRequestLog() : null;
  const countView = countPageViews
    ? pageViewCounter({ note: pageViews.note, trustProxy: options.trustProxy, countryHeader: pageViews.countryHeader })
    : null;
  const server = http.createServer(async (req, res) => {
    startRequestRecord(req, res, options.trustProxy);
    log?.track(req, res);
    countView?.(req, res);
    // A request for another host never gets a kept page: Express refuses it first thing (421). Nor
    // does a form's page that carries where its visitor came from (app/lib/visit-source.ts).
    if (
      cache &&
      isForThisSite(req) &&
      !isStaticFile(req.url ?? "/") &&
      !keepsVisitSource(req.url ?? "/", req.headers.referer) &&
      (await cache.serve(req, res))
    )
      return;
    app(req, res);
  });
  return {
    server,
    flushLog: () => log?.flush(),
    flushPageViews: () => (countView ? pageViews.flush() : Promise.resolve()),
  };
}

/**
 * Whether a URL is for a file of public/ (the built assets under /build/ included), which Express
 * serves without asking the database anything: not worth a cache lookup.
 * @param {import("@remix-run/node").ServerBuild} build
 */
function staticFileMatcher(build) {
  const publicEntries = new Set(fs.existsSync("public") ? fs.readdirSync("public") : []);
  return (/** @type {string} */ url) =>
    url.startsWith(build.publicPath) || publicEntries.has(url.slice(1).split(/[/?#]/, 1)[0] ?? "");
}

/**
 * @param {Omit<ServerOptions, "logRequests" | "pageCache"> & {
 *   pageCache?: ReturnType<typeof createPageCache> | null;
 *   isStaticFile: (url: string) => boolean;
 *   isForThisSite: (req: import("node:http").IncomingMessage) => boolean;
 * }} options
 */
function createApp({ build, trustProxy, production, apiCorsOrigins, pageCache = null, isStaticFile, isForThisSite }) {
  const { siteOrigin, admitWrite } = build.entry.module.serverContract;
  const app = express();
  app.disable("x-powered-by");
  // With N trusted proxies the client is the Nth address from the right of X-Forwarded-For;
  // with none it is the socket's peer, whatever headers the client sends.
  app.set("trust proxy", trustProxy);

  app.use(baselineHeaders({ production, assetsPath: build.publicPath }));
  app.use(siteHostOnly(isForThisSite));
  app.use(allowedMethods);
  app.use(wellFormedUrl);
  app.use(normalPath);
  app.use(noLegacyDataRequests);
  app.use(sameOriginWrites({ siteOrigin, apiCorsOrigins }));
  app.use(writeLimits(admitWrite));
  // Brotli with a 256 KB window (pages are far smaller) instead of the default 4 MB one per
  // response: the same bytes, without megabytes of memory per answer in flight.
  app.use(
    compression({
      brotli: { params: { [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } },
      filter: (req, res) => !isCodedHere(res) && compression.filter(req, res),
    }),
  );
  // Built assets carry their hash in their names: cached for good, sent as compressed at build time.
  app.use(
    build.publicPath,
    expressStaticGzip(build.assetsBuildDirectory, {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      serveStatic: { immutable: true, maxAge: "1y" },
    }),
  );
  // Only a URL naming a file of public/ is looked for there: a page is not worth a failed stat().
  const publicFiles = express.static("public", { maxAge: "1h" });
  app.use((req, res, next) => (isStaticFile(req.url) ? publicFiles(req, res, next) : next()));
  app.all("*", remixHandler(build, production ? "production" : "development", pageCache));
  return app;
}

/** Why a request's signal aborts once it is answered: one made at start, not a DOMException and its stack per request. */
const REQUEST_OVER = new DOMException("The request is over", "AbortError");

/**
 * Remix's request handler with our request body (size-limited, see request-body.js), the client's
 * address and the request's id in headers the app reads (app/utils/http.server.ts), and the
 * request's record (request-id.js) as the app's request context, where it notes the signed-in user
 * for the log. A page the cache may keep goes to the cache, which sends it; any other answer a cache
 * may keep is sent whole, with its validator (shareable-answer.js).
 * @param {import("../app/server-contract").AppServerBuild} build
 * @param {string} mode
 * @param {ReturnType<typeof createPageCache> | null} pageCache
 * @returns {import("express").RequestHandler}
 */
function remixHandler(build, mode, pageCache) {
  const handle = createRequestHandler(build, mode);
  const { requestContext, siteOrigin } = build.entry.module.serverContract;
  return async (req, res, next) => {
    try {
      const controller = new AbortController();
      // Stop loaders and actions when the client goes away before the answer is sent; once it is
      // sent, let go of what waits on the request (Remix's single-fetch encoder arms a 5-s timer
      // per answer and per page that only this clears, keeping the data it encoded alive).
      res.on("close", () => controller.abort(REQUEST_OVER));
      const headers = toFetchHeaders(req.headers);
      // The client's address as TRUST_PROXY defines it; whatever a client sent under this name is replaced.
      headers.set(CLIENT_ADDRESS_HEADER, req.ip ?? req.socket.remoteAddress ?? "unknown");
      const record = /** @type {import("./request-id.js").RequestContext} */ (requestRecordOf(req));
      headers.set(REQUEST_ID_HEADER, record.requestId);
      // A HEAD is the GET without its body: Remix renders the GET, so the headers, validator and
      // length are the GET's, and Node sends no body for a HEAD.
      const method = req.method === "HEAD" ? "GET" : req.method;
      /** @type {RequestInit & { duplex?: "half" }} */
      const init = { method, headers, signal: controller.signal };
      if (req.method !== "GET" && req.method !== "HEAD") {
        const body = limitedBody(req, res, () => controller.abort());
        if (!body) return;
        init.body = body;
        init.duplex = "half";
      }
      // The site's origin, never the Host header's (normalPath left a path no parser reads as a host).
      const url = new URL(siteOrigin + req.originalUrl);
      const response = await requestContext.run(record, () => handle(new Request(url, init)));
      // A refusal (an oversized body) may already have answered this request.
      if (res.headersSent) return;
      applyHead(res, response);
      if (pageCache && (await pageCache.fill(req, res, response, record.readsSession))) return;
      if (isShareable(req, response)) await sendShareable(req, res, response);
      else if (isDocument(response)) await sendDocument(req, res, response);
      else await sendBody(res, response);
    } catch (error) {
      next(error);
    }
  };
}

/** @param {import("node:http").IncomingHttpHeaders} nodeHeaders */
function toFetchHeaders(nodeHeaders) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(nodeHeaders)) {
    for (const item of value === undefined ? [] : [value].flat()) headers.append(name, item);
  }
  return headers;
}

/**
 * @param {import("express").Response} res
 * @param {Response} response
 */
function applyHead(res, response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  // What the app sets replaces the baseline (a document's own CSP, say) instead of doubling it.
  for (const name of new Set(response.headers.keys())) res.removeHeader(name);
  for (const [name, value] of response.headers) res.append(name, value);
}

/**
 * @param {import("express").Response} res
 * @param {Response} response
 */
async function sendBody(res, response) {
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}
