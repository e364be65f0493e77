import type { ExpressionBuilder } from "kysely";

import type { Database } from "../../db/database";

/**
 * The posts the public sees at `now`, in SQL: published, their time come (isLive in
 * app/lib/post-status.ts says the same of one post). For any query over `blogs`.
 */
export function liveAt(now: Date) {
  return (eb: ExpressionBuilder<Database, "blogs">) =>
    eb.and([eb("blogs.status", "=", "published"), eb("blogs.published_at", "<=", now.toISOString())]);
}
