import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { EmptyList, ListHeader, ListItemHeading } from "~/components/admin/list-page";
import { DeleteButton } from "~/components/admin/record-actions";
import { ListFilters } from "~/components/list-filters";
import { HandledBadge } from "~/components/messages/handled-badge";
import { Pagination } from "~/components/pagination";
import { MESSAGES } from "~/content/admin-resources";
import { subjectLabel } from "~/content/contact";
import { formatDate } from "~/lib/format";
import { listContactMessages, type MessageStatus } from "~/models/contact-message.server";
import { parseId } from "~/models/query.server";
import { requirePermission } from "~/utils/auth.server";
import { pageTitle } from "~/utils/site-settings";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Messages") }];

const STATUSES: Array<{ value: MessageStatus; label: string }> = [
  { value: "all", label: "All messages" },
  { value: "unhandled", label: "Unhandled" },
  { value: "handled", label: "Handled" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "messages:read");
  const params = new URL(request.url).searchParams;
  const q = params.get("q")?.trim() ?? "";
  const status = STATUSES.find((option) => option.value === params.get("status"))?.value ?? "all";
  const list = await listContactMessages({ q, status, page: parseId(params.get("page")) ?? 1 });
  return { q, status, ...list };
}

export default function MessagesRoute() {
  const { q, status, messages, total, page, limit } = useLoaderData<typeof loader>();

  return (
    <>
      <ListHeader title="Messages" summary={`${total} ${total === 1 ? "message" : "messages"} from the contact form`} />

      <ListFilters
        label="Filter messages"
        search={{ id: "message-search", label: "Search messages", placeholder: "Search messages...", value: q }}
        selects={[{ id: "message-status", name: "status", label: "Status", value: status, choices: STATUSES }]}
        className="mt-8"
      />

      {messages.length === 0 ? (
        <EmptyList>No messages found</EmptyList>
      ) : (
        <ul className="mt-8 space-y-3">
          {messages.map((message) => (
            <li key={message.id} className="rounded-2xl border border-border bg-background p-5 shadow-sm">
              <ListItemHeading
                to={`/admin/messages/${message.id}`}
                name={message.name}
                about={subjectLabel(message.subject)}
                details={
                  <>
                    {message.email} · <time dateTime={message.createdAt}>{formatDate(message.createdAt)}</time>
                  </>
                }
                badge={<HandledBadge message={message} />}
              />
              <p className="mt-3 line-clamp-2 text-sm">{message.message}</p>
              <div className="mt-3 flex flex-wrap gap-1">
                <Link
                  to={`/admin/messages/${message.id}`}
                  className="btn-ghost px-3 py-2"
                  aria-label={`Open the message from ${message.name}`}
                >
                  Open
                </Link>
                <DeleteButton resource={MESSAGES} record={message} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={Math.ceil(total / limit)} label="Message pages" />
    </>
  );
}
