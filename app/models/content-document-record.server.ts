import type { Kysely } from "kysely";

import type { DocumentRevisionOrigin } from "~/lib/content-documents";

import { replacesAutosave, REVISIONS_KEPT } from "./post-revision.server";
import { indexDocument } from "./search-index.server";
import type { Database } from "../../db/database";

// Writing content documents' rows on the database or transaction given (so the seed in db/ can
// too): each save's revision, and the seed's documents. The rest of the lifecycle:
// content-document-write.server.ts.

export type DocumentRevisionOptions = {
  /** Who saved; null without a signed-in person (the API without a user, the seed). */
  userId: number | null;
  origin: DocumentRevisionOrigin;
  now: Date;
};

/**
 * Keeps `content` (JSON text), just written to document `key`, as its newest revision, in the
 * write's transaction `trx`, as posts keep theirs (post-revision.server.ts): nothing when
 * the newest revision has the same content and origin; an autosave replaces the newest revision
 * when that is an autosave by the same person less than AUTOSAVE_COALESCE_MS old; then only the
 * newest REVISIONS_KEPT are kept. The revision's id, or null when nothing was written.
 */
export async function recordDocumentRevision(
  trx: Kysely<Database>,
  key: string,
  content: string,
  { userId, origin, now }: DocumentRevisionOptions,
) {
  const newest = await trx
    .selectFrom("content_revisions")
    .selectAll()
    .where("document_key", "=", key)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (newest && newest.content === content && newest.origin === origin) return null;

  const at = now.toISOString();
  if (newest && replacesAutosave(newest, { userId, origin, now })) {
    await trx.updateTable("content_revisions").set({ content, created_at: at }).where("id", "=", newest.id).execute();
    return newest.id;
  }

  const { id } = await trx
    .insertInto("content_revisions")
    .values({ document_key: key, content, origin, created_at: at, user_id: userId })
    .returning("id")
    .executeTakeFirstOrThrow();
  const oldestKept = await trx
    .selectFrom("content_revisions")
    .select("id")
    .where("document_key", "=", key)
    .orderBy("id", "desc")
    .offset(REVISIONS_KEPT - 1)
    .limit(1)
    .executeTakeFirst();
  if (oldestKept) {
    await trx.deleteFrom("content_revisions").where("document_key", "=", key).where("id", "<", oldestKept.id).execute();
  }
  return id;
}

/**
 * The seed's documents: each key not stored yet is inserted published with `contents[key]`, and
 * one 'publish' revision; stored ones are left as they are, whatever they hold. Safe when several
 * instances start at once: an insert another one made first is skipped. Runs in `on` when that is
 * a transaction, else in one of its own. The keys inserted.
 */
export async function ensureDocuments(on: Kysely<Database>, contents: Record<string, unknown>, now = new Date()) {
  const at = now.toISOString();
  const inTransaction = <T>(work: (trx: Kysely<Database>) => Promise<T>) =>
    on.isTransaction ? work(on) : on.transaction().execute(work);
  return inTransaction(async (trx) => {
    const inserted: string[] = [];
    for (const [key, value] of Object.entries(contents)) {
      const content = JSON.stringify(value);
      const row = await trx
        .insertInto("content_documents")
        .values({ key, live: content, live_at: at, version: 1, created_at: at, updated_at: at })
        .onConflict((oc) => oc.column("key").doNothing())
        .returning("key")
        .executeTakeFirst();
      if (!row) continue;
      await recordDocumentRevision(trx, key, content, { userId: null, origin: "publish", now });
      await indexDocument(trx, key);
      inserted.push(key);
    }
    return inserted;
  });
}
