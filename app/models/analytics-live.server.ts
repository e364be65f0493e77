import { sql, type Kysely } from "kysely";

import { db, engine } from "~/db.server";
import { dayOf } from "~/lib/page-view";

import { countedIn, type Counted, type Span } from "./analytics-delta.server";
import { DIMENSIONS } from "./analytics-dimensions.server";
import { heavyVisitorsIn } from "./heavy-visitors.server";
import type { Database } from "../../db/database";

// The provisional roll-up of the days not rolled up yet (today, and yesterday until its roll-up),
// so the report reads aggregates and only a minute's page views (issue 43). The background work
// brings it up to date every minute: the views after its last one (`through_id`) are counted as
// they add to it (analytics-delta.server.ts). Once across instances: an instance counts the views
// in between only if it moves the day's watermark from where it found it. The day's roll-up
// replaces it in one transaction (analytics-rollup.server.ts).

/** Rows per INSERT: five columns each. */
const INSERT_BATCH = 500;
const DAY_MS = 24 * 60 * 60 * 1000;
const COUNTED: Counted[] = ["total", ...DIMENSIONS];

async function greatestId(executor: Kysely<Database>) {
  const row = await executor
    .selectFrom("page_views")
    .select(sql<number | null>`max(id)`.as("id"))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/**
 * The greatest page view id below which every view is committed: no view committed later can
 * have a smaller one, so "after the watermark" misses nothing.
 */
export async function committedThrough() {
  // SQLite writes one transaction at a time: a batch committed later was numbered later.
  if (engine === "sqlite") return greatestId(db);
  // PostgreSQL numbers a batch when it inserts, and one numbered first may commit last: the lock
  // waits for the inserts under way to commit and holds new ones off for the read.
  return db.transaction().execute(async (trx) => {
    await sql`lock table page_views in share mode`.execute(trx);
    return greatestId(trx);
  });
}

async function isRolledUp(executor: Kysely<Database>, day: string) {
  const total = await executor
    .selectFrom("analytics_daily")
    .select("day")
    .where("dimension", "=", "total")
    .where("day", "=", day)
    .executeTakeFirst();
  return total !== undefined;
}

/** Moves `day`'s watermark from `after` to `through`; false when another instance moved it first. */
async function claim(trx: Kysely<Database>, day: string, after: number, through: number, now: Date) {
  const refreshedAt = now.toISOString();
  if (after === 0) {
    const made = await trx
      .insertInto("analytics_live_days")
      .values({ day, through_id: through, refreshed_at: refreshedAt })
      .onConflict((oc) => oc.column("day").doNothing())
      .executeTakeFirst();
    return Number(made.numInsertedOrUpdatedRows ?? 0) > 0;
  }
  const moved = await trx
    .updateTable("analytics_live_days")
    .set({ through_id: through, refreshed_at: refreshedAt })
    .where("day", "=", day)
    .where("through_id", "=", after)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) > 0;
}

/** Adds the views of `span` to `span.day`'s provisional roll-up. */
async function addToLive(trx: Kysely<Database>, span: Span) {
  const rows = [];
  for (const counted of COUNTED) {
    for (const row of await countedIn(trx, counted, span)) rows.push({ day: span.day, dimension: counted, ...row });
  }
  const heavy = await heavyVisitorsIn(trx, span);
  if (heavy.views > 0) rows.push({ day: span.day, dimension: "heavy", value: "", ...heavy });
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await trx
      .insertInto("analytics_live")
      .values(rows.slice(start, start + INSERT_BATCH))
      .onConflict((oc) =>
        oc.columns(["day", "dimension", "value"]).doUpdateSet({
          views: sql`analytics_live.views + excluded.views`,
          visitors: sql`analytics_live.visitors + excluded.visitors`,
        }),
      )
      .execute();
  }
}

/**
 * Brings `day`'s provisional roll-up up to the views committed through `through` (by default, now);
 * whether this instance did.
 */
export async function refreshLiveDay(day: string, now: Date, through?: number) {
  through ??= await committedThrough();
  return db.transaction().execute(async (trx) => {
    if (await isRolledUp(trx, day)) return false;
    const live = await trx
      .selectFrom("analytics_live_days")
      .select("through_id")
      .where("day", "=", day)
      .executeTakeFirst();
    const after = Number(live?.through_id ?? 0);
    if (through <= after || !(await claim(trx, day, after, through, now))) return false;
    await addToLive(trx, { day, after, through });
    return true;
  });
}

/** The background work's minute: today's and yesterday's (until its roll-up) provisional roll-ups brought up to date. */
export async function refreshLiveAnalytics(now: Date) {
  // One watermark for both days: on PostgreSQL reading it locks the page views briefly.
  const through = await committedThrough();
  for (const day of [dayOf(now.getTime() - DAY_MS), dayOf(now)]) await refreshLiveDay(day, now, through);
}
