import type { Kysely } from "kysely";

import { db } from "~/db.server";
import { documentState, settledAt, type DocumentState } from "~/lib/content-documents";
import { displayName } from "~/lib/staff";

import type { Database } from "../../db/database";

export { DOCUMENT_STATE_LABELS, type DocumentState } from "~/lib/content-documents";

// The site's content documents as they are read: what visitors see, and what staff see of each.
// Contents are opaque JSON here (`unknown`): the caller checks them against the page's schema.
// Writing: content-document-write.server.ts; revisions: content-revision.server.ts.

/** A document as the back-office sees it, its scheduled change settled at the moment it was read. */
export type ContentDocument = {
  key: string;
  /** What visitors see (a scheduled change whose time has come included); null: never published. */
  live: unknown;
  liveAt: string | null;
  /** A change waiting for its time (scheduledAt); null: none. */
  scheduled: unknown;
  scheduledAt: string | null;
  /** The edits not yet published; null: none pending. */
  draft: unknown;
  /** What an editor opens: the draft, else the scheduled change, else what is live. */
  latest: unknown;
  state: DocumentState;
  /** The number a write must name (expectedVersion): it moves on with every write. */
  version: number;
  createdAt: string;
  updatedAt: string;
  updatedBy: number | null;
  /** The last writer's name, else username; null without a signed-in person, or once the account is gone. */
  updatedByName: string | null;
};

/** A document in the back-office's list. */
export type DocumentSummary = Pick<
  ContentDocument,
  "key" | "state" | "liveAt" | "scheduledAt" | "updatedAt" | "updatedByName"
>;

/** Stored JSON text as content; text that is not JSON (written by other means) reads as undefined, which no page schema accepts. */
export function parseContent(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The documents with their last writer's name and username, read on `on`. */
export function documentRows(on: Kysely<Database> = db) {
  return on
    .selectFrom("content_documents")
    .leftJoin("users", "users.id", "content_documents.updated_by")
    .selectAll("content_documents")
    .select(["users.name", "users.username"]);
}

type PublishedColumns = Pick<Database["content_documents"], "live" | "live_at" | "scheduled" | "scheduled_at">;

/** A row's published columns, contents as stored. */
export function storedPublication(row: PublishedColumns) {
  return { live: row.live, liveAt: row.live_at, scheduled: row.scheduled, scheduledAt: row.scheduled_at };
}

/** Documents by key, in code: no database collation decides an order people see. */
const byKey = (a: { key: string }, b: { key: string }) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

type DocumentRow = Awaited<ReturnType<ReturnType<typeof documentRows>["executeTakeFirstOrThrow"]>>;

export function toDocument(row: DocumentRow, now: Date): ContentDocument {
  const stored = storedPublication(row);
  const { live, liveAt, scheduled, scheduledAt } = settledAt(stored, now);
  return {
    key: row.key,
    live: parseContent(live),
    liveAt,
    scheduled: parseContent(scheduled),
    scheduledAt,
    draft: parseContent(row.draft),
    latest: parseContent(row.draft ?? scheduled ?? live),
    state: documentState({ ...stored, draft: row.draft }, now),
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
    updatedByName: row.username === null ? null : displayName({ name: row.name, username: row.username }),
  };
}

/** The document with this key at `now`, or null. */
export async function getDocument(key: string, now = new Date()) {
  const row = await documentRows().where("content_documents.key", "=", key).executeTakeFirst();
  return row ? toDocument(row, now) : null;
}

/** Every document at `now`, by key: its state, when it went live or goes live, its last change and writer. */
export async function listDocuments(now = new Date()): Promise<DocumentSummary[]> {
  const rows = await documentRows().execute();
  return rows
    .map((row) => {
      const { key, state, liveAt, scheduledAt, updatedAt, updatedByName } = toDocument(row, now);
      return { key, state, liveAt, scheduledAt, updatedAt, updatedByName };
    })
    .sort(byKey);
}

/** The published columns of document `key`, settled at `now`, contents as stored; null when there is no such document. */
async function publicationOf(key: string, now: Date) {
  const row = await db
    .selectFrom("content_documents")
    .select(["live", "live_at", "scheduled", "scheduled_at"])
    .where("key", "=", key)
    .executeTakeFirst();
  if (!row) return null;
  const stored = storedPublication(row);
  return { stored, settled: settledAt(stored, now) };
}

/**
 * What visitors see of document `key` at `now`: its scheduled change once the time has come (on
 * every instance, with no job), else its live content; null when it was never published or is not there.
 */
export async function publishedContent(key: string, now = new Date()) {
  const publication = await publicationOf(key, now);
  return publication ? parseContent(publication.settled.live) : null;
}

/**
 * The contents document `key` was published with, newest first, each once, at most `limit`: what
 * visitors see at `now`, then what it replaced, then its earlier publishes (its 'publish'
 * revisions). A page whose current content no longer passes its schema shows the first that does.
 */
export async function publishedVersions(key: string, limit: number, now = new Date()) {
  const publication = await publicationOf(key, now);
  if (!publication) return [];
  const revisions = await db
    .selectFrom("content_revisions")
    .select("content")
    .where("document_key", "=", key)
    .where("origin", "=", "publish")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  const texts = [publication.settled.live, publication.stored.live, ...revisions.map((revision) => revision.content)];
  const unique = [...new Set(texts.filter((text): text is string => text !== null))];
  return unique.slice(0, limit).map(parseContent);
}

/** Every document visitors see at `now`, by key, with its content and when it went live (the API, the sitemap). */
export async function publishedDocuments(now = new Date()) {
  const rows = await db
    .selectFrom("content_documents")
    .select(["key", "live", "live_at", "scheduled", "scheduled_at"])
    .execute();
  const published = rows.flatMap((row) => {
    const { live, liveAt } = settledAt(storedPublication(row), now);
    return live === null ? [] : [{ key: row.key, content: parseContent(live), publishedAt: liveAt }];
  });
  return published.sort(byKey);
}

/** The earliest moment (ms) after `now` at which a document's scheduled change goes live, or null. */
export async function nextScheduledDocument(now: number) {
  const row = await db
    .selectFrom("content_documents")
    .select("scheduled_at")
    .where("scheduled_at", ">", new Date(now).toISOString())
    .orderBy("scheduled_at")
    .limit(1)
    .executeTakeFirst();
  return row?.scheduled_at ? Date.parse(row.scheduled_at) : null;
}
