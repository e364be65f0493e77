import { sql } from "kysely";

import { db } from "~/db.server";

import { countedIn, type Counted } from "./analytics-delta.server";
import type { Dimension } from "./analytics-dimensions.server";
import { GOALS, type Goal } from "./goals.server";
import { heavyVisitorsIn } from "./heavy-visitors.server";

// The numbers /admin/analytics shows for a range of days: from the daily totals for the days
// rolled up (analytics-rollup.server.ts); for the others (today, and yesterday until its roll-up)
// from their provisional roll-up plus the page views after it (analytics-live.server.ts), or from
// their page views alone before it has any. A visitor is counted once a day: over several days
// the visitors are the sum of each day's (nobody can be recognised from one day to the next).

export type DayRange = { from: string; to: string };
/** A report's range with its days not rolled up, asked once for all its tables. */
export type ReportDays = DayRange & { unrolled: string[] };
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

/** The range and its days not rolled up. */
export async function reportDays(range: DayRange): Promise<ReportDays> {
  const rolled = await dailyRowsOf("total", range).select("day").execute();
  const done = new Set(rolled.map((row) => row.day));
  return { ...range, unrolled: daysOf(range).filter((day) => !done.has(day)) };
}

/** The daily totals of the days found rolled up (one rolled up since is read as not rolled up, not twice). */
function rolledRowsOf(dimension: string, days: ReportDays) {
  return dailyRowsOf(dimension, days).$if(days.unrolled.length > 0, (query) =>
    query.where("day", "not in", days.unrolled),
  );
}

/**
 * The provisional roll-up of `dimension` on the days not rolled up, with the last page view each
 * covers (0: none yet): one statement, so the rows and their watermark come from the same refresh.
 */
async function liveRowsOf(dimension: string, days: string[]) {
  const rows = await db
    .selectFrom("analytics_live_days as d")
    .leftJoin("analytics_live as l", (join) => join.onRef("l.day", "=", "d.day").on("l.dimension", "=", dimension))
    .select(["d.day", "d.through_id", "l.value", "l.views", "l.visitors"])
    .where("d.day", "in", days)
    .execute();
  const through = new Map(days.map((day) => [day, 0]));
  const live: Array<{ day: string; value: string; views: number; visitors: number }> = [];
  for (const row of rows) {
    through.set(row.day, Number(row.through_id));
    if (row.value !== null)
      live.push({ day: row.day, value: row.value, views: Number(row.views), visitors: Number(row.visitors) });
  }
  return { through, live };
}

/** Views and visitors per day and value of `counted` on the days not rolled up. */
async function unrolledRows(counted: Counted, days: ReportDays) {
  if (days.unrolled.length === 0) return [];
  const { through, live } = await liveRowsOf(counted, days.unrolled);
  const added = await Promise.all(
    [...through].map(async ([day, after]) =>
      (await countedIn(db, counted, { day, after })).map((row) => ({ day, ...row })),
    ),
  );
  return [...live, ...added.flat()];
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
export async function dimensionTotals(dimension: Dimension, days: ReportDays) {
  const [rolled, unrolled] = await Promise.all([
    rolledRowsOf(dimension, days)
      .select(["value", sql<number>`sum(views)`.as("views"), sql<number>`sum(visitors)`.as("visitors")])
      .groupBy("value")
      .execute(),
    unrolledRows(dimension, days),
  ]);
  return merged([...rolled, ...unrolled]);
}

/** Every day of the range with its views and visitors (0 for a day without any). */
export async function dailyTotals(days: ReportDays): Promise<DayRow[]> {
  const [rolled, unrolled] = await Promise.all([
    rolledRowsOf("total", days).select(["day", "views", "visitors"]).execute(),
    unrolledRows("total", days),
  ]);
  const byDay = new Map<string, DayRow>();
  for (const row of [...rolled, ...unrolled]) {
    const total = byDay.get(row.day) ?? { day: row.day, views: 0, visitors: 0 };
    total.views += Number(row.views);
    total.visitors += Number(row.visitors);
    byDay.set(row.day, total);
  }
  return daysOf(days).map((day) => byDay.get(day) ?? { day, views: 0, visitors: 0 });
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
export async function conversions(by: "source" | "page", days: ReportDays): Promise<GoalRow[]> {
  const column = by === "source" ? sql<string>`coalesce(source, '')` : sql<string>`coalesce(page, '')`;
  const [goals, visits] = await Promise.all([
    goalsIn(days)
      .select([column.as("value"), sql<number>`count(*)`.as("goals")])
      .groupBy(column)
      .execute(),
    dimensionTotals(by, days),
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
export async function heavyTrafficDays(days: ReportDays) {
  const [rolled, unrolled] = await Promise.all([
    rolledRowsOf("heavy", days).select(["day", "visitors", "views"]).execute(),
    heavyUnrolled(days),
  ]);
  return [...rolled, ...unrolled].sort((a, b) => a.day.localeCompare(b.day));
}

/** The heavy visitors of the days not rolled up: their provisional roll-up's and those after it. */
async function heavyUnrolled(days: ReportDays) {
  if (days.unrolled.length === 0) return [];
  const { through, live } = await liveRowsOf("heavy", days.unrolled);
  const perDay = await Promise.all(
    [...through].map(async ([day, after]) => {
      const added = await heavyVisitorsIn(db, { day, after });
      const before = live.find((row) => row.day === day);
      return { day, visitors: (before?.visitors ?? 0) + added.visitors, views: (before?.views ?? 0) + added.views };
    }),
  );
  return perDay.filter((day) => day.visitors > 0);
}
