// The lifecycle of the site's content documents (a page's copy, the site settings), as rules with
// no I/O: what visitors see at a moment, the state a list shows, where a revision came from.

export const DOCUMENT_REVISION_ORIGINS = ["save", "autosave", "publish", "schedule", "restore"] as const;

/** Where a revision came from: a draft save, an autosave, a publish, a scheduled change, a restore. */
export type DocumentRevisionOrigin = (typeof DOCUMENT_REVISION_ORIGINS)[number];

export const DOCUMENT_REVISION_ORIGIN_LABELS: Record<DocumentRevisionOrigin, string> = {
  save: "Saved",
  autosave: "Autosaved",
  publish: "Published",
  schedule: "Scheduled",
  restore: "Restored",
};

export const DOCUMENT_STATES = ["published", "draft", "scheduled", "never-published"] as const;

/**
 * What a list of documents shows of one: never published (nothing visitors can see yet), a
 * scheduled change waiting for its time, a draft pending, or published with nothing pending.
 */
export type DocumentState = (typeof DOCUMENT_STATES)[number];

export const DOCUMENT_STATE_LABELS: Record<DocumentState, string> = {
  published: "Published",
  draft: "Draft pending",
  scheduled: "Scheduled",
  "never-published": "Never published",
};

/** The published columns of a document, contents still as stored. */
export type Publication<T> = { live: T | null; liveAt: string | null; scheduled: T | null; scheduledAt: string | null };

/**
 * The publication as visitors see it at `now`: a scheduled change whose time has come is live (it
 * went live on its own, with no write), and is no longer scheduled.
 */
export function settledAt<T>(document: Publication<T>, now: Date): Publication<T> {
  if (document.scheduledAt === null || Date.parse(document.scheduledAt) > now.getTime()) return document;
  return { live: document.scheduled, liveAt: document.scheduledAt, scheduled: null, scheduledAt: null };
}

/** The state of a document at `now` (see DocumentState). */
export function documentState(document: Publication<unknown> & { draft: unknown }, now: Date): DocumentState {
  const { live, scheduled } = settledAt(document, now);
  if (live === null && scheduled === null) return "never-published";
  if (scheduled !== null) return "scheduled";
  return document.draft === null ? "published" : "draft";
}

/** How the activity log names a document: the settings, or a page by its key. */
export function documentName(key: string) {
  return key === "settings" ? "the site settings" : `the page “${key}”`;
}
