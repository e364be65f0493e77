import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { confirmDeleteRoute } from "~/components/admin/record-routes";
import { APPLICATIONS } from "~/content/admin-resources";
import { deleteRecord, loadDeleteConfirmation } from "~/utils/admin-delete.server";

export const loader = (args: LoaderFunctionArgs) =>
  loadDeleteConfirmation(args, "applications", (application) => ({
    id: application.id,
    fullName: application.fullName,
  }));

export const action = (args: ActionFunctionArgs) => deleteRecord(args, "applications");

const { meta, Page, ErrorBoundary } = confirmDeleteRoute(APPLICATIONS);
export { meta, Page as default, ErrorBoundary };
