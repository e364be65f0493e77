import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { ConfirmDeletePage } from "~/components/admin/confirm-delete-page";
import { AdminNotFound } from "~/components/admin/admin-not-found";
import { company } from "~/content/site";
import { deleteContactMessage, getContactMessage } from "~/models/contact-message.server";
import { parseId } from "~/models/query.server";
import { deleteResponse, readDeleteForm } from "~/utils/admin-delete.server";
import { requireAdminRecord } from "~/utils/admin-record.server";
import { requireAdmin } from "~/utils/auth.server";
import { saveUnlessBusy } from "~/utils/database-busy.server";

export const meta: MetaFunction = () => [{ title: `Delete message | ${company.name}` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, record } = await requireAdminRecord(request, params.id, { parse: parseId, load: getContactMessage, notFound: "Message not found" });
  return json({ username: user.username, message: { id: record.id, name: record.name } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request);
  // Read the form first: a request it cannot read deletes nothing.
  const form = await readDeleteForm(request);
  const id = parseId(params.id);
  const deleted = id ? await saveUnlessBusy(() => deleteContactMessage(id)) : false;
  return deleteResponse(form, { deleted, listPath: "/admin/messages", success: "Message deleted", failure: "Delete failed" });
}

export default function DeleteMessageRoute() {
  const { username, message } = useLoaderData<typeof loader>();
  return (
    <ConfirmDeletePage
      username={username}
      question="Delete this message?"
      message={`The message from ${message.name} will be deleted for good.`}
      backTo="/admin/messages"
      confirmLabel="Delete"
      cancelLabel="Cancel"
    />
  );
}

export function ErrorBoundary() {
  return <AdminNotFound title="Message not found" backTo="/admin/messages" backLabel="Back to messages" />;
}
