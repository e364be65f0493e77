// Fixed locale and time zone: the server and the browser format every date the same (no hydration mismatch).
const LONG_DATE = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/** Timestamps already formatted: a page shows the same few dates on every request (a dozen on /insights). */
const formatted = new Map<string, string>();
const MAX_REMEMBERED = 5_000;

/** 'March 5, 2025' for an ISO timestamp or a Date. */
export function formatDate(value: string | Date) {
  if (typeof value !== "string") return LONG_DATE.format(value);
  let date = formatted.get(value);
  if (date === undefined) {
    if (formatted.size >= MAX_REMEMBERED) formatted.clear();
    date = LONG_DATE.format(new Date(value));
    formatted.set(value, date);
  }
  return date;
}

const DATE_TIME = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "UTC",
  timeZoneName: "short",
});

/** 'March 5, 2025 at 2:30 PM UTC' for an ISO timestamp: when something happened, to the minute. */
export function formatDateTime(value: string) {
  return DATE_TIME.format(new Date(value));
}
