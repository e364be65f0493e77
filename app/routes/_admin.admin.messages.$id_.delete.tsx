import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { confirmDeleteRoute } from "~/components/admin/record-routes";
import { MESSAGES } from "~/content/admin-resources";
import { deleteRecord, loadDeleteConfirmation } from "~/utils/admin-delete.server";

export const loader = (args: LoaderFunctionArgs) =>
  loadDeleteConfirmation(args, "messages", (message) => ({ id: message.id, name: message.name }));

export const action = (args: ActionFunctionArgs) => deleteRecord(args, "messages");

const { meta, Page, ErrorBoundary } = confirmDeleteRoute(MESSAGES);
export { meta, Page as default, ErrorBoundary };
