import { applicationCvFileId } from "~/models/application.server";
import { parseId } from "~/models/query.server";
import { ApiError, apiRoute, requireApiPermission } from "~/utils/api.server";
import { attachmentResponse } from "~/utils/attachment.server";

export const { loader, action } = apiRoute({
  /** The application's CV as a download, in its stored type. */
  async GET({ request, params }) {
    await requireApiPermission(request, "applications:read");
    const id = parseId(params.id);
    const fileId = id ? await applicationCvFileId(id) : null;
    if (!fileId) throw new ApiError(404, "Application not found");
    return attachmentResponse(fileId);
  },
});
