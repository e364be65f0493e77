import { type EntryContext, type HandleDataRequestFunction, type HandleErrorFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { text } from "node:stream/consumers";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { Theme } from "remix-themes";

import { encodeThrownData, isSingleFetchPath, loadedRouteIds } from "../server/single-fetch.js";
import { RequestIdContext } from "./components/request-reference";
import { ServiceUnavailableDocument } from "./components/service-unavailable";
import { closeDatabase } from "./db.server";
import { currentPageVersion } from "./models/content-version.server";
import { lastReadSiteSettings } from "./models/site-settings.server";
import type { ServerContract } from "./server-contract";
import { startSiteDatabase } from "./start-up.server";
import stylesheet from "./tailwind.css?url";
import { startBackgroundWork } from "./utils/background.server";
import { MEMBER_COOKIE_NAMES } from "./utils/cookies.server";
import { isRefusedRequest } from "./utils/data-request.server";
import { DATABASE_BUSY_RETRY_AFTER } from "./utils/database-busy.server";
import { failedForDatabaseOutage, noteDatabaseOutage, OUTAGE_RETRY_AFTER } from "./utils/database-outage.server";
import { holdFrameworkUntilPainted } from "./utils/framework-after-paint.server";
import { isSiteHost, siteOrigin } from "./utils/http.server";
import { shouldHydrate } from "./utils/hydration";
import { pageViews } from "./utils/page-views.server";
import { admitWrite } from "./utils/rate-limit.server";
import { currentRequestId, requestContext } from "./utils/request-context.server";
import { applySecurityHeaders, inlineScriptHashes } from "./utils/security.server";
import { THEME_COOKIE, themeSessionResolver } from "./utils/theme.server";
import { BACK_OFFICE_ROUTE_ID } from "./utils/user";
import { keepsVisitSource } from "./utils/visit-source.server";

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const routeIds = remixContext.staticHandlerContext.matches.map((match) => match.route.id);
  if (failedForDatabaseOutage(request)) {
    applySecurityHeaders(responseHeaders, request, [], 503, routeIds);
    return outageDocument(request, responseHeaders);
  }
  const html = await renderDocument(request, remixContext, responseStatusCode);
  // The CSP allows the page's own inline scripts by their hashes (no per-response nonce), so every
  // visitor who gets this page gets the same bytes, which the page cache (server/page-cache.js) and
  // any CDN can share.
  applySecurityHeaders(responseHeaders, request, inlineScriptHashes(html), responseStatusCode, routeIds);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(html, { headers: responseHeaders, status: responseStatusCode });
}

/** How long the page's data may take to be written into it (Remix's turbo-stream), in ms. */
export const streamTimeout = 5_000;

/**
 * The whole document as text, written once every part of it is ready: the CSP hashes its inline
 * scripts and the page cache keeps its bytes. A string render for every page: one that loads React
 * first waits for its data as encoded for the browser (single fetch), which `<Scripts>` then writes
 * without suspending (`encodedData`).
 * An error in a component rejects here, and Remix renders the route's error boundary instead.
 */
function renderDocument(request: Request, remixContext: EntryContext, status: number) {
  // An error page shows its request's id; a page that worked has none, so every visitor's copy of
  // it is the same bytes (the page cache shares them).
  const requestId = status >= 400 ? currentRequestId() : null;
  // A page without React's scripts carries no data to wait for.
  if (!hydrates(remixContext)) {
    // Nor is the data encoded for it: Remix encodes it when first asked (patches/@remix-run+server-runtime).
    remixContext.serverHandoffStream = undefined;
    const html = renderToString(
      <RequestIdContext.Provider value={() => requestId}>
        <RemixServer context={remixContext} url={request.url} />
      </RequestIdContext.Provider>,
    );
    return Promise.resolve(`<!DOCTYPE html>${html}`);
  }
  // A public page paints before it loads React (utils/framework-after-paint.server.ts); the back-office hydrates at once.
  const paintsFirst = !remixContext.staticHandlerContext.matches.some(({ route }) => route.id === BACK_OFFICE_ROUTE_ID);
  const finish = (body: string) => {
    const html = withDataScriptsInBody(body);
    return paintsFirst ? holdFrameworkUntilPainted(html) : html;
  };
  return encodedData(remixContext).then(() =>
    finish(
      `<!DOCTYPE html>${renderToString(
        <RequestIdContext.Provider value={() => requestId}>
          <RemixServer context={remixContext} url={request.url} />
        </RequestIdContext.Provider>,
      )}`,
    ),
  );
}

