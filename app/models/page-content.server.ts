import { DOCUMENTS, type DocumentContent, type DocumentKey } from "~/content/documents";
import { DOCUMENT_SEEDS } from "~/content/seed";

import { withContentPictures } from "./content-images.server";

/**
 * What a page shows: its document's published content, checked against the page's schema.
 * (Read from the seed until the document store lands; then from the database, falling back to the
 * last published version that still passes the schema.)
 */
export async function pageContent<K extends DocumentKey>(key: K): Promise<DocumentContent<K>> {
  const definition = DOCUMENTS[key];
  return withContentPictures(definition, definition.schema.parse(DOCUMENT_SEEDS[key]) as DocumentContent<K>);
}
