import { sql } from "kysely";

import { db } from "~/db.server";

import { dimensionValue, type Dimension } from "./analytics-dimensions.server";
import { GOALS, type Goal } from "./goals.server";
import { heavyVisitorsOn } from "./heavy-visitors.server";

// The numbers /admin/analytics shows for a range of days: from the daily totals for the days
// rolled up (analytics-rollup.server.ts), and from the page views themselves for the rest (today,
// and yesterday until its roll-up). A visitor is counted once a day: over several days the
// visitors are the sum of each day's (nobody can be recognised from one day to the next).

export type DayRange = { from: string; to: string };
export type Row = { value: string; views: number; visitors: number };
export type DayRow = { day: string; views: number; visitors: number };
export type GoalRow = { value: string; goals: number; visitors: number; rate: number | null };

/** The daily totals of `dimension` ("total": the days' own) in the range. */
function dailyRowsOf(dimension: string, { from, to }: DayRange) {
  return db
    .selectFrom("analytics_daily")
    .where("dimension", "=", dimension)
    .where("day", ">=", from)
    .where("day", "<=", to);
}

/**
 * The range's days not rolled up, named one by one: a range with a "not rolled up" filter would
 * walk the index over every day's page views (seconds over a million of them), a list seeks only
 * those days'.
 */
async function unrolledDays(range: DayRange) {
  const rolled = await dailyRowsOf("total", range).select("day").execute();
  const done = new Set(rolled.map((row) => row.day));
  return daysOf(range).filter((day) => !done.has(day));
}

/** Runs `query` on the page views of the range's days not rolled up (none: no rows, no query). */
async function fromRawViews<T>(range: DayRange, query: (views: ReturnType<typeof viewsOn>) => Promise<T[]>) {
  const days = await unrolledDays(range);
  return days.length ? query(viewsOn(days)) : [];
}

function viewsOn(days: string[]) {
  return db.selectFrom("page_views").where("day", "in", days);
}

/** Adds rows of the same value up, most visitors first. */
function merged(rows: Array<{ value: string | null; views: unknown; visitors: unknown }>) {
  const totals = new Map<string, Row>();
  for (const row of rows) {
    const value = row.value ?? "";
    const total = totals.get(value) ?? { value, views: 0, visitors: 0 };
    total.views += Number(row.views);
    total.visitors += Number(row.visitors);
    totals.set(value, total);
  }
  return [...totals.values()].sort(
    (a, b) => b.visitors - a.visitors || b.views - a.views || a.value.localeCompare(b.value),
  );
}

/** Views and visitors per value of `dimension` over the range, most visitors first. */
export async function dimensionTotals(dimension: Dimension, range: DayRange) {
  const value = dimensionValue(dimension);
  const [rolled, raw] = await Promise.all([
    dailyRowsOf(dimension, range)
      .select(["value", sql<number>`sum(views)`.as("views"), sql<number>`sum(visitors)`.as("visitors")])
      .groupBy("value")
      .execute(),
    fromRawViews(range, (views) =>
      views
        .select([
          value.as("value"),
          sql<number>`count(*)`.as("views"),
          sql<number>`count(distinct visitor)`.as("visitors"),
        ])
        .where(value, "is not", null)
        .groupBy(["day", value])
        .execute(),
    ),
  ]);
  return merged([...rolled, ...raw]);
}

/** Every day of the range with its views and visitors (0 for a day without any). */
export async function dailyTotals(range: DayRange): Promise<DayRow[]> {
  const [rolled, raw] = await Promise.all([
    dailyRowsOf("total", range).select(["day", "views", "visitors"]).execute(),
    fromRawViews(range, (views) =>
      views
        .select(["day", sql<number>`count(*)`.as("views"), sql<number>`count(distinct visitor)`.as("visitors")])
        .groupBy("day")
        .execute(),
    ),
  ]);
  const byDay = new Map([...rolled, ...raw].map((row) => [row.day, row]));
  return daysOf(range).map((day) => ({
    day,
    views: Number(byDay.get(day)?.views ?? 0),
    visitors: Number(byDay.get(day)?.visitors ?? 0),
  }));
}

export function daysOf({ from, to }: DayRange) {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += 86_400_000) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

function goalsIn(range: DayRange) {
  return db.selectFrom("analytics_goals").where("day", ">=", range.from).where("day", "<=", range.to);
}

/** How many of each goal were reached in the range. */
export async function goalCounts(range: DayRange) {
  const rows = await goalsIn(range)
    .select(["goal", sql<number>`count(*)`.as("goals")])
    .groupBy("goal")
    .execute();
  const counts = new Map(rows.map((row) => [row.goal, Number(row.goals)]));
  return (Object.keys(GOALS) as Goal[]).map((goal) => ({ goal, label: GOALS[goal], goals: counts.get(goal) ?? 0 }));
}

/**
 * Goals per source (or per page) beside that source's (page's) visitors, and the share of
 * visitors who reached one: the most goals first.
 */
export async function conversions(by: "source" | "page", range: DayRange): Promise<GoalRow[]> {
  const column = by === "source" ? sql<string>`coalesce(source, '')` : sql<string>`coalesce(page, '')`;
  const [goals, visits] = await Promise.all([
    goalsIn(range)
      .select([column.as("value"), sql<number>`count(*)`.as("goals")])
      .groupBy(column)
      .execute(),
    dimensionTotals(by, range),
  ]);
  const visitors = new Map(visits.map((row) => [row.value, row.visitors]));
  return goals
    .map((row) => {
      const seen = visitors.get(row.value) ?? 0;
      return {
        value: row.value,
        goals: Number(row.goals),
        visitors: seen,
        rate: seen ? Number(row.goals) / seen : null,
      };
    })
    .sort((a, b) => b.goals - a.goals || a.value.localeCompare(b.value));
}

/** Applications per job and source in the range, most first. */
export async function applicationsByJob(range: DayRange) {
  const rows = await goalsIn(range)
    .select([
      sql<string>`coalesce(job_title, '')`.as("job"),
      sql<string>`coalesce(source, '')`.as("source"),
      sql<number>`count(*)`.as("applications"),
    ])
    .where("goal", "=", "application")
    .groupBy([sql`coalesce(job_title, '')`, sql`coalesce(source, '')`])
    .execute();
  return rows
    .map((row) => ({ job: row.job, source: row.source, applications: Number(row.applications) }))
    .sort((a, b) => b.applications - a.applications || a.job.localeCompare(b.job));
}

/** The days of the range on which visitors made more page views than a person reads (likely unlisted bots). */
export async function heavyTrafficDays(range: DayRange) {
  const [rolled, raw] = await Promise.all([
    dailyRowsOf("heavy", range).select(["day", "visitors", "views"]).execute(),
    fromRawViews(range, (views) => views.select("day").distinct().execute()),
  ]);
  const live = await Promise.all(raw.map(({ day }) => heavyVisitorsOn(db, day)));
  return [...rolled, ...live.filter((day) => day !== null)].sort((a, b) => a.day.localeCompare(b.day));
}
