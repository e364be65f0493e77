import { sql, type Kysely, type RawBuilder } from "kysely";

import { db } from "~/db.server";
import { dayOf } from "~/lib/page-view";

import { DIMENSIONS, dimensionValue } from "./analytics-dimensions.server";
import { heavyVisitorsIn } from "./heavy-visitors.server";
import { deleteOldSalts } from "./page-views.server";
import type { Database } from "../../db/database";

// Retention (issue 43): page views are kept 30 days; each finished day is rolled up into its
// totals per page, source, device… (analytics_daily), which the report reads and which are kept
// ANALYTICS_RETENTION_MONTHS. Every instance runs this in its housekeeping; a day is rolled up
// once across them all: its `total` row is written first, in the same transaction, and an instance
// that finds it there (or waits on another's insert of it) leaves the day alone. The day's
// provisional roll-up (analytics-live.server.ts) is deleted in the same transaction.

export const PAGE_VIEW_RETENTION_DAYS = 30;
/** A page view may reach the database this long after its day ended (a worker's buffer, a busy database). */
const LATE_VIEWS_MS = 10 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

type Executor = Kysely<Database>;

/**
 * Inserts `day`'s views and visitors per value of `value` under `dimension` (the day's own, its
 * total, without one); how many rows (0 when the day's are there).
 */
async function insertDailyRows(trx: Executor, day: string, dimension: string, value: RawBuilder<string | null> | null) {
  const grouped = value ?? sql<string>`''`;
  const inserted = await trx
    .insertInto("analytics_daily")
    .columns(["day", "dimension", "value", "views", "visitors"])
    .expression(
      trx
        .selectFrom("page_views")
        .select([
          "day",
          sql.lit(dimension).as("dimension"),
          grouped.as("value"),
          sql<number>`count(*)`.as("views"),
          sql<number>`count(distinct visitor)`.as("visitors"),
        ])
        .where("day", "=", day)
        .where(grouped, "is not", null)
        .groupBy(value ? ["day", value] : ["day"]),
    )
    .onConflict((oc) => oc.columns(["day", "dimension", "value"]).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0);
}

/** Rolls up `day` unless another instance did; whether this one did. */
export async function rollUpDay(day: string) {
  return db.transaction().execute(async (trx) => {
    // The day's claim: its total row, which only one transaction inserts.
    if ((await insertDailyRows(trx, day, "total", null)) === 0) return false;
    for (const dimension of DIMENSIONS) await insertDailyRows(trx, day, dimension, dimensionValue(dimension));
    const heavy = await heavyVisitorsIn(trx, { day, after: 0 });
    if (heavy.visitors > 0)
      await trx
        .insertInto("analytics_daily")
        .values({ day, ...heavy, dimension: "heavy", value: "" })
        .execute();
    // The day's provisional roll-up gives way (its watermark first: a refresh under way holds it).
    await trx.deleteFrom("analytics_live_days").where("day", "=", day).execute();
    await trx.deleteFrom("analytics_live").where("day", "=", day).execute();
    return true;
  });
}

/** The first day still kept when `months` months of days are kept up to `now`. */
function monthsBefore(now: Date, months: number) {
  const first = new Date(now);
  first.setUTCMonth(first.getUTCMonth() - months);
  return dayOf(first);
}

/**
 * The analytics' housekeeping: rolls up every finished day not rolled up yet, deletes page views
 * past 30 days, totals and goals past `retentionMonths`, and the salts of days that are over.
 */
export async function rollUpAnalytics(now: Date, retentionMonths: number) {
  const before = dayOf(now.getTime() - LATE_VIEWS_MS);
  const pending = await db
    .selectFrom("page_views")
    .select("day")
    .distinct()
    .where("day", "<", before)
    .where("day", "not in", db.selectFrom("analytics_daily").select("day").where("dimension", "=", "total"))
    .orderBy("day")
    .execute();
  let rolledUp = 0;
  for (const { day } of pending) if (await rollUpDay(day)) rolledUp += 1;

  await db
    .deleteFrom("page_views")
    .where("day", "<", dayOf(now.getTime() - PAGE_VIEW_RETENTION_DAYS * DAY_MS))
    .execute();
  // Provisional roll-ups left by a refresh that crossed its day's roll-up: only today's and yesterday's are kept.
  const yesterday = dayOf(now.getTime() - DAY_MS);
  await db.deleteFrom("analytics_live_days").where("day", "<", yesterday).execute();
  await db.deleteFrom("analytics_live").where("day", "<", yesterday).execute();
  const firstKept = monthsBefore(now, retentionMonths);
  await db.deleteFrom("analytics_daily").where("day", "<", firstKept).execute();
  await db.deleteFrom("analytics_goals").where("day", "<", firstKept).execute();
  await deleteOldSalts(dayOf(now));
  return rolledUp;
}
