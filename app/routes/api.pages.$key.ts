import { getDocument } from "~/models/content-document.server";
import { pageKey, savePageChange, writablePageKey } from "~/utils/api-pages.server";
import { toApiPage, toApiPageDraft } from "~/utils/api-shapes.server";
import { ApiError, apiJson, apiRoute, readJsonObject, requireApiActor, requireApiPermission } from "~/utils/api.server";
import { DOCUMENT_NOT_FOUND } from "~/utils/page-documents.server";
import { documentPermission } from "~/utils/permissions";

export const { loader, action } = apiRoute({
  /** The published document for everyone; with `?draft=1` and a token that may edit it, the latest draft and its version. */
  async GET({ request, params }) {
    const draft = new URL(request.url).searchParams.get("draft") === "1";
    if (draft) await requireApiPermission(request, documentPermission(params.key ?? ""));
    const document = await getDocument(pageKey(params.key).key);
    if (draft && document) return apiJson({ page: toApiPageDraft(document) });
    if (!document || document.live === null) throw new ApiError(404, DOCUMENT_NOT_FOUND);
    return apiJson({ page: toApiPage({ key: document.key, content: document.live, publishedAt: document.liveAt }) });
  },

  async PUT({ request, params }) {
    const actor = await requireApiActor(request, documentPermission(params.key ?? ""));
    return savePageChange(writablePageKey(params.key), await readJsonObject(request), actor);
  },
});
