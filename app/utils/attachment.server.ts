import contentDisposition from "content-disposition";

import { db } from "~/db.server";
import { readFile } from "~/models/file-storage.server";

import { DOWNLOAD_HEADERS } from "../../server/security-headers.js";

/**
 * A stored file as a download: its stored type (found from its bytes on upload), `attachment` so
 * no browser renders what a visitor uploaded, nosniff, and never kept by a shared cache.
 */
export async function attachmentResponse(fileId: number) {
  const file = await readFile(db, fileId);
  if (!file) throw new Response("File not found", { status: 404 });
  return new Response(file.bytes, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      // RFC 6266: an ASCII fallback name and the real one in UTF-8.
      "Content-Disposition": contentDisposition(file.name),
      ...DOWNLOAD_HEADERS,
      "Cache-Control": "private, no-store",
      ETag: `"${file.sha256}"`,
    },
  });
}
