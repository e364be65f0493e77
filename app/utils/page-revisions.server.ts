import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";

import { compareDocument, sameContent } from "~/lib/document-compare";
import { REVISION_NOT_FOUND } from "~/lib/post-revisions";
import { restoreRevision, StaleVersionError } from "~/models/content-document-write.server";
import { getRevision, listRevisions, REVISIONS_KEPT } from "~/models/content-revision.server";
import { parseId } from "~/models/query.server";

import { readFormData } from "./form-data.server";
import { requireDocument } from "./page-documents.server";
import { redirectWithToast } from "./toast.server";

// The server half of a content document's revision pages: its list, and one revision compared with
// the current content (restored from there, into the draft). Each checks the document's permission.

/** The document's revisions, newest first. */
export async function loadDocumentRevisions(args: LoaderFunctionArgs) {
  const { key, page } = await requireDocument(args);
  return json({ key, title: page.title, revisions: await listRevisions(key), kept: REVISIONS_KEPT });
}

/** The guard, the document and the revision the URL names (404 for either missing). */
async function requireDocumentRevision(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const found = await requireDocument(args);
  const id = parseId(args.params.revisionId);
  const revision = id ? await getRevision(found.key, id) : null;
  if (!revision) throw new Response(REVISION_NOT_FOUND, { status: 404 });
  return { ...found, revision };
}

/** One revision beside the current content (what the editor opens), field by field. */
export async function loadDocumentRevision(args: LoaderFunctionArgs) {
  const { key, document, definition, page, revision } = await requireDocumentRevision(args);
  const { content, ...about } = revision;
  return json({
    key,
    title: page.title,
    version: document.version,
    revision: about,
    comparison: compareDocument(definition.fields, content, document.latest),
    same: sameContent(content, document.latest),
  });
}

/** Writes the revision back as the document's draft, then the editor is on its edit page. */
export async function restoreDocumentRevision(args: ActionFunctionArgs) {
  const { key, actor, document, revision } = await requireDocumentRevision(args);
  const formData = await readFormData(args.request);
  const editPath = `/admin/pages/${key}`;
  // The page offers no restore then; a form sent twice (or from an old tab) changes nothing.
  if (sameContent(revision.content, document.latest)) {
    return redirectWithToast(editPath, { type: "info", title: "Already the current version" });
  }
  const expectedVersion = Number(formData.get("version"));
  try {
    await restoreRevision({ key, id: revision.id, expectedVersion, actor });
  } catch (error) {
    if (!(error instanceof StaleVersionError)) throw error;
    return redirectWithToast(`${editPath}/revisions/${revision.id}`, {
      type: "error",
      title: "Not restored: someone else saved this page",
      description: "Here is the comparison with their version: restore again if you still want this one.",
    });
  }
  return redirectWithToast(editPath, {
    type: "success",
    title: "Revision restored",
    description: "It is the draft now.",
  });
}
