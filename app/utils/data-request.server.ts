import { isRouteErrorResponse } from "@remix-run/react";

// Remix refuses a data request itself when its `?_data=` names a route the URL does not reach
// (403) or asks a route for an action or loader it does not have (405), and words the refusal
// "Unexpected Server Error", like a crash of ours; its handleError hook also gets each one, stack
// and all. Both are for app/entry.server.tsx: its handleDataRequest passes the response through
// `explainRefusedDataRequest`, its handleError logs nothing for `isRefusedRequest`.

const REFUSALS: Record<number, string> = {
  400: "This request could not be read.",
  403: "This address does not have the data this request asks for.",
  404: "Nothing here answers this request.",
};

/**
 * The response with a message that says what was refused. Remix's own refusals are the only 4xx
 * marked X-Remix-Error: a refusal of ours is a thrown response (X-Remix-Catch), a crash a 500.
 */
export function explainRefusedDataRequest(response: Response, request: Request) {
  const status = response.status;
  if (response.headers.get("X-Remix-Error") !== "yes" || status < 400 || status >= 500) return response;
  const message =
    status === 405
      ? `${request.method.toUpperCase()} is not allowed here.`
      : (REFUSALS[status] ?? "This request was refused.");
  const headers = new Headers(response.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.delete("Content-Length");
  return new Response(JSON.stringify({ message }), { status, statusText: response.statusText, headers });
}

/** A request Remix refused (a 4xx of its router): the client's mistake, nothing for the error log. */
export function isRefusedRequest(error: unknown) {
  return isRouteErrorResponse(error) && error.status >= 400 && error.status < 500;
}
