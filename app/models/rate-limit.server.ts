import { sql } from "kysely";

import { db } from "~/db.server";
import { WRITE_LIMIT_WINDOW_MS, WRITE_LIMITS, type WriteBucket } from "~/lib/write-limits";

/** How long a minute's counts are kept after it ends (longer is useless, shorter works too). */
const WINDOW_RETENTION_MS = 5 * WRITE_LIMIT_WINDOW_MS;

export type WriteRefusal = { bucket: WriteBucket; retryAfterSeconds: number };

/**
 * Counts one write by `client` in each of `buckets` for the current minute, in one statement (so
 * parallel requests on any instance each see their own count), and says which limit it went over,
 * if any. A refused write counts too: an address that keeps sending stays refused until the minute
 * ends, never longer.
 */
export async function countWrite(
  client: string,
  buckets: WriteBucket[],
  now = Date.now(),
): Promise<WriteRefusal | null> {
  if (buckets.length === 0) return null;
  const windowStart = Math.floor(now / WRITE_LIMIT_WINDOW_MS) * WRITE_LIMIT_WINDOW_MS;
  const counts = await db
    .insertInto("rate_limit_windows")
    .values(buckets.map((bucket) => ({ bucket, client, window_start: new Date(windowStart).toISOString(), hits: 1 })))
    .onConflict((oc) =>
      oc.columns(["bucket", "client", "window_start"]).doUpdateSet({ hits: sql`rate_limit_windows.hits + 1` }),
    )
    .returning(["bucket", "hits"])
    .execute();
  const over = counts.find((count) => count.hits > WRITE_LIMITS[count.bucket as WriteBucket]);
  if (!over) return null;
  return {
    bucket: over.bucket as WriteBucket,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart + WRITE_LIMIT_WINDOW_MS - now) / 1000)),
  };
}

/** Deletes the counts of minutes long gone (the background work calls it once a minute). */
export async function pruneWriteCounts(now = Date.now()) {
  await db
    .deleteFrom("rate_limit_windows")
    .where("window_start", "<", new Date(now - WINDOW_RETENTION_MS).toISOString())
    .execute();
}
