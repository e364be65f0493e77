import type { Kysely } from "kysely";

import { DOCUMENT_SEEDS } from "~/content/seed";
import { ensureDocuments } from "~/models/content-document-record.server";

import type { Database } from "../../db/database";

/** Writes each page's first content (app/content/seed/) where its document is missing; staff's edits stay. */
export async function seedContentDocuments(db: Kysely<Database>) {
  await ensureDocuments(db, DOCUMENT_SEEDS);
}
