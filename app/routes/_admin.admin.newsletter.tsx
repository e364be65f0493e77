import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { EmptyList, ListHeader } from "~/components/admin/list-page";
import { formatDateTime } from "~/lib/format";
import { listNewsletterSends } from "~/models/newsletter.server";
import { requirePermission } from "~/utils/auth.server";
import { env } from "~/utils/env.server";
import { pageTitle } from "~/utils/site-settings";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Newsletter") }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "subscribers:manage");
  return { sends: await listNewsletterSends(), perMinute: env.mail.newsletterPerMinute };
}

const STATUS_LABELS = { waiting: "Waiting for the post to go live", sending: "Sending", done: "Done" };
const FORMAT_LABELS = { summary: "Title and summary", full: "Full text" };

/** The columns of a send's progress, in order. */
const COUNTS = [
  { label: "Queued", count: "queued" },
  { label: "Sent", count: "sent" },
  { label: "Failed", count: "failed" },
  { label: "Unsubscribed since", count: "unsubscribedSince" },
] as const;

/** A count's cell: right-aligned, spaced from the next one but the last. */
const countCell = (index: number, padding: string) =>
  `${padding} whitespace-nowrap text-right${index < COUNTS.length - 1 ? " pr-4" : ""}`;

export default function NewsletterSendsRoute() {
  const { sends, perMinute } = useLoaderData<typeof loader>();
  return (
    <>
      <ListHeader
        title="Newsletter"
        summary={`Each post emailed to subscribers: queued emails wait in the outbox and go out at most ${perMinute.toLocaleString("en-IN")} a minute (NEWSLETTER_PER_MINUTE).`}
        links={[{ to: "/admin/subscribers", label: "Subscribers" }]}
      />
      {sends.length === 0 ? (
        <EmptyList>No post has been emailed yet</EmptyList>
      ) : (
        <div
          className="card mt-6 overflow-x-auto px-5 py-2"
          role="region"
          aria-label="Newsletter sends"
          // A wide table scrolls in its own box on a phone: it takes focus so the keyboard scrolls it (axe: scrollable-region-focusable).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Newsletter sends</caption>
            <thead className="text-muted-foreground">
              <tr>
                <th scope="col" className="min-w-[12rem] py-2 pr-4">
                  Post
                </th>
                <th scope="col" className="py-2 pr-4">
                  Status
                </th>
                {COUNTS.map(({ label }, index) => (
                  <th key={label} scope="col" className={countCell(index, "py-2")}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sends.map((send) => (
                <tr key={send.id} className="border-t border-border">
                  <th scope="row" className="py-3 pr-4 font-medium">
                    <a href={`/admin/blogs/${send.blogId}`} className="text-primary hover:underline">
                      {send.title}
                    </a>
                    <span className="block text-xs font-normal text-muted-foreground">
                      {FORMAT_LABELS[send.format]}
                      {send.startedAt ? ` · started ${formatDateTime(send.startedAt)}` : ""}
                    </span>
                  </th>
                  <td className="min-w-[8rem] py-3 pr-4">{STATUS_LABELS[send.status]}</td>
                  {COUNTS.map(({ label, count }, index) => (
                    <td key={label} className={`${countCell(index, "py-3")} tabular-nums`}>
                      {send.progress[count]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
