import { AsyncLocalStorage } from "node:async_hooks";

/** What the HTTP server's log line says about a request beyond what it sees itself. */
export type RequestContext = {
  /** The id the server gave the request (its X-Request-Id). */
  requestId: string;
  /** The signed-in user's id, once a loader, an action or the API found who is asking. */
  userId: number | null;
  /**
   * Whether the answer looked for who is signed in (the session's or the known device's cookie). A
   * public page that did not is the same for staff as for anyone: the page cache answers them with it
   * (server/page-cache.js).
   */
  readsSession: boolean;
};

/**
 * The request being answered, for everything that runs on its behalf: server/app.js runs each
 * request of Remix inside `requestContext.run(…)` (the build's entry exports it) and logs what the
 * app noted here once the answer is sent. Outside a request (tests calling the app directly, the
 * background work) there is none, and noting does nothing.
 */
export const requestContext = new AsyncLocalStorage<RequestContext>();

/** Notes who is asking, for the request's log line. */
export function noteRequestUser(user: { id: number } | null) {
  const context = requestContext.getStore();
  if (context && user) context.userId = user.id;
}

/** Notes that the answer depends on who is signed in, whether or not anyone is. */
export function noteSessionRead() {
  const context = requestContext.getStore();
  if (context) context.readsSession = true;
}

/** The id of the request being answered, for the error page that tells a visitor what to quote. */
export function currentRequestId() {
  return requestContext.getStore()?.requestId ?? null;
}
