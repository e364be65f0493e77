import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { confirmDeleteRoute } from "~/components/admin/record-routes";
import { STAFF_PAGES } from "~/content/admin-resources";
import { deletePageAction, loadPageDelete } from "~/utils/staff-pages.server";
import { withDatabaseBusyForm } from "~/utils/submission.server";

// A staff-made page's delete confirmation and the delete itself, refused while a menu links to it.

export const loader = (args: LoaderFunctionArgs) => loadPageDelete(args);

export const action = (args: ActionFunctionArgs) => withDatabaseBusyForm(args, deletePageAction);

const { meta, Page, ErrorBoundary } = confirmDeleteRoute(STAFF_PAGES);
export { meta, Page as default, ErrorBoundary };
