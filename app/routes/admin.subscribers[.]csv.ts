import type { LoaderFunctionArgs } from "@remix-run/node";

import { toCsv } from "~/lib/csv";
import { SUBSCRIBER_STATE_LABELS } from "~/lib/subscribers";
import { allSubscribers, subscriberFiltersFromUrl } from "~/models/subscriber-list.server";
import { requirePermission } from "~/utils/auth.server";

// Email, Name and Topics first: the same file imports again (/admin/subscribers/import).
const HEADER = [
  "Email",
  "Name",
  "Topics",
  "State",
  "Subscribed",
  "Consent time",
  "Consent version",
  "Consent source",
  "Consent recorded by",
  "Unsubscribed",
];

/**
 * The subscribers list as the filters show it (?state=&topic=&q=), as CSV for a spreadsheet: every
 * match, topics as tag slugs (none: every post), each cell safe from formula injection (see toCsv).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "subscribers:manage");
  const url = new URL(request.url);
  const rows: Array<Array<string | null>> = [];
  for await (const subscriber of allSubscribers(subscriberFiltersFromUrl(url.searchParams))) {
    rows.push([
      subscriber.email,
      subscriber.name,
      subscriber.topics.map((topic) => topic.slug).join("; "),
      SUBSCRIBER_STATE_LABELS[subscriber.state],
      subscriber.subscribedAt,
      subscriber.confirmedAt,
      subscriber.consentVersion,
      subscriber.consentSource,
      subscriber.consentRecordedBy,
      subscriber.unsubscribedAt,
    ]);
  }
  const day = new Date().toISOString().slice(0, 10);
  return new Response(toCsv(HEADER, rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="subscribers-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
