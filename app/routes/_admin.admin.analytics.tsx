import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";

import { ListHeader } from "~/components/admin/list-page";
import { DailyChart } from "~/components/analytics/daily-chart";
import { ReportTable } from "~/components/analytics/report-table";
import { rangeQuery, reportRange } from "~/lib/analytics-range";
import { ANALYTICS_TABLES } from "~/lib/analytics-tables";
import { formatDate } from "~/lib/format";
import { dailyTotals, goalCounts, heavyTrafficDays, reportDays } from "~/models/analytics-report.server";
import { analyticsTable } from "~/utils/analytics-tables.server";
import { requirePermission } from "~/utils/auth.server";
import { pageTitle } from "~/utils/site-settings";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Analytics") }];

const RANGE_LABELS = { "7": "Last 7 days", "30": "Last 30 days", "90": "Last 90 days", custom: "Custom range" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "analytics:view");
  const range = reportRange(new URL(request.url).searchParams);
  const report = await reportDays(range);
  const [days, goals, heavyDays, ...tables] = await Promise.all([
    dailyTotals(report),
    goalCounts(range),
    heavyTrafficDays(report),
    ...ANALYTICS_TABLES.filter((key) => key !== "daily").map((key) => analyticsTable(key, report)),
  ]);
  const visitors = days.reduce((sum, day) => sum + day.visitors, 0);
  const reached = goals.reduce((sum, goal) => sum + goal.goals, 0);
  return {
    range,
    query: rangeQuery(range),
    days,
    heavyDays,
    totals: {
      visitors,
      views: days.reduce((sum, day) => sum + day.views, 0),
      goals: reached,
      rate: visitors ? `${((reached / visitors) * 100).toFixed(1)}%` : "–",
    },
    tables,
  };
}

export default function AnalyticsRoute() {
  const { range, query, days, heavyDays, totals, tables } = useLoaderData<typeof loader>();
  const csv = (table: string) => `/admin/analytics.csv?table=${table}&${query}`;
  return (
    <>
      <ListHeader
        title="Analytics"
        summary="Visits, where they came from and what they led to: counted on our server, with no cookie and nothing that identifies a visitor."
      />
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3" aria-label="Report period">
        <div>
          <label htmlFor="range" className="label">
            Period
          </label>
          <select id="range" name="range" defaultValue={range.choice} className="input">
            {Object.entries(RANGE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="from" className="label">
            From (custom range)
          </label>
          <input id="from" name="from" type="date" defaultValue={range.from} className="input" />
        </div>
        <div>
          <label htmlFor="to" className="label">
            To (custom range)
          </label>
          <input id="to" name="to" type="date" defaultValue={range.to} className="input" />
        </div>
        <button type="submit" className="btn-primary">
          Show
        </button>
      </Form>
      {range.problem ? (
        <p role="alert" className="mt-3 text-sm font-medium text-danger">
          {range.problem} Showing the last 30 days.
        </p>
      ) : null}
      <p className="mt-4 text-sm text-muted-foreground">
        {formatDate(range.from)} to {formatDate(range.to)}. A visitor is counted once a day.
      </p>

      {heavyDays.length > 0 ? (
        <section aria-labelledby="heavy-heading" className="mt-4 rounded-xl border border-border bg-muted p-4 text-sm">
          <h2 id="heavy-heading" className="font-semibold">
            Unusual traffic
          </h2>
          <ul className="mt-1 list-disc pl-5">
            {heavyDays.map((day) => (
              <li key={day.day}>
                {formatDate(day.day)}: {day.visitors === 1 ? "one visitor" : `${day.visitors} visitors`} viewed{" "}
                {day.views.toLocaleString("en-IN")} pages, more than a person reads: probably an automated client. These
                views are included in the numbers below.
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <dl className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {[
          ["Visitors", totals.visitors.toLocaleString("en-IN")],
          ["Page views", totals.views.toLocaleString("en-IN")],
          ["Goals", totals.goals.toLocaleString("en-IN")],
          ["Conversion rate", totals.rate],
        ].map(([term, value]) => (
          <div key={term} className="card p-5">
            <dt className="text-sm text-muted-foreground">{term}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-8 grid grid-cols-1 gap-6 xl:grid-cols-[2fr_1fr]">
        <section aria-labelledby="chart-heading" className="card p-5 xl:self-start">
          <h2 id="chart-heading" className="text-lg font-semibold">
            Visitors and page views per day
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">Bars: visitors. Line: page views.</p>
          <div className="mt-4">
            <DailyChart days={days} id="daily-chart" />
          </div>
        </section>
        <ReportTable
          id="daily"
          title="Visitors and page views by day"
          columns={["Day", "Visitors", "Page views"]}
          rows={days.map((day) => [formatDate(day.day), day.visitors, day.views])}
          csvHref={csv("daily")}
        />
      </div>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
        {tables.map(({ key, title, columns, rows }) => (
          <ReportTable key={key} id={key} title={title} columns={columns} rows={rows} csvHref={csv(key)} />
        ))}
      </div>
    </>
  );
}
