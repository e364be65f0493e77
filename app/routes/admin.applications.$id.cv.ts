import type { LoaderFunctionArgs } from "@remix-run/node";

import { APPLICATIONS } from "~/content/admin-resources";
import { applicationCvFileId } from "~/models/application.server";
import { parseId } from "~/models/query.server";
import { requireAdminRecord } from "~/utils/admin-record.server";
import { attachmentResponse } from "~/utils/attachment.server";

/** An application's CV, for staff who may read applications: always a download, never shown inline. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { record: fileId } = await requireAdminRecord(request, "applications:read", params.id, {
    parse: parseId,
    load: applicationCvFileId,
    resource: APPLICATIONS,
  });
  return attachmentResponse(fileId);
}
