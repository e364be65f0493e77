import { sql, type Kysely } from "kysely";

import { viewsIn, type Span } from "./analytics-delta.server";
import type { Database } from "../../db/database";

// A flood from one address that the bot list does not know is counted like a person (its writes
// meet the write limits); the report flags the days it happened: a visitor key with more page
// views in a day than a person reads.

export const HEAVY_VISITOR_VIEWS = 300;

/**
 * The visitors who became heavy in `span` (more than HEAVY_VISITOR_VIEWS views that day) and their
 * views, plus the views in `span` of those heavy before it: what adds to the counts up to `after`.
 */
export async function heavyVisitorsIn(executor: Kysely<Database>, span: Span) {
  const rows = await executor
    .selectFrom("page_views")
    .select([
      sql<number>`count(*)`.as("views"),
      sql<number>`sum(case when id <= ${span.after} then 1 else 0 end)`.as("before"),
    ])
    .where("day", "=", span.day)
    .$if(span.through !== undefined, (query) => query.where("id", "<=", span.through ?? 0))
    .$if(span.after > 0, (query) => query.where("visitor", "in", viewsIn(executor, span).select("visitor")))
    .groupBy("visitor")
    .having(sql`count(*)`, ">", HEAVY_VISITOR_VIEWS)
    .execute();
  let visitors = 0;
  let views = 0;
  for (const row of rows) {
    const before = Number(row.before);
    if (before > HEAVY_VISITOR_VIEWS) {
      views += Number(row.views) - before;
    } else {
      visitors += 1;
      views += Number(row.views);
    }
  }
  return { visitors, views };
}
