import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { EmptyList, FilterChips, ListHeader, ListItemHeading } from "~/components/admin/list-page";
import { EmailStatusBadge } from "~/components/outbox/email-status";
import { Pagination } from "~/components/pagination";
import { formatDateTime } from "~/lib/format";
import { countEmailsByStatus, listEmails, type OutboxFilter } from "~/models/outbox.server";
import { parseId } from "~/models/query.server";
import { requirePermission } from "~/utils/auth.server";
import { env } from "~/utils/env.server";
import { mailSender } from "~/utils/mail-context.server";
import { pageTitle } from "~/utils/site-settings";

import type { EmailStatus } from "../../db/database";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Outbox") }];

const FILTERS: Array<{ value: EmailStatus; label: string }> = [
  { value: "pending", label: "Waiting" },
  { value: "sent", label: "Sent" },
  { value: "failed", label: "Failed" },
];

function filterFrom(value: string | null): OutboxFilter {
  return FILTERS.some((filter) => filter.value === value) ? (value as EmailStatus) : "all";
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "outbox:read");
  const params = new URL(request.url).searchParams;
  const status = filterFrom(params.get("status"));
  const [list, counts] = await Promise.all([
    listEmails({ status, page: parseId(params.get("page")) ?? 1 }),
    countEmailsByStatus(),
  ]);
  return { status, counts, ...list, from: await mailSender(), smtpConfigured: Boolean(env.mail.smtpUrl) };
}

export default function OutboxRoute() {
  const { status, counts, rows, total, page, limit, from, smtpConfigured } = useLoaderData<typeof loader>();
  const all = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return (
    <>
      <ListHeader
        title="Outbox"
        summary={
          smtpConfigured
            ? `Every email the site sends, from ${from}.`
            : "No SMTP server is configured (SMTP_URL): emails are kept here and none is sent."
        }
      />
      <div className="mt-6">
        <FilterChips
          label="Email status"
          param="status"
          current={status === "all" ? "" : status}
          options={[
            { value: "", label: "All", count: all },
            ...FILTERS.map((filter) => ({ ...filter, count: counts[filter.value] })),
          ]}
        />
      </div>
      {rows.length === 0 ? (
        <EmptyList>No emails found</EmptyList>
      ) : (
        <ul className="mt-6 space-y-3">
          {rows.map((email) => (
            <li key={email.id} className="rounded-2xl border border-border bg-background p-5 shadow-sm">
              <ListItemHeading
                to={`/admin/outbox/${email.id}`}
                name={email.subject}
                about={`to ${email.recipient}`}
                details={
                  <>
                    <time dateTime={email.createdAt}>{formatDateTime(email.createdAt)}</time>
                    {email.attempts > 0 ? ` · ${email.attempts} ${email.attempts === 1 ? "attempt" : "attempts"}` : ""}
                    {email.lastError && email.status !== "sent" ? ` · ${email.lastError}` : ""}
                  </>
                }
                badge={<EmailStatusBadge email={email} smtpConfigured={smtpConfigured} />}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={Math.ceil(total / limit)} label="Outbox pages" />
    </>
  );
}
