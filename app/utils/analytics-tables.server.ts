import type { AnalyticsTableKey } from "~/lib/analytics-tables";
import { countryName } from "~/lib/countries";
import type { Dimension } from "~/models/analytics-dimensions.server";
import {
  applicationsByJob,
  conversions,
  dailyTotals,
  dimensionTotals,
  goalCounts,
  type GoalRow,
  type ReportDays,
  type Row,
} from "~/models/analytics-report.server";

// Every table of /admin/analytics, described once: its title, its columns and its rows as text
// and numbers. The page shows them and /admin/analytics.csv sends any of them whole.

export type Cell = string | number;
export type AnalyticsTable = { key: AnalyticsTableKey; title: string; columns: string[]; rows: Cell[][] };

const DIRECT = "Direct or unknown";

function percent(rate: number | null) {
  return rate === null ? "–" : `${(rate * 100).toFixed(1)}%`;
}

const visitRows = (rows: Row[], label: (value: string) => string = (value) => value) =>
  rows.map((row) => [label(row.value), row.visitors, row.views]);

const goalRows = (rows: GoalRow[], label: (value: string) => string) =>
  rows.map((row) => [label(row.value), row.visitors, row.goals, percent(row.rate)]);

type Described = { title: string; first: string; dimension: Dimension; label?: (value: string) => string };

const BREAKDOWNS: Record<
  Exclude<AnalyticsTableKey, "daily" | "goals" | "by-source" | "by-page" | "applications">,
  Described
> = {
  pages: { title: "Top pages", first: "Page", dimension: "page" },
  referrers: { title: "Top referrers", first: "Referrer", dimension: "referrer" },
  campaigns: { title: "Campaigns", first: "Campaign", dimension: "campaign" },
  devices: { title: "Devices", first: "Device", dimension: "device" },
  browsers: { title: "Browsers", first: "Browser", dimension: "browser" },
  countries: { title: "Countries", first: "Country", dimension: "country", label: (code) => countryName(code) },
};

/** One table of the report for the days of `days` (see reportDays). */
export async function analyticsTable(key: AnalyticsTableKey, days: ReportDays): Promise<AnalyticsTable> {
  switch (key) {
    case "daily":
      return {
        key,
        title: "Visitors and page views by day",
        columns: ["Day", "Visitors", "Page views"],
        rows: (await dailyTotals(days)).map((day) => [day.day, day.visitors, day.views]),
      };
    case "goals":
      return {
        key,
        title: "Goals",
        columns: ["Goal", "Count"],
        rows: (await goalCounts(days)).map((goal) => [goal.label, goal.goals]),
      };
    case "by-source":
      return {
        key,
        title: "Conversions by source",
        columns: ["Source", "Visitors", "Goals", "Conversion rate"],
        rows: goalRows(await conversions("source", days), (value) => value || DIRECT),
      };
    case "by-page":
      return {
        key,
        title: "Conversions by page",
        columns: ["Page", "Visitors", "Goals", "Conversion rate"],
        rows: goalRows(await conversions("page", days), (value) => value || "Unknown"),
      };
    case "applications":
      return {
        key,
        title: "Applications by job and source",
        columns: ["Job", "Source", "Applications"],
        rows: (await applicationsByJob(days)).map((row) => [
          row.job || "Unknown",
          row.source || DIRECT,
          row.applications,
        ]),
      };
    default: {
      const { title, first, dimension, label } = BREAKDOWNS[key];
      return {
        key,
        title,
        columns: [first, "Visitors", "Page views"],
        rows: visitRows(await dimensionTotals(dimension, days), label),
      };
    }
  }
}
