// A simulated visitor of the soak: one connection's worth of requests, one visit after another,
// each answer recorded in the tally. The server runs with TRUST_PROXY=1 and the visitor names its
// address in X-Forwarded-For; it takes a new one before it would reach any per-address limit.
import zlib from "node:zlib";

import { excerpt, request } from "./http.mjs";

/**
 * What one address may spend before the visitor moves to the next: below every per-address limit
 * of the site (5 of each public form per 10 minutes, app/lib/rate-limits.ts; 10 sign-ins
 * a minute; 30 public writes a minute), however little time passes.
 */
const ADDRESS_BUDGET = { contact: 4, appointment: 4, application: 4, signIns: 8, writes: 25 };

/**
 * A source of client addresses, each new: 10.0.0.1, 10.0.0.2 … (never .0 or .255); called, it
 * gives the next; `count()` says how many it gave.
 */
export function addressSource() {
  let count = 0;
  const next = () => {
    const n = count++;
    const high = Math.floor(n / 254);
    return `10.${(high >> 8) & 255}.${high & 255}.${1 + (n % 254)}`;
  };
  return Object.assign(next, { count: () => count });
}

/** The body of an answer as text, uncompressed (the visitor asks for compressed answers, as browsers do). */
export function bodyText(response) {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return zlib.brotliDecompressSync(response.body).toString("utf8");
  if (encoding === "gzip") return zlib.gunzipSync(response.body).toString("utf8");
  if (encoding === "deflate") return zlib.inflateSync(response.body).toString("utf8");
  return response.body.toString("utf8");
}

export const bodyJson = (response) => JSON.parse(bodyText(response));

/** A visit that went wrong: a request got an answer the visit did not expect. */
export class UnexpectedAnswer extends Error {}

/**
 * A visitor of `origin` sending through `agent` (connections kept alive), recording into `tally`;
 * `addresses` gives its client addresses. A request with no answer within `timeoutMs` fails.
 */
export function createVisitor({ origin, agent, tally, addresses, timeoutMs }) {
  let address;
  let spent;
  let visit = "";
  const moveOn = () => {
    address = addresses();
    spent = {};
  };
  moveOn();

  /** One request (its answer recorded whatever it is); throws when none came. */
  async function send(url, { method = "GET", headers = {}, body } = {}) {
    const started = performance.now();
    try {
      const response = await request(new URL(url, origin).href, {
        method,
        headers: { ...headers, "X-Forwarded-For": address },
        body,
        agent,
        timeoutMs,
      });
      tally.recordAnswer(visit, response.status, performance.now() - started);
      return response;
    } catch (error) {
      tally.recordError(visit, error);
      throw error;
    }
  }

  return {
    send,
    origin,
    /**
     * Starts a visit named `name` that will spend `needs` of the address budget ({ contact: 1,
     * writes: 1 }…): on a new address when this one cannot afford it.
     */
    begin(name, needs = {}) {
      visit = name;
      const affordable = Object.entries(needs).every(
        ([kind, count]) => (spent[kind] ?? 0) + count <= ADDRESS_BUDGET[kind],
      );
      if (!affordable) moveOn();
      for (const [kind, count] of Object.entries(needs)) spent[kind] = (spent[kind] ?? 0) + count;
    },
    /** `send`, then an UnexpectedAnswer unless the status is one of `statuses`. */
    async expect(url, options, statuses = [200]) {
      const response = await send(url, options);
      if (!statuses.includes(response.status)) {
        const method = options?.method ?? "GET";
        let text;
        try {
          text = excerpt(Buffer.from(bodyText(response)));
        } catch {
          text = "(a body that does not decode)";
        }
        throw new UnexpectedAnswer(
          `${method} ${url} answered ${response.status}, not ${statuses.join(" or ")}: ${text}`,
        );
      }
      return response;
    },
  };
}
