import type { LoaderFunctionArgs } from "@remix-run/node";

import { STAGE_LABELS } from "~/lib/applications";
import { toCsv } from "~/lib/csv";
import { answerColumns, answerText } from "~/lib/screening";
import { allApplications, applicationFiltersFromUrl } from "~/models/application.server";
import { answersOf, getJobScreening } from "~/models/screening.server";
import { requirePermission } from "~/utils/auth.server";
import { siteOrigin } from "~/utils/http.server";

const COLUMNS = ["Received", "Name", "Email", "Phone", "Location", "Job", "Stage", "Source", "Profile URL", "Link"];

/**
 * The applications list as the filters show it (?job=&stage=&from=&to=&q=), as CSV for a
 * spreadsheet: every match, no CV bytes, each cell safe from formula injection (see toCsv), and a
 * column per screening question (see answerColumns).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "applications:read");
  const url = new URL(request.url);
  const filters = applicationFiltersFromUrl(url.searchParams);
  const rows: Array<{ id: number; cells: Array<string | number | null> }> = [];
  for await (const application of allApplications(filters)) {
    rows.push({
      id: application.id,
      cells: [
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
      ],
    });
  }
  const answers = await answersOf(rows.map((row) => row.id));
  const current = filters.jobId ? (await getJobScreening(filters.jobId)).questions : [];
  const questions = answerColumns([...answers.values()], current);
  const cells = rows.map(({ id, cells }) => {
    const given = new Map((answers.get(id) ?? []).map((answer) => [answer.key, answerText(answer.value)]));
    return [...cells, ...questions.map(({ key }) => given.get(key) ?? null)];
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(toCsv([...COLUMNS, ...questions.map(({ header }) => header)], cells), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="applications-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
