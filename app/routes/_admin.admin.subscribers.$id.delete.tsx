import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { confirmDeleteRoute } from "~/components/admin/record-routes";
import { SUBSCRIBERS } from "~/content/admin-resources";
import { parseId } from "~/models/query.server";
import { deleteSubscriber, findSubscriber } from "~/models/subscriber-list.server";
import { deleteFromForm } from "~/utils/admin-delete.server";
import { requirePermission } from "~/utils/auth.server";

// A subscriber's delete confirmation (without JavaScript; with it, a dialog asks) and the erasure itself.

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requirePermission(request, "subscribers:manage");
  const id = parseId(params.id);
  const subscriber = id ? await findSubscriber(id) : null;
  if (!subscriber) throw new Response(SUBSCRIBERS.notFound, { status: 404 });
  return { record: { email: subscriber.email } };
}

export const action = ({ request, params }: ActionFunctionArgs) => {
  const id = parseId(params.id);
  return deleteFromForm(request, {
    resource: SUBSCRIBERS,
    permission: "subscribers:manage",
    remove: id ? (actor) => deleteSubscriber(id, actor) : null,
  });
};

const { meta, Page, ErrorBoundary } = confirmDeleteRoute(SUBSCRIBERS);
export { meta, Page as default, ErrorBoundary };
