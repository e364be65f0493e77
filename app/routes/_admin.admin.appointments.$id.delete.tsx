import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { ConfirmDeletePage, RecordErrorBoundary } from "~/components/admin/record-pages";
import { APPOINTMENTS } from "~/content/admin-resources";
import { company } from "~/content/site";
import { formatOfficeSlot } from "~/lib/slots";
import { deleteAppointment, getAppointment } from "~/models/appointment.server";
import { parseId } from "~/models/query.server";
import { deleteRecord } from "~/utils/admin-delete.server";
import { requireAdminRecord } from "~/utils/admin-record.server";

export const meta: MetaFunction = () => [{ title: `${APPOINTMENTS.delete.question} | ${company.name}` }];

const BOOKING = { resource: APPOINTMENTS, parse: parseId, load: getAppointment };

/** The confirmation page used without JavaScript (with it, a dialog on the list asks instead). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { record } = await requireAdminRecord(request, "appointments:write", params.id, BOOKING);
  return json({ booking: { id: record.id, name: record.name, slot: formatOfficeSlot(record.startsAt) } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  return deleteRecord(request, params.id, { ...BOOKING, permission: "appointments:write", remove: deleteAppointment });
}

export default function DeleteAppointmentRoute() {
  const { booking } = useLoaderData<typeof loader>();
  return <ConfirmDeletePage resource={APPOINTMENTS} record={booking} />;
}

export function ErrorBoundary() {
  return <RecordErrorBoundary resource={APPOINTMENTS} />;
}
