import type { LoaderFunctionArgs } from "@remix-run/node";

import { reportRange } from "~/lib/analytics-range";
import { isAnalyticsTable } from "~/lib/analytics-tables";
import { toCsv } from "~/lib/csv";
import { reportDays } from "~/models/analytics-report.server";
import { analyticsTable } from "~/utils/analytics-tables.server";
import { requirePermission } from "~/utils/auth.server";

/** One table of /admin/analytics (?table=pages&range=30…), every row, as CSV safe for spreadsheets. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "analytics:view");
  const params = new URL(request.url).searchParams;
  const key = params.get("table");
  if (!isAnalyticsTable(key)) throw new Response("No such table.", { status: 404 });
  const range = reportRange(params);
  const table = await analyticsTable(key, await reportDays(range));
  return new Response(toCsv(table.columns, table.rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="analytics-${key}-${range.from}-to-${range.to}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
