import { TOO_MANY_WRITES_MESSAGE, TOO_MANY_WRITES_TITLE, writeBucketsFor } from "~/lib/write-limits";
import { countWrite } from "~/models/rate-limit.server";

import { isDatabaseBusyOrDown, logDatabaseBusy } from "./database-busy.server";

export type WriteLimitAnswer = { title: string; message: string; retryAfterSeconds: number };

/**
 * Counts a request against its address's write limits (lib/write-limits.ts) before Remix reads
 * it; the HTTP server (server/app.js) asks this for every request and answers 429 with the
 * returned words. A database too busy or down to count lets the write through: its own save then
 * meets the same database and says so.
 */
export async function admitWrite(client: string, method: string, pathname: string): Promise<WriteLimitAnswer | null> {
  const buckets = writeBucketsFor(method, pathname);
  if (buckets.length === 0) return null;
  try {
    const refusal = await countWrite(client, buckets);
    return (
      refusal && {
        title: TOO_MANY_WRITES_TITLE,
        message: TOO_MANY_WRITES_MESSAGE,
        retryAfterSeconds: refusal.retryAfterSeconds,
      }
    );
  } catch (error) {
    if (!isDatabaseBusyOrDown(error)) throw error;
    logDatabaseBusy(error, "the write limit was not counted");
    return null;
  }
}
