// The days /admin/analytics reports on: the last 7, 30 or 90 (today included), or a custom range,
// from the query string (?range=30, or ?range=custom&from=YYYY-MM-DD&to=YYYY-MM-DD).

export const RANGE_CHOICES = ["7", "30", "90", "custom"] as const;
export type RangeChoice = (typeof RANGE_CHOICES)[number];

/** Longer than the 25 months of totals kept by default; keeps a custom range's chart and queries bounded. */
export const MAX_RANGE_DAYS = 800;
const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export type ReportRange = { choice: RangeChoice; from: string; to: string; problem: string | null };

const dayString = (at: number) => new Date(at).toISOString().slice(0, 10);

function isDay(value: string | null): value is string {
  return value !== null && ISO_DAY.test(value) && dayString(Date.parse(`${value}T00:00:00Z`) || NaN) === value;
}

function lastDays(count: number, today: string): ReportRange {
  const to = Date.parse(`${today}T00:00:00Z`);
  return { choice: String(count) as RangeChoice, from: dayString(to - (count - 1) * DAY_MS), to: today, problem: null };
}

export function reportRange(params: URLSearchParams, now = new Date()): ReportRange {
  const today = dayString(now.getTime());
  const choice = params.get("range") ?? "30";
  if (choice === "7" || choice === "90") return lastDays(Number(choice), today);
  if (choice !== "custom") return lastDays(30, today);
  const from = params.get("from");
  const to = params.get("to");
  const fallback = (problem: string) => ({ ...lastDays(30, today), choice: "custom" as const, problem });
  if (!isDay(from) || !isDay(to)) return fallback("Enter a start and an end date.");
  if (from > to) return fallback("The start date must be on or before the end date.");
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS + 1 > MAX_RANGE_DAYS) {
    return fallback(`Choose at most ${MAX_RANGE_DAYS} days.`);
  }
  return { choice: "custom", from, to, problem: null };
}

/** The query string of a range, for links (the CSV downloads) that show the same days. */
export function rangeQuery(range: ReportRange) {
  return range.choice === "custom" && !range.problem
    ? `range=custom&from=${range.from}&to=${range.to}`
    : `range=${range.choice === "custom" ? "30" : range.choice}`;
}
