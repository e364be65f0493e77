import { sql, type Expression, type SqlBool } from "kysely";

import { db, engine } from "~/db.server";

import { containsTextInAny } from "./query.server";
import { compactJobSearchIndex } from "../../db/search-index";

// The job board's one engine-specific query: "title, company or location contains this text",
// ignoring case. Both engines answer it from the trigram indexes of migration 0005.
// - PostgreSQL: plain `lower(column) like '%text%'`, which the pg_trgm GIN indexes serve.
// - SQLite: the FTS5 trigram table for text of three or more characters; shorter text has no
//   trigram and falls back to the same LIKEs, scanning.

const TRIGRAM = 3;

/** `"text"`: an FTS5 phrase, so the words must appear together, as typed. */
function phrase(text: string) {
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * Whether a search reads its page and its total in one statement. On SQLite the FTS match costs more
 * than sorting its matches, so running it once wins (5,000 jobs: about a third less time per search).
 * PostgreSQL counts the matches from its trigram bitmaps without reading their rows, which beats
 * sorting them all (a common word over 5,000 jobs: 2.4 ms as two statements, 7 ms as one).
 */
export const searchCountsWithPage = engine === "sqlite";

export function jobMatchesSearch(text: string): Expression<SqlBool> {
  if (engine === "sqlite" && [...text].length >= TRIGRAM) {
    return sql<SqlBool>`jobs.id in (select rowid from jobs_search where jobs_search match ${phrase(text)})`;
  }
  return containsTextInAny(["title", "company", "location"], text);
}

/** How long after a job write its process compacts the search index: a burst of writes pays once. */
export const COMPACT_AFTER_WRITE_MS = 10_000;

/**
 * A function to call after each write: `compact` runs `delayMs` later, off the request, once for
 * all the writes of that while. A failure is logged, and the next write tries again.
 */
export function compactionAfterWrites(compact: () => Promise<void>, delayMs: number) {
  let scheduled: NodeJS.Timeout | undefined;
  return () => {
    scheduled ??= setTimeout(() => {
      scheduled = undefined;
      compact().catch((error: unknown) =>
        console.warn(`[db] could not compact the job search index (searches still work): ${error}`),
      );
    }, delayMs).unref();
  };
}

/**
 * Called after each job write: compacts the search index (db/search-index.ts) a little later.
 * Each process schedules its own; compacting a compact index costs nothing.
 */
export const jobsWritten = compactionAfterWrites(() => compactJobSearchIndex(db), COMPACT_AFTER_WRITE_MS);
