// Fixed locale and time zone: the server and the browser format every date the same (no hydration mismatch).
const LONG_DATE = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/** 'March 5, 2025' for an ISO timestamp or a Date. */
export function formatDate(value: string | Date) {
  return LONG_DATE.format(typeof value === "string" ? new Date(value) : value);
}
