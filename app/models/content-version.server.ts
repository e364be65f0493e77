import { db, listen } from "~/db.server";
import { freshReads } from "~/lib/fresh-reads";

import { CONTENT_VERSION_CHANNEL } from "../../db/migrations/0010_content_version_notify";
import type { ChannelListener } from "../../db/postgres";

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
 * exact. While the listening connection is down (or not yet up), the number is read.
 */
export const currentContentVersion = listen ? announcedVersion(listen) : freshReads(readVersion);

async function readVersion() {
  const { rows } = await db.executeQuery(VERSION_QUERY);
  if (!rows[0]) throw new Error("content_version has no row: is migration 0008 applied?");
  return Number(rows[0].version);
}

/** Compiled once: it may run for every turn of pages served from the cache. */
const VERSION_QUERY = db.selectFrom("content_version").select("version").where("id", "=", 1).compile();

function announcedVersion(listenTo: NonNullable<typeof listen>) {
  /** The version, while listening and known; undefined otherwise. */
  let known: number | undefined;
  /** The largest number announced since listening (re)started. */
  let announced = 0;
  /** Changes whenever listening starts or stops, so a read that began before does not count. */
  let session = 0;
  let channel: ChannelListener | undefined;

  function start() {
    return listenTo(CONTENT_VERSION_CHANNEL, {
      onListening() {
        const current = ++session;
        announced = 0;
        // Read after LISTEN: whatever commits from now on is announced, whatever committed before is read.
        readVersion().then(
          (version) => {
            if (session === current) known = Math.max(version, announced);
          },
          () => {}, // the next check reads again (and says so if the database is down)
        );
      },
      onMessage(payload) {
        const version = Number(payload);
        if (!Number.isFinite(version)) return;
        announced = Math.max(announced, version);
        if (known !== undefined) known = Math.max(known, version);
      },
      onLost(error) {
        session += 1;
        if (known !== undefined) {
          console.error(
            `[db] stopped listening for content changes (${error.message}); reading the version until back`,
          );
        }
        known = undefined;
      },
    });
  }

  return freshReads(async () => {
    channel ??= start();
    if (known !== undefined && (await channel.heardAll()) && known !== undefined) return known;
    return readVersion();
  });
}
