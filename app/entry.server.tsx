import { type EntryContext, type HandleDataRequestFunction, type HandleErrorFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { Theme } from "remix-themes";

import { RequestIdContext } from "./components/request-reference";
import { ServiceUnavailableDocument } from "./components/service-unavailable";
import { closeDatabase } from "./db.server";
import { currentPageVersion } from "./models/content-version.server";
import { lastReadSiteSettings } from "./models/site-settings.server";
import type { ServerContract } from "./server-contract";
import { startSiteDatabase } from "./start-up.server";
import stylesheet from "./tailwind.css?url";
import { startBackgroundWork } from "./utils/background.server";
import { explainRefusedDataRequest, isRefusedRequest } from "./utils/data-request.server";
import { failedForDatabaseOutage, noteDatabaseOutage, OUTAGE_RETRY_AFTER } from "./utils/database-outage.server";
import { isSiteHost, siteOrigin } from "./utils/http.server";
import { admitWrite } from "./utils/rate-limit.server";
import { currentRequestId, requestContext } from "./utils/request-context.server";
import { applySecurityHeaders, inlineScriptHashes } from "./utils/security.server";
import { THEME_COOKIE, themeSessionResolver } from "./utils/theme.server";

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
  const html = renderDocument(request, remixContext, responseStatusCode);
  // The CSP allows the page's own inline scripts by their hashes (no per-response nonce), so every
  // visitor who gets this page gets the same bytes, which the page cache (server/page-cache.js) and
  // any CDN can share.
  applySecurityHeaders(responseHeaders, request, inlineScriptHashes(html), responseStatusCode, routeIds);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(html, { headers: responseHeaders, status: responseStatusCode });
}

/**
 * The whole document as text. Pages load their data before rendering (no deferred data, nothing
 * suspends on the server), so a string render waits for nothing, costs a third less CPU than a
 * stream, and gives the CSP the finished page to hash its scripts. An error in a component
 * throws here, and Remix renders the route's error boundary instead (status 500).
 */
function renderDocument(request: Request, remixContext: EntryContext, status: number) {
  // An error page shows its request's id; a page that worked has none, so every visitor's copy of
  // it is the same bytes (the page cache shares them).
  const requestId = status >= 400 ? currentRequestId() : null;
  return `<!DOCTYPE html>${renderToString(
    <RequestIdContext.Provider value={() => requestId}>
      <RemixServer context={remixContext} url={request.url} />
    </RequestIdContext.Provider>,
  )}`;
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

export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  response = explainRefusedDataRequest(response, request);
  // A data request is for the one route its `_data` parameter names.
  const routeId = new URL(request.url).searchParams.get("_data");
  if (failedForDatabaseOutage(request)) {
    // Thrown-response form (X-Remix-Catch): the route's boundary shows "We'll be right back".
    response = new Response(JSON.stringify({ message: "The site cannot reach its data just now." }), {
      status: 503,
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "X-Remix-Catch": "yes",
        "Retry-After": OUTAGE_RETRY_AFTER,
      },
    });
  }
  applySecurityHeaders(response.headers, request, [], response.status, routeId ? [routeId] : []);
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
  admitWrite,
  isSiteHost,
  siteOrigin,
  requestContext,
  startSiteDatabase,
  startBackgroundWork,
  closeDatabase,
};
