// How many writes (POST, PUT, PATCH, DELETE) one client address may make in a minute, by what the
// write is for. Every write counts in `all`; a write counts in the first other bucket whose paths
// it matches. The per-form limits (models/form-limit.server.ts) and the failed sign-in limit
// (models/login-attempt.server.ts) come on top: these buckets bound what any address can send.

export const WRITE_LIMIT_WINDOW_MS = 60_000;

export const WRITE_LIMITS = {
  /**
   * Guessing grounds: signing in, asking for a reset link, choosing a password from a link. Their
   * own limits (10 failed sign-ins, 10 reset requests or link uses a minute) answer first, on the
   * form with what was typed; this bounds the rest (successful sign-ins, the API's).
   */
  "sign-in": 20,
  /** Anything else a visitor can send without an account (forms, booking links, the theme). */
  public: 30,
  /** Every write, the back-office's and the API's included (offices share an address). */
  all: 600,
} as const;

export type WriteBucket = keyof typeof WRITE_LIMITS;

export const TOO_MANY_WRITES_TITLE = "Too many requests";
export const TOO_MANY_WRITES_MESSAGE =
  "You have sent a lot of requests in a short time. Please wait a minute and try again.";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const SIGN_IN_PATHS = [/^\/login$/, /^\/api\/login$/, /^\/forgot-password$/, /^\/reset-password\//, /^\/invite\//];
/** Paths only staff and API clients (with a session or a token) can write to. */
const STAFF_PATHS = /^\/(admin|api)(\/|$)/;

/** The buckets a request counts in; none for reads. */
export function writeBucketsFor(method: string, pathname: string): WriteBucket[] {
  if (!WRITE_METHODS.has(method.toUpperCase())) return [];
  // Routes match whatever the case, a trailing slash and percent-encoded letters: so do the buckets.
  const path = decodedPath(pathname)
    .toLowerCase()
    .replace(/(.)\/+$/, "$1");
  if (SIGN_IN_PATHS.some((pattern) => pattern.test(path))) return ["sign-in", "all"];
  if (STAFF_PATHS.test(path)) return ["all"];
  return ["public", "all"];
}

function decodedPath(pathname: string) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
