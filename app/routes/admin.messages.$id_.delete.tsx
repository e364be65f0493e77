import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";

import { AdminShell } from "~/components/admin-shell";
import { AdminNotFound } from "~/components/admin/admin-not-found";
import { company } from "~/content/site";
import { deleteContactMessage, getContactMessage } from "~/models/contact-message.server";
import { parseId } from "~/models/search.server";
import { deleteResponse } from "~/utils/admin-delete.server";
import { requireAdminRecord } from "~/utils/admin-record.server";
import { requireAdmin } from "~/utils/auth.server";

export const meta: MetaFunction = () => [{ title: `Delete message | ${company.name}` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, record } = await requireAdminRecord(request, params.id, { parse: parseId, load: getContactMessage, notFound: "Message not found" });
  return json({ username: user.username, message: { id: record.id, name: record.name } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request);
  const id = parseId(params.id);
  const deleted = id ? await deleteContactMessage(id) : false;
  return deleteResponse(request, { deleted, listPath: "/admin/messages", success: "Message deleted", failure: "Delete failed" });
}

export default function DeleteMessageRoute() {
  const { username, message } = useLoaderData<typeof loader>();
  return (
    <AdminShell username={username}>
      <div className="mx-auto mt-10 max-w-md rounded-2xl border border-border bg-background p-8 text-center shadow-sm">
        <h1 className="text-2xl font-bold tracking-tight">Delete this message?</h1>
        <p className="mt-3 text-muted-foreground">The message from {message.name} will be deleted for good.</p>
        <div className="mt-8 flex justify-center gap-3">
          <Link to="/admin/messages" className="btn-outline">
            Cancel
          </Link>
          <Form method="post">
            <button type="submit" className="btn-danger">
              Delete
            </button>
          </Form>
        </div>
      </div>
    </AdminShell>
  );
}

export function ErrorBoundary() {
  return <AdminNotFound title="Message not found" backTo="/admin/messages" backLabel="Back to messages" />;
}
