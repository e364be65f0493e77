import { RATE_LIMITS, writeBucketsFor, type FormBucket } from "~/lib/rate-limits";
import { countFormSubmission, countWrite, isFormLimited } from "~/models/rate-limit.server";

import { isDatabaseBusyOrDown, logDatabaseBusy } from "./database-busy.server";
import { getClientIp } from "./http.server";

// The request side of the rate limits (lib/rate-limits.ts): the HTTP server's write limits and the
// public forms' own.

export type WriteLimitAnswer = { title: string; message: string; retryAfterSeconds: number };

/**
 * Counts a request against its address's write limits before Remix reads it; the HTTP server
 * (server/write-limits.js) asks this for every request and answers 429 with the returned words. A
 * database too busy or down to count lets the write through: its own save then meets the same
 * database and says so.
 */
export async function admitWrite(client: string, method: string, pathname: string): Promise<WriteLimitAnswer | null> {
  const buckets = writeBucketsFor(method, pathname);
  if (buckets.length === 0) return null;
  try {
    const refusal = await countWrite(client, buckets);
    if (!refusal) return null;
    const { title, message } = RATE_LIMITS[refusal.bucket].refusal;
    return { title, message, retryAfterSeconds: refusal.retryAfterSeconds };
  } catch (error) {
    if (!isDatabaseBusyOrDown(error)) throw error;
    logDatabaseBusy(error, "the write limit was not counted");
    return null;
  }
}

/** Whether the request's address already used up its submissions of this form. */
export function isFormRateLimited(request: Request, form: FormBucket) {
  return isFormLimited(form, getClientIp(request));
}

/** Counts a submission of this form toward its limit, and no longer toward the write limit its request arrived in. */
export function countSubmission(request: Request, form: FormBucket) {
  const [writeBucket] = writeBucketsFor(request.method, new URL(request.url).pathname);
  return countFormSubmission(form, getClientIp(request), {
    writeBucket: writeBucket === "all" ? undefined : writeBucket,
  });
}
