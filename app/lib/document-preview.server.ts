import { PREVIEW_TTL_MS } from "./post-preview.server";
import { readKeyToken, signToken } from "./signed-token.server";

// A content document's preview link: anyone who has it sees the page with its pending changes,
// signed out, for 7 days (as a post's: post-preview.server.ts); never indexed or cached.

export const DOCUMENT_PREVIEW_PURPOSE = "page-preview";

/** The name of the query parameter that carries a preview link's token (`/about?preview=…`). */
export const PREVIEW_PARAM = "preview";

/** A new preview token for document `key`, signed with `secret`, valid for PREVIEW_TTL_MS (7 days) from `now`. */
export function documentPreviewToken(secret: string, key: string, now = new Date()) {
  return signToken(secret, DOCUMENT_PREVIEW_PURPOSE, key, new Date(now.getTime() + PREVIEW_TTL_MS));
}

/** Which document a preview token names, if it was signed here for a page preview; expired ones still name it. */
export function readDocumentPreviewToken(secret: string, token: string, now = new Date()) {
  return readKeyToken(secret, DOCUMENT_PREVIEW_PURPOSE, token, now);
}
