// A post's body as it is stored: its HTML cleaned with the allow-list, what the pages derive from
// it (the read time), and the allow-list version it was cleaned with. Written on every save, so
// no page view cleans or counts anything; a stored body cleaned with an older allow-list is
// cleaned again once, at start-up.
import type { Kysely } from "kysely";

import type { Database } from "./database";
import { engineOf } from "./migration-helpers";
import { htmlToText } from "../app/lib/html-text";
import { readTimeMinutes } from "../app/lib/read-time";
import { BLOG_HTML_VERSION, sanitizeBlogHtml } from "../app/lib/sanitize.server";

/**
 * The stored columns of a post's body: what the post's `content` and `description` become, with
 * the body's text (what a search on /insights looks in).
 */
export function storedBlogBody({ content, description }: { content: string; description: string }) {
  const clean = sanitizeBlogHtml(content);
  return {
    content: clean,
    body_text: htmlToText(clean),
    read_time: readTimeMinutes({ content: clean, description }),
    sanitizer_version: BLOG_HTML_VERSION,
  };
}

/** Whether a stored body was cleaned with the current allow-list (or a newer one, by a newer instance). */
export function isCurrentBlogBody(row: { sanitizer_version: number }) {
  return row.sanitizer_version >= BLOG_HTML_VERSION;
}

const BATCH = 100;

/**
 * Cleans again every stored post last cleaned with an older allow-list (after an upgrade, or a row
 * written by other means), recounting its read time. Returns how many posts it rewrote.
 *
 * Safe with several instances starting together: each batch is read and rewritten in one write
 * transaction (SQLite's BEGIN IMMEDIATE; on PostgreSQL its rows are locked FOR UPDATE, and rows
 * another instance holds are left to it), and a post is only rewritten while it is still
 * outdated, so a post saved meanwhile stays as it was saved. Running it again finds nothing to do.
 */
export async function recleanOutdatedBlogBodies(db: Kysely<Database>) {
  const lockRows = engineOf(db) === "postgres";
  let rewritten = 0;
  for (let after = 0; ;) {
    const batch = await db.transaction().execute(async (trx) => {
      const outdated = trx
        .selectFrom("blogs")
        .select(["id", "content", "description"])
        .where("sanitizer_version", "<", BLOG_HTML_VERSION)
        .where("id", ">", after)
        .orderBy("id")
        .limit(BATCH);
      const rows = await (lockRows ? outdated.forUpdate().skipLocked() : outdated).execute();
      for (const row of rows) {
        const result = await trx
          .updateTable("blogs")
          .set(storedBlogBody(row))
          .where("id", "=", row.id)
          .where("sanitizer_version", "<", BLOG_HTML_VERSION)
          .executeTakeFirst();
        rewritten += Number(result.numUpdatedRows);
      }
      return rows;
    });
    const last = batch.at(-1);
    if (!last) return rewritten;
    after = last.id;
  }
}
