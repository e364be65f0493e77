import { isRouteErrorResponse } from "@remix-run/react";

/**
 * A request Remix refused (a 4xx of its router: no route at this address, no action for a POST):
 * the client's mistake, nothing for the error log (app/entry.server.tsx's handleError). The
 * route's boundary shows it as a refusal (components/request-refused.tsx).
 */
export function isRefusedRequest(error: unknown) {
  return isRouteErrorResponse(error) && error.status >= 400 && error.status < 500;
}
