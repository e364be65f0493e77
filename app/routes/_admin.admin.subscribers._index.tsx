import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { ChipsAndExport, chipsWithAll, EmptyList, ListHeader } from "~/components/admin/list-page";
import { DeleteButton } from "~/components/admin/record-actions";
import { choicesWithAll, ListFilters } from "~/components/list-filters";
import { Pagination } from "~/components/pagination";
import { SubscriberStateBadge } from "~/components/subscribers/state-badge";
import { SUBSCRIBERS } from "~/content/admin-resources";
import { formatDate } from "~/lib/format";
import { EVERY_POST, SUBSCRIBER_STATE_LABELS, SUBSCRIBER_STATES } from "~/lib/subscribers";
import { parseId } from "~/models/query.server";
import { listSubscribers, subscriberFiltersFromUrl, type SubscriberSummary } from "~/models/subscriber-list.server";
import { listTags } from "~/models/tag.server";
import { requirePermission } from "~/utils/auth.server";
import { pageTitle } from "~/utils/site-settings";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Subscribers") }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "subscribers:manage");
  const params = new URL(request.url).searchParams;
  const filters = subscriberFiltersFromUrl(params);
  const [list, tags] = await Promise.all([
    listSubscribers(filters, { page: parseId(params.get("page")) ?? 1 }),
    listTags(),
  ]);
  return { filters, tags, ...list };
}

/** What the reader agreed to: the consent wording's version, or the import that vouched for it. */
function consentOf(subscriber: SubscriberSummary) {
  if (subscriber.consentSource === "import") return `Imported by ${subscriber.consentRecordedBy ?? "staff"}`;
  if (subscriber.consentVersion) return `Version ${subscriber.consentVersion} of the wording`;
  return "Not given yet";
}

function DateOrNot({ value, none }: { value: string | null; none: string }) {
  return value ? <time dateTime={value}>{formatDate(value)}</time> : <>{none}</>;
}

function SubscriberItem({ subscriber }: { subscriber: SubscriberSummary }) {
  const details = [
    {
      term: "Topics",
      value: subscriber.everyPost ? "Every post" : subscriber.topics.map((topic) => topic.name).join(", "),
    },
    {
      term: "Subscribed",
      value: <time dateTime={subscriber.subscribedAt}>{formatDate(subscriber.subscribedAt)}</time>,
    },
    { term: "Confirmed", value: <DateOrNot value={subscriber.confirmedAt} none="Not yet" /> },
    { term: "Consent", value: consentOf(subscriber) },
  ];
  return (
    <li className="rounded-2xl border border-border bg-background p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="break-all font-semibold">{subscriber.email}</h2>
          <p className="text-sm text-muted-foreground">{subscriber.name ?? "No name given"}</p>
        </div>
        <SubscriberStateBadge state={subscriber.state} />
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        {details.map(({ term, value }) => (
          <div key={term}>
            <dt className="text-muted-foreground">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-3">
        <DeleteButton resource={SUBSCRIBERS} record={subscriber} />
      </div>
    </li>
  );
}

export default function SubscribersRoute() {
  const { filters, tags, subscribers, stateCounts, total, page, limit } = useLoaderData<typeof loader>();
  const everyState = Object.values(stateCounts).reduce((sum, count) => sum + count, 0);

  return (
    <>
      <ListHeader
        title="Subscribers"
        summary={`${total} ${total === 1 ? "subscriber" : "subscribers"} to the newsletter`}
        links={[
          { to: "/admin/newsletter", label: "Newsletter" },
          { to: "/admin/subscribers/import", label: "Import CSV" },
        ]}
      />

      <ChipsAndExport
        label="Subscriber states"
        param="state"
        current={filters.state ?? ""}
        options={chipsWithAll(everyState, SUBSCRIBER_STATES, SUBSCRIBER_STATE_LABELS, stateCounts)}
        csvPath="/admin/subscribers.csv"
      />

      <ListFilters
        label="Filter subscribers"
        search={{
          id: "subscriber-search",
          label: "Search by address or name",
          placeholder: "Search by address or name...",
          value: filters.q,
        }}
        selects={[
          {
            id: "subscriber-state",
            name: "state",
            label: "State",
            value: filters.state ?? "",
            choices: choicesWithAll("All states", SUBSCRIBER_STATES, SUBSCRIBER_STATE_LABELS),
          },
          {
            id: "subscriber-topic",
            name: "topic",
            label: "Topic",
            value: filters.topic ?? "",
            choices: [
              { value: "", label: "All topics" },
              { value: EVERY_POST, label: "Every post" },
              ...tags.map((tag) => ({ value: tag.slug, label: tag.name })),
            ],
          },
        ]}
        className="mt-6"
      />

      {subscribers.length === 0 ? (
        <EmptyList>No subscribers found</EmptyList>
      ) : (
        <ul className="mt-6 space-y-3">
          {subscribers.map((subscriber) => (
            <SubscriberItem key={subscriber.id} subscriber={subscriber} />
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={Math.ceil(total / limit)} label="Subscriber pages" />
    </>
  );
}
