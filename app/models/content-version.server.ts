import { db } from "~/db.server";
import { freshReads } from "~/lib/fresh-reads";

/**
 * The content version: a number that changes in the same transaction as any write to what the
 * public pages show (database triggers, migration 0008). The page cache (server/page-cache.js)
 * keeps a page only while the version it was rendered at is current, on every worker and every
 * instance, since they all read the one number from the shared database. Callers asking at the
 * same moment share one query, never one that started before they asked.
 */
export const currentContentVersion = freshReads(async () => {
  const { rows } = await db.executeQuery(VERSION_QUERY);
  if (!rows[0]) throw new Error("content_version has no row: is migration 0008 applied?");
  return Number(rows[0].version);
});

/** Compiled once: the query runs for every page served from the cache. */
const VERSION_QUERY = db.selectFrom("content_version").select("version").where("id", "=", 1).compile();
