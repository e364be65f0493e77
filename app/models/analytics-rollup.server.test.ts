import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db } from "~/db.server";
import type { PageViewFacts } from "~/lib/page-view";
import { pageViewFacts } from "~/lib/page-view.testing";

import { DIMENSIONS } from "./analytics-dimensions.server";
import {
  conversions,
  dailyTotals,
  dimensionTotals,
  goalCounts,
  heavyTrafficDays,
  reportDays,
} from "./analytics-report.server";
import { rollUpAnalytics, rollUpDay } from "./analytics-rollup.server";
import { recordGoal } from "./goals.server";
import { HEAVY_VISITOR_VIEWS } from "./heavy-visitors.server";
import { savePageViews } from "./page-views.server";
import { emptyTables, startTestDatabase } from "./testing.server";

beforeAll(startTestDatabase);
beforeEach(() => emptyTables("page_views", "analytics_daily", "analytics_goals", "analytics_salts"));

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

const view = (at: string, address: string, changes: Partial<PageViewFacts> = {}) =>
  pageViewFacts(at, { address, ...changes });

/** Two days of visits: a reader from a campaign, a phone from a search engine, a direct one. */
async function twoDays() {
  const isSiteHost = (host: string) => host === "site.test";
  await savePageViews(
    [
      view("2026-11-25T09:00:00Z", "10.0.0.1", { url: "/about?utm_source=mail&utm_campaign=autumn" }),
      view("2026-11-25T09:05:00Z", "10.0.0.1", { url: "/appointment", referrer: "https://site.test/about" }),
      view("2026-11-25T10:00:00Z", "10.0.0.2", {
        url: "/insights",
        userAgent: IPHONE,
        referrer: "https://www.google.com/",
        country: "IN",
      }),
      view("2026-11-26T08:00:00Z", "10.0.0.1", { url: "/about" }),
      view("2026-11-26T08:00:00Z", "10.0.0.3", { url: "/about", country: "DE" }),
    ],
    isSiteHost,
  );
  await recordGoal({ goal: "booking", page: "/about", source: "mail" }, new Date("2026-11-25T09:10:00Z"));
}

const RANGE = { from: "2026-11-24", to: "2026-11-26" };

async function report() {
  const days = await reportDays(RANGE);
  const tables: Record<string, unknown> = { daily: await dailyTotals(days) };
  for (const dimension of DIMENSIONS) tables[dimension] = await dimensionTotals(dimension, days);
  tables.bySource = await conversions("source", days);
  tables.byPage = await conversions("page", days);
  tables.goals = await goalCounts(days);
  return tables;
}

describe("the report and the roll-up", () => {
  it("reports the same numbers from the page views and from the days rolled up", async () => {
    await twoDays();
    const fromPageViews = await report();
    expect(fromPageViews.daily).toEqual([
      { day: "2026-11-24", views: 0, visitors: 0 },
      { day: "2026-11-25", views: 3, visitors: 2 },
      { day: "2026-11-26", views: 2, visitors: 2 },
    ]);
    expect(fromPageViews.page).toEqual([
      { value: "/about", views: 3, visitors: 3 },
      { value: "/appointment", views: 1, visitors: 1 },
      { value: "/insights", views: 1, visitors: 1 },
    ]);
    expect(fromPageViews.source).toEqual([
      { value: "", views: 3, visitors: 3 },
      { value: "google.com", views: 1, visitors: 1 },
      { value: "mail", views: 1, visitors: 1 },
    ]);
    expect(fromPageViews.device).toEqual([
      { value: "desktop", views: 4, visitors: 3 },
      { value: "mobile", views: 1, visitors: 1 },
    ]);
    expect(fromPageViews.campaign).toEqual([{ value: "autumn", views: 1, visitors: 1 }]);
    expect(fromPageViews.bySource).toEqual([{ value: "mail", goals: 1, visitors: 1, rate: 1 }]);
    expect(fromPageViews.byPage).toEqual([{ value: "/about", goals: 1, visitors: 3, rate: 1 / 3 }]);

    // Ten minutes into the 27th both days are over: rolled up, the numbers stay.
    expect(await rollUpAnalytics(new Date("2026-11-27T00:11:00Z"), 25)).toBe(2);
    expect(await report()).toEqual(fromPageViews);
    // A range of rolled-up days only reads no page views at all.
    const rolledOnly = { from: "2026-11-25", to: "2026-11-26" };
    expect(await dailyTotals(await reportDays(rolledOnly))).toEqual((fromPageViews.daily as unknown[]).slice(1));
    expect(await dimensionTotals("page", await reportDays(rolledOnly))).toEqual(fromPageViews.page);
    expect(await heavyTrafficDays(await reportDays(rolledOnly))).toEqual([]);
    expect(await rollUpAnalytics(new Date("2026-11-27T01:11:00Z"), 25)).toBe(0);
  });

  it("waits for a day's late views, and rolls a day up once when two instances try at once", async () => {
    await twoDays();
    expect(await rollUpAnalytics(new Date("2026-11-27T00:05:00Z"), 25)).toBe(1);
    expect(await Promise.all([rollUpDay("2026-11-26"), rollUpDay("2026-11-26")])).toEqual(
      expect.arrayContaining([true, false]),
    );
    const totals = await db
      .selectFrom("analytics_daily")
      .select(["day", "views"])
      .where("dimension", "=", "total")
      .orderBy("day")
      .execute();
    expect(totals).toEqual([
      { day: "2026-11-25", views: 3 },
      { day: "2026-11-26", views: 2 },
    ]);
  });

  it("deletes page views after 30 days, totals and goals after the months kept, and old salts", async () => {
    await twoDays();
    await rollUpAnalytics(new Date("2026-12-26T12:00:00Z"), 25);
    expect(await db.selectFrom("page_views").select("day").distinct().execute()).toEqual([{ day: "2026-11-26" }]);
    expect(await db.selectFrom("analytics_salts").selectAll().execute()).toEqual([]);
    await rollUpAnalytics(new Date("2026-12-27T12:00:00Z"), 25);
    expect(await db.selectFrom("page_views").selectAll().execute()).toEqual([]);
    // The totals outlive the page views: the report still has the days.
    expect((await dailyTotals(await reportDays(RANGE))).map((day) => day.views)).toEqual([0, 3, 2]);
    await rollUpAnalytics(new Date("2028-12-25T12:00:00Z"), 25);
    expect((await dailyTotals(await reportDays(RANGE))).map((day) => day.views)).toEqual([0, 3, 2]);
    await rollUpAnalytics(new Date("2028-12-26T12:00:00Z"), 24);
    expect((await dailyTotals(await reportDays(RANGE))).map((day) => day.views)).toEqual([0, 0, 0]);
    expect(await db.selectFrom("analytics_goals").selectAll().execute()).toEqual([]);
  });

  it("flags a day when one visitor viewed more pages than a person reads, before and after its roll-up", async () => {
    await twoDays();
    const flood = Array.from({ length: HEAVY_VISITOR_VIEWS + 1 }, (_, index) =>
      view("2026-11-26T09:00:00Z", "10.0.0.9", { url: `/insights?page=${index}` }),
    );
    await savePageViews(flood, (host) => host === "site.test");
    const flagged = [{ day: "2026-11-26", visitors: 1, views: HEAVY_VISITOR_VIEWS + 1 }];
    expect(await heavyTrafficDays(await reportDays(RANGE))).toEqual(flagged);
    await rollUpAnalytics(new Date("2026-11-27T00:11:00Z"), 25);
    expect(await heavyTrafficDays(await reportDays(RANGE))).toEqual(flagged);
  });
});
