import { sql } from "kysely";

import { db, listen } from "~/db.server";
import { announcedVersion } from "~/lib/announced-version";
import { freshReads } from "~/lib/fresh-reads";
import { CONTENT_VERSION_CHANNEL } from "~/lib/notify-channels";
import { pageVersionTracker } from "~/lib/page-version";

import { nextScheduledDocument } from "./content-document.server";

/**
 * The content version: a number that changes in the same transaction as any write to what the
 * public pages show (database triggers, migrations 0008 and 0010). The page cache
 * (server/page-cache.js) keeps a page only while the version it was rendered at is current, on
 * every worker and every instance, since they all follow the one number of the shared database.
 * Callers asking in the same event-loop turn share one check, never one that began before they asked.
 *
 * SQLite: the number is read from the database.
 * PostgreSQL: the committing transaction announces the new number (NOTIFY) and each process
 * listens. A check is then an empty query on the listening connection, which PostgreSQL answers
 * only after sending every announcement of what committed before it: cheaper than a read, and as
 * exact. While the listening connection is down (or not yet relied on), the number is read.
 */
export const currentContentVersion = listen ? versionOnPostgres(listen) : freshReads(readVersion);

function versionOnPostgres(listenTo: NonNullable<typeof listen>) {
  return announcedVersion({
    listen: (handlers) => listenTo(CONTENT_VERSION_CHANNEL, handlers),
    read: readVersion,
    announce: (payload) => sql`select pg_notify(${CONTENT_VERSION_CHANNEL}, ${payload})`.execute(db),
  });
}

/**
 * The earliest moment (ms) after `now` at which something goes live with no write: a scheduled
 * post, or a content document's scheduled change; null when nothing is scheduled.
 */
export async function nextPublication(now: number) {
  const [post, document] = await Promise.all([
    db
      .selectFrom("blogs")
      .select("published_at")
      .where("status", "=", "published")
      .where("published_at", ">", new Date(now).toISOString())
      .orderBy("published_at")
      .limit(1)
      .executeTakeFirst(),
    nextScheduledDocument(now),
  ]);
  const moments = [post ? Date.parse(post.published_at) : null, document].filter((at): at is number => at !== null);
  return moments.length > 0 ? Math.min(...moments) : null;
}

/** The version the page cache keeps public pages at: the content version, moved on when a scheduled post or page goes live. */
export const currentPageVersion = pageVersionTracker({ contentVersion: currentContentVersion, nextPublication });

async function readVersion() {
  const { rows } = await db.executeQuery(VERSION_QUERY);
  if (!rows[0]) throw new Error("content_version has no row: is migration 0008 applied?");
  return Number(rows[0].version);
}

/** Compiled once: it may run for every turn of pages served from the cache. */
const VERSION_QUERY = db.selectFrom("content_version").select("version").where("id", "=", 1).compile();
