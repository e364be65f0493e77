import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { ConfirmDeletePage } from "~/components/admin/confirm-delete-page";
import { AdminNotFound } from "~/components/admin/admin-not-found";
import { company } from "~/content/site";
import { deleteAppointment, getAppointment } from "~/models/appointment.server";
import { parseId } from "~/models/query.server";
import { deleteResponse, readDeleteForm } from "~/utils/admin-delete.server";
import { requireAdminRecord } from "~/utils/admin-record.server";
import { requireAdmin } from "~/utils/auth.server";
import { saveUnlessBusy } from "~/utils/database-busy.server";
import { formatOfficeSlot } from "~/lib/slots";

export const meta: MetaFunction = () => [{ title: `Delete booking | ${company.name}` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, record } = await requireAdminRecord(request, params.id, { parse: parseId, load: getAppointment, notFound: "Booking not found" });
  return json({ username: user.username, booking: { id: record.id, name: record.name, slot: formatOfficeSlot(record.startsAt) } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request);
  // Read the form first: a request it cannot read deletes nothing.
  const form = await readDeleteForm(request);
  const id = parseId(params.id);
  const deleted = id ? await saveUnlessBusy(() => deleteAppointment(id)) : false;
  return deleteResponse(form, { deleted, listPath: "/admin/appointments", success: "Booking deleted", failure: "Delete failed" });
}

export default function DeleteAppointmentRoute() {
  const { username, booking } = useLoaderData<typeof loader>();
  return (
    <ConfirmDeletePage
      username={username}
      question="Delete this booking?"
      message={`The booking of ${booking.name} on ${booking.slot} will be deleted for good.`}
      backTo="/admin/appointments"
      confirmLabel="Delete"
      cancelLabel="Cancel"
    />
  );
}

export function ErrorBoundary() {
  return <AdminNotFound title="Booking not found" backTo="/admin/appointments" backLabel="Back to appointments" />;
}