/**
 * Reads the page's data as Remix encoded it for the browser (turbo-stream: once every promise in it
 * settled, or `streamTimeout` passed) and hands it to Remix's `StreamTransfer` as already read, so
 * the `<Scripts>` that write it into the page render at once and a string render takes them in.
 */
async function encodedData(remixContext: EntryContext) {
  const { serverHandoffStream, renderMeta } = remixContext;
  if (!serverHandoffStream || !renderMeta) return;
  // Read to its end, which releases the stream: RemixServer still takes a reader of it. On Node the
  // stream is Node's web stream, which the DOM types the app compiles with do not call async-iterable.
  const value = await text(serverHandoffStream as NodeReadableStream<Uint8Array>);
  renderMeta.streamCache = { 0: Object.assign(Promise.resolve(), { result: { done: true, value } }) };
}

/** Whether the page loads React (app/utils/hydration.ts): the same answer the root's render gives. */
function hydrates({ staticHandlerContext: { matches, loaderData }, routeModules }: EntryContext) {
  return shouldHydrate(
    matches.map(({ route }) => ({ handle: routeModules[route.id]?.handle, data: loaderData[route.id] })),
  );
}

const DOCUMENT_END = "</body></html>";

/**
 * The document with the scripts that carry its data (single fetch) at the end of its body. Remix
 * renders them after `<html>`, where a browser's parser moves them into the body anyway (the same
 * page), but the HTML checker calls them stray.
 */
function withDataScriptsInBody(html: string) {
  const end = html.lastIndexOf(DOCUMENT_END);
  if (end === -1 || end + DOCUMENT_END.length === html.length) return html;
  return `${html.slice(0, end)}${html.slice(end + DOCUMENT_END.length)}${DOCUMENT_END}`;
}

/** The page of a request whose data could not be loaded because the database is unreachable (503). */
async function outageDocument(request: Request, headers: Headers) {
  const theme = (await themeSessionResolver(request)).getTheme() === Theme.DARK ? "dark" : "light";
  const url = new URL(request.url);
  const html = renderToStaticMarkup(
    <RequestIdContext.Provider value={currentRequestId}>
      <ServiceUnavailableDocument
        stylesheet={stylesheet}
        theme={theme}
        retryUrl={url.pathname + url.search}
        company={lastReadSiteSettings().company}
      />
    </RequestIdContext.Provider>,
  );
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Retry-After", OUTAGE_RETRY_AFTER);
  return new Response(`<!DOCTYPE html>${html}`, { status: 503, headers });
}

/**
 * A page's data request (single fetch: `/path.data`): its security headers, its cache policy from
 * the routes whose data it carries, and while the database is unreachable the 503 the route's
 * boundary shows as "We'll be right back".
 */
export const handleDataRequest: HandleDataRequestFunction = async (response, { request }) => {
  // A read's answer holds a result per route it loaded; a write's, its action's (never stored anyway).
  const isRead = (request.method === "GET" || request.method === "HEAD") && isSingleFetchPath(request.url);
  const { routeIds, response: answer } = isRead ? await loadedRouteIds(response) : { routeIds: [], response };
  if (failedForDatabaseOutage(request)) {
    const body = encodeThrownData(isRead ? routeIds : null, 503, {
      message: "The site cannot reach its data just now.",
    });
    const headers = { "Content-Type": "text/x-script", "Retry-After": OUTAGE_RETRY_AFTER };
    response = new Response(body, { status: 503, headers });
  } else response = answer;
  // A form's 503 (the database stayed busy) says when to try again: Remix keeps a route's own
  // headers only through a `headers` export, which our forms do not have.
  if (response.status === 503 && !response.headers.has("Retry-After"))
    response.headers.set("Retry-After", DATABASE_BUSY_RETRY_AFTER);
  applySecurityHeaders(response.headers, request, [], response.status, routeIds);
  return response;
};

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || isRefusedRequest(error)) return;
  // An unreachable database is logged once by the database layer, not with a stack per request.
  if (noteDatabaseOutage(error, request))
    console.warn(`[db] ${request.method} ${new URL(request.url).pathname}: 503, the database is unreachable`);
  else console.error(error);
};

/** What the HTTP server (server/app.js, server/index.js) takes from the app: see server-contract.ts. */
export const serverContract: ServerContract = {
  currentPageVersion,
  pageVariantCookies: [THEME_COOKIE],
  pageSessionCookies: MEMBER_COOKIE_NAMES,
  admitWrite,
  isSiteHost,
  siteOrigin,
  requestContext,
  startSiteDatabase,
  startBackgroundWork,
  pageViews,
  keepsVisitSource,
  closeDatabase,
};
