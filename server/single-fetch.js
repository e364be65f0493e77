// @ts-check
// Remix's single fetch (remix.config.js, v3_singleFetch): a page's script asks for its data at
// `/path.data` (`/_root.data` for `/`, `?_routes=` naming the loaders to run) and decodes every
// answer with turbo-stream. Answers made outside Remix's handler (the server's refusals, the app's
// outage answer) are encoded here as Remix encodes a thrown `data({ message }, { status })`, so
// the route's error boundary shows their message.
import { STATUS_CODES } from "node:http";
import { decode, encode } from "turbo-stream";

/** @param {string} url a request's URL, or its path and query */
export function isSingleFetchPath(url) {
  return (url.split(/[?#]/, 1)[0] ?? "").endsWith(".data");
}

/**
 * The path of the page a request is for: a data request's without `.data` (`/_root.data` is `/`).
 * @param {string} pathname
 */
export function pagePathname(pathname) {
  if (!isSingleFetchPath(pathname)) return pathname;
  const page = pathname.slice(0, -".data".length);
  return page === "/_root" ? "/" : page;
}

/** What a route threw, as Remix's client rebuilds it (an ErrorResponse: status, statusText, data). */
class ThrownData {
  /** @param {number} status @param {unknown} data */
  constructor(status, data) {
    this.status = status;
    this.data = data;
  }
}

/** @type {import("turbo-stream").EncodePlugin} */
const thrownDataPlugin = (value) =>
  value instanceof ThrownData && ["ErrorResponse", value.data, value.status, STATUS_CODES[value.status] ?? ""];

/**
 * The body of a single-fetch answer saying that the request was refused with `data`: a write's
 * (its action's error) when `routeIds` is null, else a read's (the error of each route named).
 * @param {readonly string[] | null} routeIds
 * @param {number} status
 * @param {unknown} data
 * @returns {ReadableStream<Uint8Array>}
 */
export function encodeThrownData(routeIds, status, data) {
  const error = new ThrownData(status, data);
  const result = routeIds ? Object.fromEntries(routeIds.map((id) => [id, { error }])) : { error };
  return encode(result, { plugins: [thrownDataPlugin] });
}

/**
 * The routes a single-fetch read asks for, as far as its URL says: those `_routes` names, else
 * the root, whose boundary is above every page (Remix answers so when it fails before any loader).
 * @param {string} url a request's URL, or its path and query
 */
export function routesAskedFor(url) {
  const at = url.indexOf("?");
  const query = at === -1 ? "" : (url.slice(at + 1).split("#", 1)[0] ?? "");
  return new URLSearchParams(query).get("_routes")?.split(",") ?? ["root"];
}

/**
 * The ids of the routes whose loaders a single-fetch answer (a read's, status 200) carries, and the
 * answer to send in its place (its body can be read once).
 * @param {Response} response
 * @returns {Promise<{ routeIds: string[]; response: Response }>}
 */
export async function loadedRouteIds(response) {
  if (!response.body) return { routeIds: [], response };
  const [read, sent] = response.body.tee();
  const answer = new Response(sent, response);
  try {
    // Only the keys matter: whatever a route's data holds (Remix's own types included) decodes to null.
    const { value } = await decode(read, { plugins: [() => ({ value: null })] });
    return { routeIds: value && typeof value === "object" ? Object.keys(value) : [], response: answer };
  } catch {
    // An answer cut short (the client left): whose data it held is unknown, so no cache keeps it.
    answer.headers.set("Cache-Control", "private, no-store");
    return { routeIds: [], response: answer };
  }
}
