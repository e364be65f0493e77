import { json, type ActionFunctionArgs } from "@remix-run/node";

import { ONLY_DRAFTS_MESSAGE, type AutosaveReply } from "~/lib/autosave";
import { firstErrors } from "~/lib/form-reply";
import { BlogInputSchema, createBlog, getBlog, updateBlog } from "~/models/blog.server";
import { parseId } from "~/models/query.server";
import { requireActor } from "~/utils/auth.server";
import { readFormData } from "~/utils/form-data.server";
import { readFeatured } from "~/utils/post-form.server";
import { parseSubmission } from "~/utils/submission.server";

const NO_STORE = { "Cache-Control": "no-store" };

function answer(reply: AutosaveReply, status = 200) {
  return json(reply, { status, headers: NO_STORE });
}

/**
 * A draft saved as it is typed: the post form's fields (no file), with `id` once the draft exists
 * (the first autosave of a new post creates it). Checked like a save; only a draft, and only into
 * a post that is still a draft, so nothing half-written ever goes live. Kept as an 'autosave'
 * revision (a run of them is one revision).
 */
export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireActor(request, "blogs:write");
  const formData = await readFormData(request);
  readFeatured(formData);
  const submission = parseSubmission(formData, BlogInputSchema);
  if (submission.status !== "success") {
    const [message] = Object.values(firstErrors({ error: submission.error ?? undefined }));
    return answer({ message: message ?? "The draft could not be saved" }, 400);
  }
  const input = submission.value;
  if (input.status !== "draft") return answer({ message: ONLY_DRAFTS_MESSAGE }, 409);
  const id = parseId(String(formData.get("id") ?? ""));
  if (id) {
    const existing = await getBlog(id);
    if (!existing) return answer({ message: "Blog not found" }, 404);
    if (existing.status !== "draft") return answer({ message: ONLY_DRAFTS_MESSAGE }, 409);
    const saved = await updateBlog(id, input, { actor, origin: "autosave" });
    return saved ? answer({ id, savedAt: saved.updatedAt }) : answer({ message: "Blog not found" }, 404);
  }
  const created = await createBlog(input, { actor, origin: "autosave" });
  return answer({ id: created.id, savedAt: created.updatedAt }, 201);
}
