import type { Kysely, Updateable } from "kysely";

import { documentName, settledAt, type DocumentRevisionOrigin } from "~/lib/content-documents";
import { formatDateTime } from "~/lib/format";

import { type ActivityEntry, withActivity, type Actor } from "./activity.server";
import { recordDocumentRevision } from "./content-document-record.server";
import { documentRows, storedPublication, toDocument } from "./content-document.server";
import { holdOffImageSweep } from "./image-sweep.server";
import { indexDocument } from "./search-index.server";
import type { ContentDocumentsTable, Database } from "../../db/database";

// Every change to a content document: save a draft, publish now or at a time, cancel a schedule,
// discard a draft, restore a revision, create, delete. Each names the version it was made from and
// is refused (StaleVersionError) when another save came first, on any instance: the write is an
// UPDATE … WHERE version = ?, which PostgreSQL re-checks after the other transaction commits.
// Contents are opaque JSON: the caller validates and cleans them first. Each change is logged in
// its own transaction (an autosave is kept as a revision only, as posts' are).

/** Another save changed the document since the version this write was made from. */
export class StaleVersionError extends Error {
  override name = "StaleVersionError";

  constructor(
    readonly key: string,
    /** The document's version now: what a fresh copy of it names. */
    readonly currentVersion: number,
  ) {
    super(`The document ${key} was changed by another save (it is at version ${currentVersion})`);
  }
}

/** A document with this key already exists. */
export class DocumentKeyTakenError extends Error {
  override name = "DocumentKeyTakenError";

  constructor(readonly key: string) {
    super(`A document with the key ${key} already exists`);
  }
}

/** A change to document `key`, made from its version `expectedVersion` by `actor` (logged; none for scripts) at `now`. */
export type DocumentWrite = { key: string; expectedVersion: number; actor?: Actor; now?: Date };

type Row = Awaited<ReturnType<ReturnType<typeof documentRows>["executeTakeFirstOrThrow"]>>;

/** What a write does to the row it read: the columns it sets, the revision it keeps, how the log says it. */
type Plan = {
  set: Updateable<ContentDocumentsTable>;
  revision?: { content: string; origin: DocumentRevisionOrigin };
  log: Pick<ActivityEntry, "action" | "summary"> | null;
};

/** Refuses a write made from another version than `row`'s. */
function checkVersion(row: { key: string; version: number }, expectedVersion: number) {
  if (row.version !== expectedVersion) throw new StaleVersionError(row.key, row.version);
}

/**
 * Runs one write of an existing document, with its revision and log entry, in one transaction:
 * reads the row, refuses a stale version, sets what `plan` makes of the row where the version is
 * still the one read, and answers the document as written; null when there is no such document
 * (or `plan` finds nothing to act on).
 */
async function writeDocument(
  { key, expectedVersion, actor, now = new Date() }: DocumentWrite,
  plan: (row: Row, trx: Kysely<Database>) => Promise<Plan | null> | Plan | null,
) {
  const written = await withActivity(
    actor,
    async (trx) => {
      await holdOffImageSweep(trx);
      const row = await documentRows(trx).where("content_documents.key", "=", key).executeTakeFirst();
      if (!row) return null;
      checkVersion(row, expectedVersion);
      const change = await plan(row, trx);
      if (!change) return null;
      const { numUpdatedRows } = await trx
        .updateTable("content_documents")
        .set({
          ...change.set,
          version: expectedVersion + 1,
          updated_at: now.toISOString(),
          updated_by: actor?.id ?? null,
        })
        .where("key", "=", key)
        .where("version", "=", expectedVersion)
        .executeTakeFirst();
      // Another save came first (or a delete did: then there is nothing to write to).
      if (numUpdatedRows === 0n) {
        const current = await trx
          .selectFrom("content_documents")
          .select("version")
          .where("key", "=", key)
          .executeTakeFirst();
        if (!current) return null;
        throw new StaleVersionError(key, current.version);
      }
      // Only what visitors see is searched: a draft leaves the index as it is.
      if (change.set.live !== undefined || change.set.scheduled !== undefined) await indexDocument(trx, key);
      if (change.revision) {
        const { content, origin } = change.revision;
        await recordDocumentRevision(trx, key, content, { userId: actor?.id ?? null, origin, now });
      }
      const document = toDocument(
        await documentRows(trx).where("content_documents.key", "=", key).executeTakeFirstOrThrow(),
        now,
      );
      return { document, log: change.log };
    },
    (result) => (result?.log ? { kind: "page", subjectId: null, ...result.log } : null),
  );
  return written?.document ?? null;
}

/** Keeps `content` as document `key`'s draft (what visitors see stays as it is); null when there is no such document. */
export function saveDraft({
  content,
  origin = "save",
  ...write
}: DocumentWrite & { content: unknown; origin?: "save" | "autosave" }) {
  const text = JSON.stringify(content);
  return writeDocument(write, () => ({
    set: { draft: text },
    revision: { content: text, origin },
    log:
      origin === "autosave" ? null : { action: "draft-saved", summary: `Saved a draft of ${documentName(write.key)}` },
  }));
}

