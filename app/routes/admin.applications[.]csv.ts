import type { LoaderFunctionArgs } from "@remix-run/node";

import { STAGE_LABELS } from "~/lib/applications";
import { toCsv } from "~/lib/csv";
import { allApplications, applicationFiltersFromUrl } from "~/models/application.server";
import { requirePermission } from "~/utils/auth.server";
import { siteOrigin } from "~/utils/http.server";

const HEADER = ["Received", "Name", "Email", "Phone", "Location", "Job", "Stage", "Source", "Profile URL", "Link"];

/**
 * The applications list as the filters show it (?job=&stage=&from=&to=&q=), as CSV for a
 * spreadsheet: every match, no CV bytes, each cell safe from formula injection (see toCsv).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "applications:read");
  const url = new URL(request.url);
  const rows: Array<Array<string | number | null>> = [];
  for await (const application of allApplications(applicationFiltersFromUrl(url.searchParams))) {
    rows.push([
      application.createdAt,
      application.fullName,
      application.email,
      application.phone,
      application.location,
      application.jobTitle,
      STAGE_LABELS[application.stage],
      application.source,
      application.profileUrl,
      `${siteOrigin}/admin/applications/${application.id}`,
    ]);
  }
  const day = new Date().toISOString().slice(0, 10);
  return new Response(toCsv(HEADER, rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="applications-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
