import type { LoaderFunctionArgs } from "@remix-run/node";

import { toCsv } from "~/lib/csv";
import { describeJobSearch, JOB_ALERT_STATE_LABELS } from "~/lib/job-alerts";
import { allJobAlerts } from "~/models/job-alert-list.server";
import { searchOf } from "~/models/job-alert.server";
import { requirePermission } from "~/utils/auth.server";

const HEADER = [
  "Email",
  "Saved search",
  "Keywords",
  "Location",
  "Type",
  "Department",
  "State",
  "Subscribed",
  "Consent time",
  "Consent address",
  "Unsubscribed",
  "Last alert",
];

/** Every job alert as CSV for a spreadsheet, each cell safe from formula injection (see toCsv). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "job-alerts:manage");
  const rows = (await allJobAlerts()).map((alert) => [
    alert.email,
    describeJobSearch(searchOf(alert)),
    alert.q,
    alert.location,
    alert.type,
    alert.department,
    JOB_ALERT_STATE_LABELS[alert.status],
    alert.created_at,
    alert.confirmed_at,
    alert.consent_email,
    alert.unsubscribed_at,
    alert.last_sent_at,
  ]);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(toCsv(HEADER, rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="job-alerts-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
