import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import { DeleteButton } from "~/components/admin/record-actions";
import { BackToList, RecordErrorBoundary } from "~/components/admin/record-pages";
import { FormAlert } from "~/components/form-field";
import { HandledBadge } from "~/components/messages/handled-badge";
import { MESSAGES } from "~/content/admin-resources";
import { subjectLabel } from "~/content/contact";
import { firstErrors, type FormReply } from "~/lib/form-reply";
import { formatDate } from "~/lib/format";
import { getContactMessage, setMessageHandled } from "~/models/contact-message.server";
import { parseId } from "~/models/query.server";
import { requireAdminRecord } from "~/utils/admin-record.server";
import { readFormData } from "~/utils/form-data.server";
import { pageTitle } from "~/utils/site-settings";
import { withDatabaseBusyForm } from "~/utils/submission.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Message") }];

const MESSAGE = { parse: parseId, load: getContactMessage, resource: MESSAGES };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { record: message } = await requireAdminRecord(request, "messages:read", params.id, MESSAGE);
  return { message: { ...message, subjectLabel: subjectLabel(message.subject) } };
}

async function markHandled({ request, params }: ActionFunctionArgs) {
  const { id, actor } = await requireAdminRecord(request, "messages:write", params.id, MESSAGE);
  const handled = (await readFormData(request)).get("handled") === "true";
  await setMessageHandled(id, handled, { actor });
  return redirectWithToast(`/admin/messages/${id}`, {
    type: "success",
    title: handled ? "Message marked as handled" : "Message marked as unhandled",
  });
}

export async function action(args: ActionFunctionArgs) {
  return withDatabaseBusyForm(args, markHandled);
}

export default function MessageRoute() {
  const { message } = useLoaderData<typeof loader>();
  const pending = useNavigation().state === "submitting";
  const formError = firstErrors(useActionData<FormReply>())[""];
  return (
    <>
      <BackToList resource={MESSAGES} />
      <article className="mt-6 max-w-3xl rounded-2xl border border-border bg-background p-6 sm:p-8">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold tracking-tight">{message.subjectLabel}</h1>
            <p className="mt-1 text-muted-foreground">
              From <strong className="text-foreground">{message.name}</strong> on{" "}
              <time dateTime={message.createdAt}>{formatDate(message.createdAt)}</time>
            </p>
          </div>
          <HandledBadge message={message} large />
        </div>
        <dl className="mt-6 grid gap-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">Email</dt>
            <dd>
              <a href={`mailto:${message.email}`} className="font-medium text-primary hover:underline">
                {message.email}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Phone</dt>
            <dd className="font-medium">{message.phone ?? "Not given"}</dd>
          </div>
        </dl>
        <p className="mt-6 whitespace-pre-line rounded-xl bg-card p-5 leading-relaxed">{message.message}</p>
        <FormAlert message={formError} className="mt-6" />
        <div className="mt-8 flex flex-wrap gap-3">
          <Form method="post">
            <input type="hidden" name="handled" value={message.handledAt ? "false" : "true"} />
            <button type="submit" className="btn-primary" disabled={pending}>
              {message.handledAt ? "Mark as unhandled" : "Mark as handled"}
            </button>
          </Form>
          <a
            href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subjectLabel}`)}`}
            className="btn-outline"
          >
            Reply by email
          </a>
          <DeleteButton resource={MESSAGES} record={message} />
        </div>
      </article>
    </>
  );
}

export function ErrorBoundary() {
  return <RecordErrorBoundary resource={MESSAGES} />;
}
