import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { EmptyList, ListHeader } from "~/components/admin/list-page";
import { DeleteButton } from "~/components/admin/record-actions";
import { ListFilters } from "~/components/list-filters";
import { SubscriberStateBadge } from "~/components/subscribers/state-badge";
import { JOB_ALERT_ADDRESSES } from "~/content/admin-resources";
import { formatDate } from "~/lib/format";
import { JOB_ALERT_STATE_LABELS, JOB_ALERT_STATES } from "~/lib/job-alerts";
import { findJobAlertsByAddress, jobAlertSearchCounts } from "~/models/job-alert-list.server";
import { requirePermission } from "~/utils/auth.server";
import { pageTitle } from "~/utils/site-settings";

// Job alerts for staff: how many people follow each saved search, and an address found to be erased.

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Job alerts") }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "job-alerts:manage");
  const q = new URL(request.url).searchParams.get("q")?.trim() ?? "";
  const [searches, found] = await Promise.all([jobAlertSearchCounts(), findJobAlertsByAddress(q)]);
  return { q, searches, found };
}

function SearchCounts({ searches }: { searches: Awaited<ReturnType<typeof jobAlertSearchCounts>> }) {
  return (
    <div
      className="mt-6 overflow-x-auto rounded-2xl border border-border bg-background"
      role="region"
      aria-label="Subscribers per saved search"
      // A wide table scrolls sideways on a phone: it takes focus so the keyboard scrolls it (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Subscribers per saved search</caption>
        <thead className="border-b border-border text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              Saved search
            </th>
            {JOB_ALERT_STATES.map((state) => (
              <th key={state} scope="col" className="px-4 py-3 text-right font-medium">
                {JOB_ALERT_STATE_LABELS[state]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {searches.map((search) => (
            <tr key={search.words} className="border-b border-border last:border-0">
              <th scope="row" className="px-4 py-3 font-medium">
                {search.words}
              </th>
              {JOB_ALERT_STATES.map((state) => (
                <td key={state} className="px-4 py-3 text-right tabular-nums">
                  {search.counts[state]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function JobAlertsAdminRoute() {
  const { q, searches, found } = useLoaderData<typeof loader>();
  const total = searches.reduce((sum, search) => sum + search.total, 0);
  return (
    <>
      <ListHeader
        title="Job alerts"
        summary={`${total} ${total === 1 ? "alert" : "alerts"} on ${searches.length} saved ${searches.length === 1 ? "search" : "searches"}`}
        links={[{ to: "/admin/jobs", label: "Jobs" }]}
      />
      <div className="mt-6 flex justify-end">
        <a href="/admin/job-alerts.csv" className="btn-outline" download>
          Export CSV
        </a>
      </div>
      {searches.length === 0 ? (
        <EmptyList>Nobody has asked for job alerts yet</EmptyList>
      ) : (
        <SearchCounts searches={searches} />
      )}

      <h2 className="mt-10 text-xl font-semibold">Find an address</h2>
      <p className="mt-1 text-sm text-muted-foreground">
        To erase someone&apos;s job alerts and the emails sent to them (a data protection request).
      </p>
      <ListFilters
        label="Find job alerts by address"
        search={{ id: "job-alert-search", label: "Search by address", placeholder: "Search by address...", value: q }}
        className="mt-4"
      />
      {q && found.length === 0 ? <EmptyList className="mt-6">No job alerts for that address</EmptyList> : null}
      {found.length > 0 ? (
        <ul className="mt-6 space-y-3">
          {found.map((alert) => (
            <li key={alert.id} className="rounded-2xl border border-border bg-background p-5 shadow-sm">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <h3 className="break-all font-semibold">{alert.email}</h3>
                  <p className="text-sm text-muted-foreground">
                    {alert.search} · asked <time dateTime={alert.createdAt}>{formatDate(alert.createdAt)}</time>
                  </p>
                </div>
                <SubscriberStateBadge state={alert.state} />
              </div>
              <div className="mt-3">
                <DeleteButton resource={JOB_ALERT_ADDRESSES} record={alert} />
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
