import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";

import { BackToList, RecordErrorBoundary } from "~/components/admin/record-pages";
import { EmailStatusBadge } from "~/components/outbox/email-status";
import { OUTBOX } from "~/content/admin-resources";
import { formatDateTime } from "~/lib/format";
import { getEmail, retryEmail } from "~/models/outbox.server";
import { parseId } from "~/models/query.server";
import { requireAdminRecord } from "~/utils/admin-record.server";
import { env } from "~/utils/env.server";
import { readFormData } from "~/utils/form-data.server";
import { mailSender } from "~/utils/mail-context.server";
import { pageTitle } from "~/utils/site-settings";
import { withDatabaseBusyForm } from "~/utils/submission.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Email") }];

const EMAIL = { parse: parseId, load: getEmail, resource: OUTBOX };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { record: email } = await requireAdminRecord(request, "outbox:read", params.id, EMAIL);
  return { email, from: await mailSender(), smtpConfigured: Boolean(env.mail.smtpUrl) };
}

async function retry({ request, params }: ActionFunctionArgs) {
  const { id } = await requireAdminRecord(request, "outbox:write", params.id, EMAIL);
  // The retry button sends an (empty) form; anything else is refused like on every form route.
  await readFormData(request);
  const queued = await retryEmail(id);
  return redirectWithToast(`/admin/outbox/${id}`, {
    type: queued ? "success" : "error",
    title: queued ? "Email queued to be sent again" : "Only a failed email can be retried",
  });
}

export async function action(args: ActionFunctionArgs) {
  return withDatabaseBusyForm(args, retry);
}

export default function OutboxEmailRoute() {
  const { email, from, smtpConfigured } = useLoaderData<typeof loader>();
  const pending = useNavigation().state === "submitting";
  const facts: Array<[string, string | null]> = [
    ["From", from],
    ["To", email.recipient],
    ["Reply to", email.replyTo],
    ["Queued", formatDateTime(email.createdAt)],
    ["Sent", email.sentAt ? formatDateTime(email.sentAt) : null],
    ["Attempts", String(email.attempts)],
    ["Next attempt", email.status === "pending" && smtpConfigured ? formatDateTime(email.nextAttemptAt) : null],
    ["Last error", email.status === "sent" ? null : email.lastError],
    ["Server's answer", email.smtpResponse],
    ["Message-ID", email.messageId],
    ["Attachments", email.attachments.map((attachment) => attachment.filename).join(", ") || null],
  ];
  return (
    <>
      <BackToList resource={OUTBOX} />
      <article className="mt-6 max-w-4xl rounded-2xl border border-border bg-background p-6 sm:p-8">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <h1 className="min-w-0 text-2xl font-bold tracking-tight [overflow-wrap:anywhere]">{email.subject}</h1>
          <EmailStatusBadge email={email} smtpConfigured={smtpConfigured} />
        </div>
        <dl className="mt-6 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
          {facts
            .filter(([, value]) => value)
            .map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="text-muted-foreground">{term}</dt>
                <dd className="min-w-0 font-medium [overflow-wrap:anywhere]">{value}</dd>
              </div>
            ))}
        </dl>
        {email.status === "failed" ? (
          <Form method="post" className="mt-6">
            <button type="submit" className="btn-primary" disabled={pending}>
              {pending ? "Retrying..." : "Retry"}
            </button>
          </Form>
        ) : null}

        <h2 className="mt-10 text-lg font-semibold">HTML version</h2>
        {/* The email's own document, shown as a mail client would: sandboxed, no scripts, no plugins. */}
        <iframe
          title={`HTML version of “${email.subject}”`}
          srcDoc={email.html}
          sandbox=""
          className="mt-3 h-[32rem] w-full rounded-xl border border-border bg-white"
        />

        <h2 className="mt-10 text-lg font-semibold">Text version</h2>
        <pre className="mt-3 overflow-x-auto whitespace-pre-wrap rounded-xl bg-card p-5 text-sm leading-relaxed [overflow-wrap:anywhere]">
          {email.text}
        </pre>
      </article>
    </>
  );
}

export function ErrorBoundary() {
  return <RecordErrorBoundary resource={OUTBOX} />;
}
