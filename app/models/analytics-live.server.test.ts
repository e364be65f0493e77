import { sql } from "kysely";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db } from "~/db.server";
import type { PageViewFacts } from "~/lib/page-view";
import { pageViewFacts } from "~/lib/page-view.testing";

import { DIMENSIONS, dimensionValue } from "./analytics-dimensions.server";
import { committedThrough, refreshLiveAnalytics, refreshLiveDay } from "./analytics-live.server";
import { dailyTotals, dimensionTotals, heavyTrafficDays, reportDays } from "./analytics-report.server";
import { rollUpAnalytics, rollUpDay } from "./analytics-rollup.server";
import { HEAVY_VISITOR_VIEWS } from "./heavy-visitors.server";
import { savePageViews } from "./page-views.server";
import { emptyTables, startTestDatabase } from "./testing.server";

beforeAll(startTestDatabase);
beforeEach(() =>
  emptyTables("page_views", "analytics_daily", "analytics_live", "analytics_live_days", "analytics_salts"),
);

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const NOW = new Date("2026-11-26T12:00:00Z");
const RANGE = { from: "2026-11-24", to: "2026-11-26" };

const view = (at: string, address: string, changes: Partial<PageViewFacts> = {}) =>
  pageViewFacts(at, { address, ...changes });
const save = (views: PageViewFacts[]) => savePageViews(views, (host) => host === "site.test");

/** Views of yesterday (the 25th) and today (the 26th) from a few visitors. */
const FIRST_VIEWS = [
  view("2026-11-25T09:00:00Z", "10.0.0.1", { url: "/about?utm_source=mail&utm_campaign=autumn" }),
  view("2026-11-25T09:05:00Z", "10.0.0.1", { url: "/appointment", referrer: "https://site.test/about" }),
  view("2026-11-25T10:00:00Z", "10.0.0.2", {
    url: "/insights",
    userAgent: IPHONE,
    referrer: "https://www.google.com/",
  }),
  view("2026-11-26T08:00:00Z", "10.0.0.1", { url: "/about", country: "IN" }),
  view("2026-11-26T08:10:00Z", "10.0.0.3", { url: "/about", country: "DE" }),
  view("2026-11-26T08:20:00Z", "10.0.0.3", { url: "/careers", referrer: "https://www.linkedin.com/" }),
];

/** Later views: visitors seen before (on the same page and on another), a new one, yesterday's late one. */
const LATER_VIEWS = [
  view("2026-11-26T11:00:00Z", "10.0.0.1", { url: "/about", country: "IN" }),
  view("2026-11-26T11:01:00Z", "10.0.0.3", { url: "/insights?utm_source=mail&utm_campaign=autumn" }),
  view("2026-11-26T11:02:00Z", "10.0.0.4", { url: "/about", userAgent: IPHONE, referrer: "https://www.google.com/" }),
  view("2026-11-25T23:59:00Z", "10.0.0.2", { url: "/insights", userAgent: IPHONE }),
  view("2026-11-25T23:59:30Z", "10.0.0.5", { url: "/insights" }),
];

/** `count` views of /insights by one address on the 26th: a flood. */
const flood = (count: number, address = "10.0.0.9") =>
  Array.from({ length: count }, (_, index) =>
    view("2026-11-26T11:30:00Z", address, { url: `/insights?page=${index}` }),
  );

/** What the report must show, counted from scratch over every page view. */
async function countedFromScratch() {
  const tables: Record<string, unknown> = {};
  for (const dimension of DIMENSIONS) {
    const value = dimensionValue(dimension);
    const perDay = await db
      .selectFrom("page_views")
      .select([
        value.as("value"),
        sql<number>`count(*)`.as("views"),
        sql<number>`count(distinct visitor)`.as("visitors"),
      ])
      .where(value, "is not", null)
      .groupBy(["day", value])
      .execute();
    const totals = new Map<string, { value: string; views: number; visitors: number }>();
    for (const row of perDay) {
      const total = totals.get(row.value as string) ?? { value: row.value as string, views: 0, visitors: 0 };
      total.views += Number(row.views);
      total.visitors += Number(row.visitors);
      totals.set(total.value, total);
    }
    tables[dimension] = expect.arrayContaining([...totals.values()]);
    tables[`${dimension} rows`] = totals.size;
  }
  const days = await db
    .selectFrom("page_views")
    .select(["day", sql<number>`count(*)`.as("views"), sql<number>`count(distinct visitor)`.as("visitors")])
    .groupBy("day")
    .execute();
  tables.daily = ["2026-11-24", "2026-11-25", "2026-11-26"].map((day) => {
    const row = days.find((counted) => counted.day === day);
    return { day, views: Number(row?.views ?? 0), visitors: Number(row?.visitors ?? 0) };
  });
  const heavy = await db
    .selectFrom("page_views")
    .select(["day", "visitor", sql<number>`count(*)`.as("views")])
    .groupBy(["day", "visitor"])
    .having(sql`count(*)`, ">", HEAVY_VISITOR_VIEWS)
    .execute();
  tables.heavy = [...new Set(heavy.map((row) => row.day))].sort().map((day) => {
    const ofDay = heavy.filter((row) => row.day === day);
    return { day, visitors: ofDay.length, views: ofDay.reduce((sum, row) => sum + Number(row.views), 0) };
  });
  return tables;
}

