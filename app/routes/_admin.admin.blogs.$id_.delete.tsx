import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { confirmDeleteRoute } from "~/components/admin/record-routes";
import { BLOGS } from "~/content/admin-resources";
import { deleteRecord, loadDeleteConfirmation } from "~/utils/admin-delete.server";

export const loader = (args: LoaderFunctionArgs) =>
  loadDeleteConfirmation(args, "blogs", (post) => ({ id: post.id, title: post.title }));

export const action = (args: ActionFunctionArgs) => deleteRecord(args, "blogs");

const { meta, Page, ErrorBoundary } = confirmDeleteRoute(BLOGS);
export { meta, Page as default, ErrorBoundary };
