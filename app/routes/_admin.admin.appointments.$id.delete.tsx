import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { confirmDeleteRoute } from "~/components/admin/record-routes";
import { APPOINTMENTS } from "~/content/admin-resources";
import { formatOfficeSlot } from "~/lib/slots";
import { deleteRecord, loadDeleteConfirmation } from "~/utils/admin-delete.server";

export const loader = (args: LoaderFunctionArgs) =>
  loadDeleteConfirmation(args, "appointments", (booking) => ({
    id: booking.id,
    name: booking.name,
    slot: formatOfficeSlot(booking.startsAt, booking.officeTimeZone),
  }));

export const action = (args: ActionFunctionArgs) => deleteRecord(args, "appointments");

const { meta, Page, ErrorBoundary } = confirmDeleteRoute(APPOINTMENTS);
export { meta, Page as default, ErrorBoundary };
