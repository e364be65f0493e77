import { isDatabaseUnavailable } from "../../db/database-errors";

// A page whose loader failed because the database is unreachable answers 503 with a page of its
// own, not the 500 error boundary. Remix hands the original error only to `handleError` (the
// boundary gets a sanitized copy), so that is where the request is marked.

const hitOutage = new WeakSet<Request>();

/** How long a client should wait before it asks again, in seconds. */
export const OUTAGE_RETRY_AFTER = "30";

/** Remembers a request that failed because the database is unreachable; true if it did. */
export function noteDatabaseOutage(error: unknown, request: Request) {
  if (!isDatabaseUnavailable(error)) return false;
  hitOutage.add(request);
  return true;
}

export function failedForDatabaseOutage(request: Request) {
  return hitOutage.has(request);
}
