import { db } from "~/db.server";
import type { DocumentRevisionOrigin } from "~/lib/content-documents";
import { displayName } from "~/lib/staff";

import { parseContent } from "./content-document.server";

export { DOCUMENT_REVISION_ORIGIN_LABELS, type DocumentRevisionOrigin } from "~/lib/content-documents";
export { AUTOSAVE_COALESCE_MS, REVISIONS_KEPT } from "./post-revision.server";

// A content document's revisions, listed and read one by one. Writing them:
// content-document-record.server.ts; restoring one: restoreRevision in content-document-write.server.ts.

/** One revision in the list: when, by whom, how; not its content. */
export type DocumentRevisionSummary = {
  id: number;
  createdAt: string;
  origin: DocumentRevisionOrigin;
  /** Who saved it: their name, else username; null when no one signed in did, or the account is gone. */
  userName: string | null;
};

export type DocumentRevision = DocumentRevisionSummary & { content: unknown };

function revisionsOf(key: string) {
  return db
    .selectFrom("content_revisions")
    .leftJoin("users", "users.id", "content_revisions.user_id")
    .select([
      "content_revisions.id",
      "content_revisions.created_at",
      "content_revisions.origin",
      "users.name",
      "users.username",
    ])
    .where("content_revisions.document_key", "=", key);
}

function toSummary(row: {
  id: number;
  created_at: string;
  origin: DocumentRevisionOrigin;
  name: string | null;
  username: string | null;
}): DocumentRevisionSummary {
  return {
    id: row.id,
    createdAt: row.created_at,
    origin: row.origin,
    userName: row.username === null ? null : displayName({ name: row.name, username: row.username }),
  };
}

/** Document `key`'s revisions, newest first (at most REVISIONS_KEPT). */
export async function listRevisions(key: string) {
  const rows = await revisionsOf(key).orderBy("content_revisions.id", "desc").execute();
  return rows.map(toSummary);
}

/** The revision with this id if it is one of document `key`'s, else null. */
export async function getRevision(key: string, id: number): Promise<DocumentRevision | null> {
  const row = await revisionsOf(key)
    .select("content_revisions.content")
    .where("content_revisions.id", "=", id)
    .executeTakeFirst();
  return row ? { ...toSummary(row), content: parseContent(row.content) } : null;
}
