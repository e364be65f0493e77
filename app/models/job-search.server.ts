import { sql, type Expression, type SqlBool } from "kysely";

import { containsTextInAny } from "./query.server";

// The one SQLite-specific query of the job board. Search text of three or more characters goes
// through the trigram index of migration 0005 (a substring match in title, company or location,
// ignoring case); shorter text has no trigram and falls back to a plain LIKE scan.
// On Postgres: replace the first branch with the same LIKEs, backed by a pg_trgm GIN index.

const TRIGRAM = 3;

/** `"text"`: an FTS5 phrase, so the words must appear together, as typed. */
function phrase(text: string) {
  return `"${text.replace(/"/g, '""')}"`;
}

export function jobMatchesSearch(text: string): Expression<SqlBool> {
  if ([...text].length >= TRIGRAM) {
    return sql<SqlBool>`jobs.id in (select rowid from jobs_search where jobs_search match ${phrase(text)})`;
  }
  return containsTextInAny(["title", "company", "location"], text);
}
