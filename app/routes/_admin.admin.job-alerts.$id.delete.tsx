import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { confirmDeleteRoute } from "~/components/admin/record-routes";
import { JOB_ALERT_ADDRESSES } from "~/content/admin-resources";
import { eraseJobAlertAddress, jobAlertAddress } from "~/models/job-alert-list.server";
import { parseId } from "~/models/query.server";
import { deleteFromForm } from "~/utils/admin-delete.server";
import { requirePermission } from "~/utils/auth.server";

// Erasing an address's job alerts: the confirmation page (without JavaScript; with it, a dialog asks) and the erasure.

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requirePermission(request, "job-alerts:manage");
  const id = parseId(params.id);
  const alert = id ? await jobAlertAddress(id) : null;
  if (!alert) throw new Response(JOB_ALERT_ADDRESSES.notFound, { status: 404 });
  return { record: { email: alert.email } };
}

export const action = ({ request, params }: ActionFunctionArgs) => {
  const id = parseId(params.id);
  return deleteFromForm(request, {
    resource: JOB_ALERT_ADDRESSES,
    permission: "job-alerts:manage",
    remove: id ? (actor) => eraseJobAlertAddress(id, actor) : null,
  });
};

const { meta, Page, ErrorBoundary } = confirmDeleteRoute(JOB_ALERT_ADDRESSES);
export { meta, Page as default, ErrorBoundary };
