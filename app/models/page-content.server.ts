import {
  documentDefinition,
  isDocumentKey,
  type DocumentContent,
  type DocumentKey,
  type StaffPageContent,
} from "~/content/documents";
import { DOCUMENT_SEEDS } from "~/content/seed";
import type { StaffPageKey } from "~/lib/staff-pages";

import { getDocument, publishedContent, publishedVersions } from "./content-document.server";
import { withContentPictures } from "./content-images.server";
import { currentPageVersion } from "./content-version.server";

/** How many published versions a page looks back through for one that still passes its schema. */
const VERSIONS_TRIED = 10;

type Kept = { version: number; content: Promise<unknown> };

/** Each document's content as last read, with the page version it was read at (one per key; none for a page not there). */
const kept = new Map<string, Kept>();

/**
 * What a page shows: its document's published content (a scheduled change once its time has come),
 * checked against the page's schema, with its uploaded pictures' sizes. A stored version that no
 * longer passes the schema (a field added in code, not yet in the document) gives way to the
 * newest earlier one that does, then to the seed: visitors never get an error for it, and the
 * back-office shows which fields need attention. Read once per page version (it moves on with
 * every publish, on every instance) and shared by the requests that ask meanwhile.
 */
export async function pageContent<K extends DocumentKey>(key: K): Promise<DocumentContent<K>> {
  return (await keptContent(key)) as DocumentContent<K>;
}

/** What staff page `key` shows visitors, as pageContent; null while it is not published (or not there): a 404. */
export async function staffPageContent(key: StaffPageKey) {
  return (await keptContent(key)) as StaffPageContent | null;
}

async function keptContent(key: string) {
  const version = await currentPageVersion();
  let entry = kept.get(key);
  if (!entry || entry.version !== version) {
    const current: Kept = { version, content: readContent(key) };
    kept.set(key, current);
    // Nothing is kept for a page that is not there: any address may be asked for.
    current.content.then(
      (content) => content === null && kept.get(key) === current && kept.delete(key),
      () => kept.get(key) === current && kept.delete(key),
    );
    entry = current;
  }
  return entry.content;
}

async function readContent(key: string) {
  const definition = documentDefinition(key);
  if (!definition) return null;
  // What is live passes in all but a release that changed the fields: the older versions wait till then.
  const live = definition.schema.safeParse(await publishedContent(key));
  if (live.success) return withContentPictures(definition, live.data);
  for (const stored of await publishedVersions(key, VERSIONS_TRIED)) {
    const parsed = definition.schema.safeParse(stored);
    if (parsed.success) return withContentPictures(definition, parsed.data);
  }
  // A staff page has no first content to fall back on: until a version passes, it is not there.
  if (!isDocumentKey(key)) return null;
  console.warn(`[content] no published version of "${key}" passes its schema: the page shows its first content`);
  return withContentPictures(definition, definition.schema.parse(DOCUMENT_SEEDS[key]));
}

/**
 * What a preview link shows of document `key`: its latest content (the draft, else the scheduled
 * change, else what is live), with its pictures; null when there is none or it does not pass the
 * page's schema (the preview then shows what visitors see). Never kept: every preview reads anew.
 */
export async function latestContent<K extends DocumentKey | StaffPageKey>(
  key: K,
): Promise<(K extends DocumentKey ? DocumentContent<K> : StaffPageContent) | null> {
  const definition = documentDefinition(key);
  if (!definition) return null;
  const document = await getDocument(key);
  const parsed = definition.schema.safeParse(document?.latest);
  return parsed.success ? ((await withContentPictures(definition, parsed.data)) as never) : null;
}
