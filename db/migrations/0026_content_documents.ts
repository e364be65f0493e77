import { sql, type Kysely } from "kysely";

import { engineOf, withId } from "../migration-helpers";

// The site's copy as documents staff edit (issue 37): one row per page or settings key with what
// visitors see (live, or scheduled once its time comes), the pending draft, and a version number
// every write moves on (the optimistic check of two people saving at once). Each save keeps a
// revision (the newest 50: app/models/content-revision-record.server.ts). What visitors see moves
// the content version on (migrations 0008, 0010, 0023: the same function); a draft save, which they
// do not see, does not: the triggers watch only the published columns.

/** The columns whose change visitors see. */
const PUBLISHED_COLUMNS = ["live", "live_at", "scheduled", "scheduled_at"];
const SQLITE_EVENTS = {
  insert: sql`insert`,
  update: sql`update of ${sql.join(PUBLISHED_COLUMNS.map((column) => sql.id(column)))}`,
  delete: sql`delete`,
};

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("content_documents")
    .addColumn("key", "text", (col) => col.primaryKey())
    // JSON text; null: never published.
    .addColumn("live", "text")
    .addColumn("live_at", "text")
    // JSON text that replaces `live` for visitors once scheduled_at has come (read at query time, no job).
    .addColumn("scheduled", "text")
    .addColumn("scheduled_at", "text")
    // JSON text of the edits not yet published; null: none pending.
    .addColumn("draft", "text")
    .addColumn("version", "integer", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addColumn("updated_by", "integer", (col) => col.references("users.id").onDelete("set null"))
    .execute();
  // The page cache's next moment to move on at: the earliest scheduled change.
  await db.schema
    .createIndex("content_documents_scheduled_at_idx")
    .on("content_documents")
    .column("scheduled_at")
    .execute();

  await db.schema
    .createTable("content_revisions")
    .$call(withId(db))
    .addColumn("document_key", "text", (col) => col.notNull().references("content_documents.key").onDelete("cascade"))
    .addColumn("content", "text", (col) => col.notNull())
    .addColumn("origin", "text", (col) =>
      col.notNull().check(sql`origin in ('save', 'autosave', 'publish', 'schedule', 'restore')`),
    )
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("user_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    .execute();
  await db.schema
    .createIndex("content_revisions_document_idx")
    .on("content_revisions")
    .columns(["document_key", "id"])
    .execute();

  if (engineOf(db) === "postgres") {
    // As migration 0023: at the commit, once per transaction; TRUNCATE keeps a statement trigger.
    await sql`
      create constraint trigger content_documents_content_version
      after insert or update of ${sql.join(PUBLISHED_COLUMNS.map((column) => sql.id(column)))} or delete
      on content_documents deferrable initially deferred
      for each row execute function bump_content_version()`.execute(db);
    await sql`
      create trigger content_documents_content_version_truncate
      after truncate on content_documents
      for each statement execute function bump_content_version()`.execute(db);
    return;
  }
  for (const [event, clause] of Object.entries(SQLITE_EVENTS)) {
    await sql`
      create trigger ${sql.id(`content_documents_content_version_${event}`)}
      after ${clause} on content_documents
      begin update content_version set version = version + 1 where id = 1; end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>) {
  if (engineOf(db) === "postgres") {
    await sql`drop trigger content_documents_content_version_truncate on content_documents`.execute(db);
    await sql`drop trigger content_documents_content_version on content_documents`.execute(db);
  } else {
    for (const event of Object.keys(SQLITE_EVENTS))
      await sql`drop trigger ${sql.id(`content_documents_content_version_${event}`)}`.execute(db);
  }
  await db.schema.dropTable("content_revisions").execute();
  await db.schema.dropTable("content_documents").execute();
}
