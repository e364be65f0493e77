import { json, type ActionFunctionArgs } from "@remix-run/node";

import { sanitizeBlogHtml } from "~/lib/sanitize.server";
import { requirePermission } from "~/utils/auth.server";
import { readFormData } from "~/utils/form-data.server";

/** The blog form's live preview: the content exactly as it will be stored (sanitized). */
export async function action({ request }: ActionFunctionArgs) {
  await requirePermission(request, "blogs:write");
  const content = (await readFormData(request)).get("content");
  return json({ html: sanitizeBlogHtml(typeof content === "string" ? content : "") });
}
