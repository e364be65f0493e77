import { DOCUMENTS, type DocumentContent, type DocumentKey } from "~/content/documents";
import { DOCUMENT_SEEDS } from "~/content/seed";

import { getDocument, publishedVersions } from "./content-document.server";
import { withContentPictures } from "./content-images.server";
import { currentPageVersion } from "./content-version.server";

/** How many published versions a page looks back through for one that still passes its schema. */
const VERSIONS_TRIED = 10;

type Kept = { version: number; content: Promise<unknown> };

/** Each document's content as last read, with the page version it was read at (one per key). */
const kept = new Map<DocumentKey, Kept>();

/**
 * What a page shows: its document's published content (a scheduled change once its time has come),
 * checked against the page's schema, with its uploaded pictures' sizes. A stored version that no
 * longer passes the schema (a field added in code, not yet in the document) gives way to the
 * newest earlier one that does, then to the seed: visitors never get an error for it, and the
 * back-office shows which fields need attention. Read once per page version (it moves on with
 * every publish, on every instance) and shared by the requests that ask meanwhile.
 */
export async function pageContent<K extends DocumentKey>(key: K): Promise<DocumentContent<K>> {
  const version = await currentPageVersion();
  let entry = kept.get(key);
  if (!entry || entry.version !== version) {
    entry = { version, content: readContent(key) };
    kept.set(key, entry);
    entry.content.catch(() => kept.get(key) === entry && kept.delete(key));
  }
  return (await entry.content) as DocumentContent<K>;
}

async function readContent(key: DocumentKey) {
  const definition = DOCUMENTS[key];
  for (const stored of await publishedVersions(key, VERSIONS_TRIED)) {
    const parsed = definition.schema.safeParse(stored);
    if (parsed.success) return withContentPictures(definition, parsed.data);
  }
  console.warn(`[content] no published version of "${key}" passes its schema: the page shows its first content`);
  return withContentPictures(definition, definition.schema.parse(DOCUMENT_SEEDS[key]));
}

/**
 * What a preview link shows of document `key`: its latest content (the draft, else the scheduled
 * change, else what is live), with its pictures; null when there is none or it does not pass the
 * page's schema (the preview then shows what visitors see). Never kept: every preview reads anew.
 */
export async function latestContent<K extends DocumentKey>(key: K): Promise<DocumentContent<K> | null> {
  const document = await getDocument(key);
  const definition = DOCUMENTS[key];
  const parsed = definition.schema.safeParse(document?.latest);
  return parsed.success ? ((await withContentPictures(definition, parsed.data)) as DocumentContent<K>) : null;
}
