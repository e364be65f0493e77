import { sql, type Expression, type SqlBool } from "kysely";

import { engine } from "~/db.server";

import { containsTextInAny } from "./query.server";

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

export function jobMatchesSearch(text: string): Expression<SqlBool> {
  if (engine === "sqlite" && [...text].length >= TRIGRAM) {
    return sql<SqlBool>`jobs.id in (select rowid from jobs_search where jobs_search match ${phrase(text)})`;
  }
  return containsTextInAny(["title", "company", "location"], text);
}
