import {
  createReadableStreamFromReadable,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
} from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream, renderToStaticMarkup } from "react-dom/server";
import { Theme } from "remix-themes";

import { ServiceUnavailableDocument } from "./components/service-unavailable";
import stylesheet from "./tailwind.css?url";
import { failedForDatabaseOutage, noteDatabaseOutage, OUTAGE_RETRY_AFTER } from "./utils/database-outage.server";
import { htmlBodyStream } from "./utils/html-stream.server";
import { NonceProvider } from "./utils/nonce";
import { applySecurityHeaders, createNonce } from "./utils/security.server";
import { themeSessionResolver } from "./utils/theme.server";

const ABORT_DELAY = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const nonce = createNonce();
  const routeIds = remixContext.staticHandlerContext.matches.map((match) => match.route.id);
  if (failedForDatabaseOutage(request)) {
    applySecurityHeaders(responseHeaders, request, nonce, 503, routeIds);
    return outageDocument(request, responseHeaders);
  }
  applySecurityHeaders(responseHeaders, request, nonce, responseStatusCode, routeIds);
  // Crawlers get the whole document at once; browsers get the shell as soon as it is ready.
  const readyEvent = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = htmlBodyStream();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are already reported by handleError.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}

/** The page of a request whose data could not be loaded because the database is unreachable (503). */
async function outageDocument(request: Request, headers: Headers) {
  const theme = (await themeSessionResolver(request)).getTheme() === Theme.DARK ? "dark" : "light";
  const url = new URL(request.url);
  const html = renderToStaticMarkup(
    <ServiceUnavailableDocument stylesheet={stylesheet} theme={theme} retryUrl={url.pathname + url.search} />,
  );
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Retry-After", OUTAGE_RETRY_AFTER);
  return new Response(`<!DOCTYPE html>${html}`, { status: 503, headers });
}

export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
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
  applySecurityHeaders(response.headers, request, undefined, response.status, routeId ? [routeId] : []);
  return response;
};

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  // An unreachable database is logged once by the database layer, not with a stack per request.
  if (noteDatabaseOutage(error, request))
    console.warn(`[db] ${request.method} ${new URL(request.url).pathname}: 503, the database is unreachable`);
  else console.error(error);
};
