import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";

import { compareRevision, REVISION_NOT_FOUND, sameText } from "~/lib/post-revisions";
import { getRevision, listRevisions, REVISIONS_KEPT, restoreRevision } from "~/models/post-revision.server";
import { parseId } from "~/models/query.server";

import { requireRecordOf } from "./admin-record.server";
import { readFormData } from "./form-data.server";
import { redirectWithToast } from "./toast.server";

// The server half of a post's revision pages: its list, and one revision compared with the
// current text (restored from there). Each checks the posts' write permission and answers 404
// for an unknown post, or a revision that is not that post's.

/** The post's revisions, newest first. */
export async function loadRevisions(args: LoaderFunctionArgs) {
  const { record: post } = await requireRecordOf(args, "blogs");
  const revisions = await listRevisions(post.id);
  return json({ post: { id: post.id, title: post.title }, revisions, kept: REVISIONS_KEPT });
}

/** The guard, the post and the revision the URL names (404 for either missing). */
async function requireRevision(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const found = await requireRecordOf(args, "blogs");
  const revisionId = parseId(args.params.revisionId);
  const revision = revisionId ? await getRevision(found.id, revisionId) : null;
  if (!revision) throw new Response(REVISION_NOT_FOUND, { status: 404 });
  return { ...found, revision };
}

/** One revision beside the current version, field by field, the words that differ marked. */
export async function loadRevisionComparison(args: LoaderFunctionArgs) {
  const { record: post, revision } = await requireRevision(args);
  const { title, description, content, author, ...about } = revision;
  return json({
    post: { id: post.id, title: post.title },
    revision: about,
    comparison: compareRevision({ title, description, content, author }, post),
    same: sameText(revision, post),
  });
}

/** Writes the revision's text back to the post, then the editor is on its edit page. */
export async function restorePostRevision(args: ActionFunctionArgs) {
  const { id, actor, record, revision } = await requireRevision(args);
  // The restore button sends an (empty) form; anything else is refused like on every form route.
  await readFormData(args.request);
  // The page offers no restore then; a form sent twice (or from an old tab) changes nothing.
  if (sameText(revision, record)) {
    return redirectWithToast(`/admin/blogs/${id}`, { type: "info", title: "Already the current version" });
  }
  const post = await restoreRevision(id, revision.id, { actor });
  if (!post) throw new Response(REVISION_NOT_FOUND, { status: 404 });
  return redirectWithToast(`/admin/blogs/${id}`, {
    type: "success",
    title: "Revision restored",
    description: post.title,
  });
}
