import { sql, type Kysely } from "kysely";

import { dimensionValue, type Dimension } from "./analytics-dimensions.server";
import type { Database } from "../../db/database";

// A day's page views counted so that they add to a provisional roll-up of the views before them
// (analytics-live.server.ts): their views, and their visitors but those the roll-up counted already
// for the same value (a visitor with an earlier view of that value that day). After a refresh these
// are a minute's views; with `after` 0 they are the whole day, counted from scratch.

/** A day's page views after the view numbered `after` (0: from the first) up to `through` (none: the last). */
export type Span = { day: string; after: number; through?: number };
/** What a row counts: the day's own total, or the views per value of a dimension. */
export type Counted = "total" | Dimension;

function valueOf(counted: Counted) {
  return counted === "total" ? sql<string>`''` : dimensionValue(counted);
}

/** The page views of `span`. */
export function viewsIn(executor: Kysely<Database>, { day, after, through }: Span) {
  return (
    executor
      .selectFrom("page_views")
      // After a watermark the views are found by id: without statistics SQLite's planner would walk the day's index.
      .where(after > 0 ? sql<string>`day || ''` : sql.ref("day"), "=", day)
      .where("id", ">", after)
      .$if(through !== undefined, (query) => query.where("id", "<=", through ?? 0))
  );
}

/** Views and visitors new to `counted`'s value per value in `span` (a visitor counted before `after` is not new). */
export async function countedIn(executor: Kysely<Database>, counted: Counted, span: Span) {
  const value = valueOf(counted);
  const perVisitor = viewsIn(executor, span)
    .select([value.as("value"), "visitor", sql<number>`count(*)`.as("views")])
    .where(value, "is not", null)
    // PostgreSQL groups by no constant: the total's value ('') is one per visitor anyway.
    .groupBy(counted === "total" ? ["visitor"] : [value, "visitor"]);
  // Inside the subquery `value` reads the earlier view's own columns (its table is the nearest).
  const isNew =
    span.after > 0
      ? sql<number>`case when exists (select 1 from page_views where day = ${span.day} and visitor = g.visitor
          and id <= ${span.after} and ${value} = g.value) then 0 else 1 end`
      : sql<number>`1`;
  const rows = await executor
    .selectFrom(perVisitor.as("g"))
    .select([
      sql<string>`g.value`.as("value"),
      sql<number>`sum(g.views)`.as("views"),
      sql<number>`sum(${isNew})`.as("visitors"),
    ])
    .groupBy(sql`g.value`)
    .execute();
  return rows.map((row) => ({ value: row.value, views: Number(row.views), visitors: Number(row.visitors) }));
}