/** The report's numbers, in the shape of countedFromScratch's. */
async function reported() {
  const days = await reportDays(RANGE);
  const tables: Record<string, unknown> = {};
  for (const dimension of DIMENSIONS) {
    const rows = await dimensionTotals(dimension, days);
    tables[dimension] = rows;
    tables[`${dimension} rows`] = rows.length;
  }
  tables.daily = await dailyTotals(days);
  tables.heavy = (await heavyTrafficDays(days)).map(({ day, visitors, views }) => ({
    day,
    visitors: Number(visitors),
    views: Number(views),
  }));
  return tables;
}

const expectExactReport = async () => expect(await reported()).toEqual(await countedFromScratch());

async function liveThrough() {
  return db.selectFrom("analytics_live_days").select(["day", "through_id"]).orderBy("day").execute();
}

async function greatestViewId() {
  const row = await db
    .selectFrom("page_views")
    .select(sql<number>`max(id)`.as("id"))
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

describe("the provisional roll-up of the days not rolled up", () => {
  it("keeps the report exact before and after each refresh, with views after the watermark", async () => {
    await save([...FIRST_VIEWS, ...flood(HEAVY_VISITOR_VIEWS - 10)]);
    await expectExactReport();

    await refreshLiveAnalytics(NOW);
    const first = await greatestViewId();
    expect(await liveThrough()).toEqual([
      { day: "2026-11-25", through_id: first },
      { day: "2026-11-26", through_id: first },
    ]);
    await expectExactReport();

    // After the watermark: the same visitors on the same and other pages, new ones, and the flood past the threshold.
    await save([...LATER_VIEWS, ...flood(20), ...flood(HEAVY_VISITOR_VIEWS + 1, "10.0.0.10")]);
    await expectExactReport();
    expect((await reported()).heavy).toEqual([
      { day: "2026-11-26", visitors: 2, views: HEAVY_VISITOR_VIEWS + 10 + HEAVY_VISITOR_VIEWS + 1 },
    ]);

    await refreshLiveAnalytics(NOW);
    expect((await liveThrough()).map((day) => day.through_id)).toEqual([
      await greatestViewId(),
      await greatestViewId(),
    ]);
    await expectExactReport();
    // An already heavy visitor's further views, after the second watermark.
    await save([...flood(5), ...LATER_VIEWS.slice(0, 2)]);
    await expectExactReport();
    await refreshLiveAnalytics(NOW);
    await expectExactReport();
  });

  it("gives way to the day's roll-up: nothing counted twice, nothing lost", async () => {
    await save(FIRST_VIEWS);
    await refreshLiveAnalytics(NOW);
    await save(LATER_VIEWS);
    expect(await rollUpDay("2026-11-25")).toBe(true);
    expect((await liveThrough()).map((day) => day.day)).toEqual(["2026-11-26"]);
    expect(await db.selectFrom("analytics_live").select("day").distinct().execute()).toEqual([{ day: "2026-11-26" }]);
    await expectExactReport();
    // A rolled-up day gets no provisional roll-up again.
    expect(await refreshLiveDay("2026-11-25", NOW)).toBe(false);
    await refreshLiveAnalytics(NOW);
    expect((await liveThrough()).map((day) => day.day)).toEqual(["2026-11-26"]);
    await expectExactReport();
  });

  it("is brought up to date once when two instances refresh at once", async () => {
    await save(FIRST_VIEWS);
    await refreshLiveAnalytics(NOW);
    await save(LATER_VIEWS);
    expect(await Promise.all([refreshLiveDay("2026-11-26", NOW), refreshLiveDay("2026-11-26", NOW)])).toEqual(
      expect.arrayContaining([true, false]),
    );
    await expectExactReport();
    expect(await Promise.all([refreshLiveDay("2026-11-25", NOW), refreshLiveDay("2026-11-25", NOW)])).toEqual(
      expect.arrayContaining([true, false]),
    );
    await expectExactReport();
  });

  it("is forgotten by the housekeeping once its day is before yesterday, left by a refresh that crossed the roll-up", async () => {
    await save(FIRST_VIEWS);
    await refreshLiveAnalytics(NOW);
    // As if a refresh had committed the 25th's provisional rows just after its roll-up deleted them.
    await rollUpDay("2026-11-25");
    await db.insertInto("analytics_live_days").values({ day: "2026-11-25", through_id: 1, refreshed_at: "" }).execute();
    await db
      .insertInto("analytics_live")
      .values({ day: "2026-11-25", dimension: "total", value: "", views: 1, visitors: 1 })
      .execute();
    // The report reads a rolled-up day's totals only.
    await expectExactReport();
    await rollUpAnalytics(new Date("2026-11-26T12:00:00Z"), 25);
    expect((await liveThrough()).map((day) => day.day)).toEqual(["2026-11-25", "2026-11-26"]);
    // Five minutes into the 27th: the 26th is yesterday, not rolled up yet (its late views may still come).
    await rollUpAnalytics(new Date("2026-11-27T00:05:00Z"), 25);
    expect((await liveThrough()).map((day) => day.day)).toEqual(["2026-11-26"]);
    expect(await db.selectFrom("analytics_live").select("day").distinct().execute()).toEqual([{ day: "2026-11-26" }]);
  });

  it("takes as its watermark no view that an insert under way could still commit below", async () => {
    await save(FIRST_VIEWS);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let inserted = 0;
    let asked: Promise<number> | undefined;
    await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("page_views")
        .values({
          viewed_at: "2026-11-26T11:00:00.000Z",
          day: "2026-11-26",
          path: "/",
          device: "desktop",
          browser: "Chrome",
          visitor: "late-batch",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      inserted = row.id;
      // The watermark is asked while this batch is not committed yet.
      asked = committedThrough();
      setTimeout(release, 200);
      await released;
    });
    expect(await asked).toBeGreaterThanOrEqual(inserted);
  });
});