/**
 * Publishes `content`, which replaces any pending draft: live now when `at` is null or not after
 * `now` (and any scheduled change is dropped); else scheduled to go live at `at` (replacing any
 * earlier schedule, while what visitors see stays until then). Null when there is no such document.
 */
export function publish({ content, at = null, ...write }: DocumentWrite & { content: unknown; at?: Date | null }) {
  const now = write.now ?? new Date();
  const text = JSON.stringify(content);
  const name = documentName(write.key);
  return writeDocument({ ...write, now }, (row) => {
    if (at === null || at <= now) {
      return {
        set: { live: text, live_at: now.toISOString(), scheduled: null, scheduled_at: null, draft: null },
        revision: { content: text, origin: "publish" },
        log: { action: "published", summary: `Published ${name}` },
      };
    }
    // A scheduled change whose time has come is live: it stays so under the new schedule.
    const { live, liveAt } = settledAt(storedPublication(row), now);
    return {
      set: { live, live_at: liveAt, scheduled: text, scheduled_at: at.toISOString(), draft: null },
      revision: { content: text, origin: "schedule" },
      log: { action: "scheduled", summary: `Scheduled ${name} to go live ${formatDateTime(at.toISOString())}` },
    };
  });
}

/**
 * Cancels document `key`'s scheduled change: visitors keep what they see, and the change becomes
 * the draft unless one is pending (so no work is lost). A change whose time has come is live and
 * stays so. Null when there is no such document.
 */
export function cancelSchedule(write: DocumentWrite) {
  const now = write.now ?? new Date();
  return writeDocument({ ...write, now }, (row) => {
    const { live, liveAt, scheduled } = settledAt(storedPublication(row), now);
    return {
      set: { live, live_at: liveAt, scheduled: null, scheduled_at: null, draft: row.draft ?? scheduled },
      log:
        scheduled === null
          ? null
          : { action: "unscheduled", summary: `Cancelled the scheduled change of ${documentName(write.key)}` },
    };
  });
}

/** Drops document `key`'s pending draft (its revisions stay); null when there is no such document. */
export function discardDraft(write: DocumentWrite) {
  return writeDocument(write, (row) => ({
    set: { draft: null },
    log:
      row.draft === null
        ? null
        : { action: "draft-discarded", summary: `Discarded the draft of ${documentName(write.key)}` },
  }));
}

/**
 * Writes revision `id`'s content back as document `key`'s draft, kept as a 'restore' revision of
 * its own; null when the document, or that revision of it, is not there.
 */
export function restoreRevision({ id, ...write }: DocumentWrite & { id: number }) {
  return writeDocument(write, async (row, trx) => {
    const revision = await trx
      .selectFrom("content_revisions")
      .select(["content", "created_at"])
      .where("document_key", "=", row.key)
      .where("id", "=", id)
      .executeTakeFirst();
    if (!revision) return null;
    return {
      set: { draft: revision.content },
      revision: { content: revision.content, origin: "restore" },
      log: {
        action: "restored",
        summary: `Restored ${documentName(row.key)} to its revision of ${formatDateTime(revision.created_at)}`,
      },
    };
  });
}

/**
 * A new document `key` (a staff-made page) with `content` as its draft: never published until it
 * is. Throws DocumentKeyTakenError when the key is taken, also by an insert under way elsewhere.
 */
export async function createDocument({
  key,
  content,
  actor,
  now = new Date(),
}: {
  key: string;
  content: unknown;
  actor?: Actor;
  now?: Date;
}) {
  const text = JSON.stringify(content);
  const at = now.toISOString();
  return withActivity(
    actor,
    async (trx) => {
      await holdOffImageSweep(trx);
      const inserted = await trx
        .insertInto("content_documents")
        .values({ key, draft: text, version: 1, created_at: at, updated_at: at, updated_by: actor?.id ?? null })
        .onConflict((oc) => oc.column("key").doNothing())
        .returning("key")
        .executeTakeFirst();
      if (!inserted) throw new DocumentKeyTakenError(key);
      await recordDocumentRevision(trx, key, text, { userId: actor?.id ?? null, origin: "save", now });
      return toDocument(
        await documentRows(trx).where("content_documents.key", "=", key).executeTakeFirstOrThrow(),
        now,
      );
    },
    () => ({ kind: "page", action: "created", subjectId: null, summary: `Created ${documentName(key)}` }),
  );
}

/** Deletes document `key` and its revisions: whether it was there. */
export async function deleteDocument({ key, expectedVersion, actor }: Omit<DocumentWrite, "now">) {
  const deleted = await withActivity(
    actor,
    async (trx) => {
      const { numDeletedRows } = await trx
        .deleteFrom("content_documents")
        .where("key", "=", key)
        .where("version", "=", expectedVersion)
        .executeTakeFirst();
      if (numDeletedRows > 0n) {
        await indexDocument(trx, key);
        return true;
      }
      const row = await trx.selectFrom("content_documents").select("version").where("key", "=", key).executeTakeFirst();
      if (row) throw new StaleVersionError(key, row.version);
      return false;
    },
    (wasThere) =>
      wasThere ? { kind: "page", action: "deleted", subjectId: null, summary: `Deleted ${documentName(key)}` } : null,
  );
  return deleted;
}
