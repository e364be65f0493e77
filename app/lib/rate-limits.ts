// Every rate limit of the site, in one table: what it counts (scope), over how long (window), how
// many (limit) and what a refused client is told. Each counts per client address (one of them per
// address and username). All are counted in the database, so they hold across restarts and
// instances (models/rate-limit.server.ts).
//
// Each request counts once toward one limit, the most specific one: a form sent or a failed sign-in
// counts toward its own limit, which answers on the form with what was typed; any other write
// toward its kind's write limit (`sign-in` or `public`), which the HTTP server answers before the
// body is read. Every write also counts in its address's total (`all`).

const MINUTE = 60_000;

/**
 * - `write`: every write request, counted by the HTTP server as it arrives, per clock window of
 *   `windowMs` (so one statement counts it); 429 with the seconds left in the window.
 * - `form`: a public form's accepted submissions (a filled honeypot too), over the last `windowMs`.
 * - `failed-sign-in`: wrong passwords over the last `windowMs`; a right one forgets the pair's.
 */
export type RateLimitScope = "write" | "form" | "failed-sign-in";

export type RateLimit = {
  scope: RateLimitScope;
  windowMs: number;
  limit: number;
  /** What a refused client reads (status 429). */
  refusal: { title?: string; message: string };
};

const TOO_MANY_WRITES = {
  title: "Too many requests",
  message: "You have sent a lot of requests in a short time. Please wait a minute and try again.",
};
const TOO_MANY_SUBMISSIONS = {
  message: "You have sent several requests in a short time. Please wait a few minutes and try again.",
};
const TOO_MANY_ATTEMPTS = { message: "Too many attempts. Please wait a minute and try again." };

export const RATE_LIMITS = {
  /** Guessing grounds: signing in, asking for a reset link, choosing a password from a link. */
  "sign-in": { scope: "write", windowMs: MINUTE, limit: 20, refusal: TOO_MANY_WRITES },
  /** Anything else a visitor can send without an account (forms, booking links, the theme). */
  public: { scope: "write", windowMs: MINUTE, limit: 30, refusal: TOO_MANY_WRITES },
  /** Every write, the back-office's and the API's included (offices share an address). */
  all: { scope: "write", windowMs: MINUTE, limit: 600, refusal: TOO_MANY_WRITES },

  // Spam protection without a CAPTCHA.
  contact: { scope: "form", windowMs: 10 * MINUTE, limit: 5, refusal: TOO_MANY_SUBMISSIONS },
  appointment: { scope: "form", windowMs: 10 * MINUTE, limit: 5, refusal: TOO_MANY_SUBMISSIONS },
  application: { scope: "form", windowMs: 10 * MINUTE, limit: 5, refusal: TOO_MANY_SUBMISSIONS },
  /** Subscribing to the newsletter, and a reader's preferences page. */
  newsletter: { scope: "form", windowMs: 10 * MINUTE, limit: 10, refusal: TOO_MANY_SUBMISSIONS },
  /** Asking for job alerts on the careers page, and an alert's preferences page. */
  "job-alerts": { scope: "form", windowMs: 10 * MINUTE, limit: 10, refusal: TOO_MANY_SUBMISSIONS },
  /** Moving, cancelling or answering a booking, or withdrawing an application, from an email's link. */
  "booking-change": { scope: "form", windowMs: 10 * MINUTE, limit: 10, refusal: TOO_MANY_SUBMISSIONS },
  /** Asking for a password reset link, as strict as sign-in: an address cannot mail-bomb staff. */
  "password-reset": { scope: "form", windowMs: MINUTE, limit: 10, refusal: TOO_MANY_SUBMISSIONS },
  /** Choosing a password from an invitation or reset link. */
  "account-link": { scope: "form", windowMs: MINUTE, limit: 10, refusal: TOO_MANY_SUBMISSIONS },

  // Never per username alone: failures for a username from many addresses must not lock its owner
  // out (OWASP's advice on account lock-out), while one address cannot guess one password or spray
  // many usernames.
  /** Per address and username. */
  "failed-sign-in": {
    scope: "failed-sign-in",
    windowMs: MINUTE,
    limit: 10,
    refusal: TOO_MANY_ATTEMPTS,
  },
  /** Per address, whatever the username. */
  "failed-sign-in-any-username": {
    scope: "failed-sign-in",
    windowMs: MINUTE,
    limit: 50,
    refusal: TOO_MANY_ATTEMPTS,
  },
} as const satisfies Record<string, RateLimit>;

type BucketOf<S extends RateLimitScope> = {
  [B in keyof typeof RATE_LIMITS]: (typeof RATE_LIMITS)[B]["scope"] extends S ? B : never;
}[keyof typeof RATE_LIMITS];

export type WriteBucket = BucketOf<"write">;
export type FormBucket = BucketOf<"form">;

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const SIGN_IN_PATHS = [
  /^\/login$/,
  /^\/login\/two-factor$/,
  /^\/login\/passkey$/,
  /^\/api\/login$/,
  /^\/forgot-password$/,
  /^\/reset-password\//,
  /^\/invite\//,
];
/** Paths only staff and API clients (with a session or a token) can write to. */
const STAFF_PATHS = /^\/(admin|api)(\/|$)/;
/**
 * One-click unsubscribes (RFC 8058): mail providers post them from their own servers, many readers
 * behind one address, each with its own signed link. The public limit would refuse the readers
 * of a big provider; the overall one still stops a flood.
 */
const ONE_CLICK_PATHS = /^\/(newsletter|careers\/alerts)\/unsubscribe\//;

/** The write buckets a request counts in as it arrives; none for reads. */
export function writeBucketsFor(method: string, pathname: string): WriteBucket[] {
  if (!WRITE_METHODS.has(method.toUpperCase())) return [];
  // Routes match whatever the case, a trailing slash and percent-encoded letters: so do the buckets.
  const path = decodedPath(pathname)
    .toLowerCase()
    .replace(/(.)\/+$/, "$1");
  if (SIGN_IN_PATHS.some((pattern) => pattern.test(path))) return ["sign-in", "all"];
  if (STAFF_PATHS.test(path) || ONE_CLICK_PATHS.test(path)) return ["all"];
  return ["public", "all"];
}

function decodedPath(pathname: string) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
