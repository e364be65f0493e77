import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { ConfirmDeletePage, RecordErrorBoundary } from "~/components/admin/record-pages";
import { MESSAGES } from "~/content/admin-resources";
import { company } from "~/content/site";
import { deleteContactMessage, getContactMessage } from "~/models/contact-message.server";
import { parseId } from "~/models/query.server";
import { deleteRecord } from "~/utils/admin-delete.server";
import { requireAdminRecord } from "~/utils/admin-record.server";

export const meta: MetaFunction = () => [{ title: `${MESSAGES.delete.question} | ${company.name}` }];

const MESSAGE = { resource: MESSAGES, parse: parseId, load: getContactMessage };

/** The confirmation page used without JavaScript (with it, a dialog on the list asks instead). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { record } = await requireAdminRecord(request, "messages:write", params.id, MESSAGE);
  return json({ message: { id: record.id, name: record.name } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  return deleteRecord(request, params.id, { ...MESSAGE, permission: "messages:write", remove: deleteContactMessage });
}

export default function DeleteMessageRoute() {
  const { message } = useLoaderData<typeof loader>();
  return <ConfirmDeletePage resource={MESSAGES} record={message} />;
}

export function ErrorBoundary() {
  return <RecordErrorBoundary resource={MESSAGES} />;
}
