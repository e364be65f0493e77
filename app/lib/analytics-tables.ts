/** The tables of /admin/analytics, in the order the page shows them; each is also a CSV (/admin/analytics.csv?table=…). */
export const ANALYTICS_TABLES = [
  "daily",
  "pages",
  "referrers",
  "campaigns",
  "goals",
  "by-source",
  "by-page",
  "applications",
  "devices",
  "browsers",
  "countries",
] as const;
export type AnalyticsTableKey = (typeof ANALYTICS_TABLES)[number];

export function isAnalyticsTable(value: unknown): value is AnalyticsTableKey {
  return (ANALYTICS_TABLES as readonly unknown[]).includes(value);
}
