import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { confirmDeleteRoute } from "~/components/admin/record-routes";
import { JOBS } from "~/content/admin-resources";
import { deleteRecord, loadDeleteConfirmation } from "~/utils/admin-delete.server";

export const loader = (args: LoaderFunctionArgs) =>
  loadDeleteConfirmation(args, "jobs", (job) => ({ id: job.id, title: job.title }));

export const action = (args: ActionFunctionArgs) => deleteRecord(args, "jobs");

const { meta, Page, ErrorBoundary } = confirmDeleteRoute(JOBS);
export { meta, Page as default, ErrorBoundary };
