import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";

import { AdminShell } from "~/components/admin-shell";
import { AdminNotFound } from "~/components/admin/admin-not-found";
import { company } from "~/content/site";
import { deleteAppointment, getAppointment } from "~/models/appointment.server";
import { parseId } from "~/models/search.server";
import { deleteResponse } from "~/utils/admin-delete.server";
import { requireAdminRecord } from "~/utils/admin-record.server";
import { requireAdmin } from "~/utils/auth.server";
import { formatOfficeSlot } from "~/utils/slots";

export const meta: MetaFunction = () => [{ title: `Delete booking | ${company.name}` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, record } = await requireAdminRecord(request, params.id, { parse: parseId, load: getAppointment, notFound: "Booking not found" });
  return json({ username: user.username, booking: { id: record.id, name: record.name, slot: formatOfficeSlot(record.starts_at) } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request);
  const id = parseId(params.id);
  const deleted = id ? await deleteAppointment(id) : false;
  return deleteResponse(request, { deleted, listPath: "/admin/appointments", success: "Booking deleted", failure: "Delete failed" });
}

export default function DeleteAppointmentRoute() {
  const { username, booking } = useLoaderData<typeof loader>();
  return (
    <AdminShell username={username}>
      <div className="mx-auto mt-10 max-w-md rounded-2xl border border-border bg-background p-8 text-center shadow-sm">
        <h1 className="text-2xl font-bold tracking-tight">Delete this booking?</h1>
        <p className="mt-3 text-muted-foreground">
          The booking of {booking.name} on {booking.slot} will be deleted for good.
        </p>
        <div className="mt-8 flex justify-center gap-3">
          <Link to="/admin/appointments" className="btn-outline">
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
  return <AdminNotFound title="Booking not found" backTo="/admin/appointments" backLabel="Back to appointments" />;
}
