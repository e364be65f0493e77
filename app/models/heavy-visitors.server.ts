import { sql, type Kysely } from "kysely";

import type { Database } from "../../db/database";

// A flood from one address that the bot list does not know is counted like a person (its writes
// meet the write limits); the report flags the days it happened: a visitor key with more page
// views in a day than a person reads.

export const HEAVY_VISITOR_VIEWS = 300;

/** The visitors of `day` with more than HEAVY_VISITOR_VIEWS page views, and those views; null when none. */
export async function heavyVisitorsOn(executor: Kysely<Database>, day: string) {
  const heavy = await executor
    .selectFrom((eb) =>
      eb
        .selectFrom("page_views")
        .select(sql<number>`count(*)`.as("views"))
        .where("day", "=", day)
        .groupBy("visitor")
        .having(sql`count(*)`, ">", HEAVY_VISITOR_VIEWS)
        .as("heavy"),
    )
    .select([sql<number>`count(*)`.as("visitors"), sql<number>`coalesce(sum(views), 0)`.as("views")])
    .executeTakeFirstOrThrow();
  const visitors = Number(heavy.visitors);
  return visitors > 0 ? { day, visitors, views: Number(heavy.views) } : null;
}
