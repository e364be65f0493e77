import type { DocumentContent, DocumentKey } from "~/content/documents";
import { consentVersionOf } from "~/lib/consent-version.server";
import { PREVIEW_PARAM, readDocumentPreviewToken } from "~/lib/document-preview.server";
import type { StaffPageKey } from "~/lib/staff-pages";
import { latestContent, pageContent, staffPageContent } from "~/models/page-content.server";
import { siteSettings } from "~/models/site-settings.server";

import { env } from "./env.server";

// A page asked for with a document's preview link (`?preview=<token>`, see document-preview.server.ts)
// shows that document's pending changes; the answer is never stored or shared by any cache
// (security.server.ts: cacheControl) and asks not to be indexed.

/** The document a request's preview token names, when it is valid now; else null. */
export function previewedKey(request: Request) {
  const token = new URL(request.url).searchParams.get(PREVIEW_PARAM);
  if (!token) return null;
  const check = readDocumentPreviewToken(env.sessionSecret, token);
  return check.status === "valid" ? check.id : null;
}

/** What a page shows of document `key` for this request: its pending changes for a valid preview link of it, else `visitorsSee`. */
async function withPreview<K extends DocumentKey | StaffPageKey, T>(
  request: Request,
  key: K,
  visitorsSee: () => Promise<T>,
) {
  const latest = previewedKey(request) === key ? await latestContent(key) : null;
  return latest ? (latest as T) : visitorsSee();
}

/** What the page shows of document `key` for this request: its pending changes for a valid preview link of it, else what visitors see. */
export function pageContentFor<K extends DocumentKey>(request: Request, key: K): Promise<DocumentContent<K>> {
  return withPreview(request, key, () => pageContent(key));
}

/** What staff page `key` shows for this request, as pageContentFor; null when there is nothing to show (a 404). */
export function staffPageContentFor(request: Request, key: StaffPageKey) {
  return withPreview(request, key, () => staffPageContent(key));
}

/** The site settings for this request: their pending changes for a valid preview link of them, else what visitors see. */
export function siteSettingsFor(request: Request) {
  return withPreview(request, "settings", siteSettings);
}

/** The newsletter's words for this request (as pageContentFor), with the version of the consent wording they show. */
export async function newsletterCopyFor(request: Request) {
  const copy = await pageContentFor(request, "newsletter");
  return { ...copy, consentVersion: consentVersionOf(copy.consent) };
}
