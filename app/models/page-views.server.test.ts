import { sql } from "kysely";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db } from "~/db.server";
import type { PageViewFacts } from "~/lib/page-view";
import { pageViewFacts } from "~/lib/page-view.testing";

import { deleteOldSalts, savePageViews } from "./page-views.server";
import { emptyTables, startTestDatabase } from "./testing.server";

beforeAll(startTestDatabase);
beforeEach(() => emptyTables("page_views", "analytics_salts"));

const ADDRESS = "198.51.100.23";
const USER_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Tracing-7f3a";
const isSiteHost = (host: string) => host === "site.test";

const view = (at: string, changes: Partial<PageViewFacts> = {}) =>
  pageViewFacts(at, { address: ADDRESS, userAgent: USER_AGENT, ...changes });

async function visitors() {
  return db.selectFrom("page_views").select(["day", "visitor"]).orderBy("id").execute();
}

describe("savePageViews", () => {
  it("gives one visitor one key all day, another the next day, and another person another key", async () => {
    await savePageViews(
      [
        view("2026-11-27T08:00:00Z"),
        view("2026-11-27T21:30:00Z", { url: "/services" }),
        view("2026-11-27T09:00:00Z", { address: "198.51.100.24" }),
        view("2026-11-27T09:00:00Z", { userAgent: `${USER_AGENT} Edg/126.0` }),
        view("2026-11-28T08:00:00Z"),
      ],
      isSiteHost,
    );
    const [morning, evening, neighbour, otherBrowser, nextDay] = await visitors();
    expect(evening!.visitor).toBe(morning!.visitor);
    expect(new Set([morning!.visitor, neighbour!.visitor, otherBrowser!.visitor, nextDay!.visitor]).size).toBe(4);
    expect(nextDay!.day).toBe("2026-11-28");
  });

  // Days of its own: each process keeps the salts it used in memory.
  it("keeps a day's salt until the day is over, then deletes it", async () => {
    await savePageViews([view("2026-12-01T08:00:00Z")], isSiteHost);
    await savePageViews([view("2026-12-01T09:00:00Z")], isSiteHost);
    expect(await db.selectFrom("analytics_salts").select("day").execute()).toEqual([{ day: "2026-12-01" }]);
    await savePageViews([view("2026-12-02T00:00:01Z")], isSiteHost);
    expect(await db.selectFrom("analytics_salts").select("day").execute()).toEqual([{ day: "2026-12-02" }]);
    await deleteOldSalts("2026-12-03");
    expect(await db.selectFrom("analytics_salts").select("day").execute()).toEqual([]);
  });

  it("stores neither the address nor the user agent anywhere in the database", async () => {
    await savePageViews(
      [view("2026-11-27T08:00:00Z", { referrer: "https://news.example/item", country: "DE" })],
      isSiteHost,
    );
    expect(await db.selectFrom("page_views").select(["referrer_host", "country", "browser"]).execute()).toEqual([
      { referrer_host: "news.example", country: "DE", browser: "Chrome" },
    ]);
    const tables = (await db.introspection.getTables()).filter((table) => !table.isView);
    expect(tables.map((table) => table.name)).toContain("page_views");
    for (const table of tables) {
      for (const column of table.columns.filter((column) => /char|text|clob/i.test(column.dataType))) {
        const found = await db
          .selectFrom(sql.table(table.name).as("t"))
          .select(sql<number>`count(*)`.as("n"))
          .where((eb) =>
            eb.or([
              eb(sql.ref(column.name), "like", `%${ADDRESS}%`),
              eb(sql.ref(column.name), "like", "%Tracing-7f3a%"),
            ]),
          )
          .executeTakeFirstOrThrow();
        expect(Number(found.n), `${table.name}.${column.name}`).toBe(0);
      }
    }
  });

  it("drops what is not a person's page view", async () => {
    const saved = await savePageViews(
      [view("2026-11-27T08:00:00Z", { userAgent: "Googlebot/2.1" }), view("2026-11-27T08:00:00Z", { status: 404 })],
      isSiteHost,
    );
    expect(saved).toBe(0);
    expect(await visitors()).toEqual([]);
  });

  it("stores a flush of several INSERTs whole, every view's facts in their own columns", async () => {
    const count = 1201;
    const facts = Array.from({ length: count }, (_, index) =>
      view("2026-11-27T08:00:00Z", {
        url: `/blog/${index}${index % 3 === 0 ? `?utm_source=s${index}&utm_campaign=c${index}` : ""}`,
        referrer: index % 2 ? `https://ref${index}.example/` : "",
        country: index % 5 ? "IN" : "",
      }),
    );
    expect(await savePageViews(facts, isSiteHost)).toBe(count);
    const rows = await db
      .selectFrom("page_views")
      .select(["path", "utm_source", "utm_campaign", "referrer_host", "country", "device", "day"])
      .orderBy("id")
      .execute();
    expect(rows).toEqual(
      facts.map((_, index) => ({
        path: `/blog/${index}`,
        utm_source: index % 3 === 0 ? `s${index}` : null,
        utm_campaign: index % 3 === 0 ? `c${index}` : null,
        referrer_host: index % 2 ? `ref${index}.example` : null,
        country: index % 5 ? "IN" : null,
        device: "desktop",
        day: "2026-11-27",
      })),
    );
  });
});
