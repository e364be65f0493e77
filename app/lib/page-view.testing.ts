import type { PageViewFacts } from "./page-view";

// What tests of page views start from (never imported by the app).

export const CHROME_USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

/** A person's view of /about, answered with the page, at `at` (ISO), with `changes`. */
export function pageViewFacts(at: string, changes: Partial<PageViewFacts> = {}): PageViewFacts {
  return {
    url: "/about",
    status: 200,
    contentType: "text/html; charset=utf-8",
    at: Date.parse(at),
    address: "203.0.113.7",
    userAgent: CHROME_USER_AGENT,
    referrer: "",
    optedOut: false,
    prefetch: false,
    country: "",
    ...changes,
  };
}
