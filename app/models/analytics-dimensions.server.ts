import { sql, type RawBuilder } from "kysely";

// What the report breaks visits down by: each dimension's value as a column of page_views, the
// same for a day's roll-up (analytics-rollup.server.ts) and for the days not rolled up yet.

export const DIMENSIONS = ["page", "referrer", "campaign", "source", "device", "browser", "country"] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** The value of `dimension` for a page view; null values are not counted in it, but a direct visit is a source (""). */
export function dimensionValue(dimension: Dimension): RawBuilder<string | null> {
  switch (dimension) {
    case "page":
      return sql<string>`path`;
    case "referrer":
      return sql<string | null>`referrer_host`;
    case "campaign":
      return sql<string | null>`utm_campaign`;
    case "source":
      return sql<string>`coalesce(utm_source, ref, referrer_host, '')`;
    case "device":
      return sql<string>`device`;
    case "browser":
      return sql<string>`browser`;
    case "country":
      return sql<string | null>`country`;
  }
}
