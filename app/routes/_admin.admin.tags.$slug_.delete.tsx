import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";

import { confirmDeleteRoute } from "~/components/admin/record-routes";
import { TAGS } from "~/content/admin-resources";
import { deleteTag } from "~/models/tag-removal.server";
import { getTag } from "~/models/tag.server";
import { deleteFromForm } from "~/utils/admin-delete.server";
import { requirePermission } from "~/utils/auth.server";

// A tag's delete confirmation (without JavaScript; with it, a dialog asks) and the delete itself.

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requirePermission(request, "blogs:write");
  const tag = await getTag(params.slug ?? "");
  if (!tag) throw new Response(TAGS.notFound, { status: 404 });
  return json({ record: { name: tag.name } });
}

export const action = ({ request, params }: ActionFunctionArgs) =>
  deleteFromForm(request, {
    resource: TAGS,
    permission: "blogs:write",
    remove: params.slug ? (actor) => deleteTag(params.slug!, actor) : null,
  });

const { meta, Page, ErrorBoundary } = confirmDeleteRoute(TAGS);
export { meta, Page as default, ErrorBoundary };
