import { sql } from "kysely";

import { db } from "~/db.server";
import { RATE_LIMITS, type FormBucket, type WriteBucket } from "~/lib/rate-limits";
import { normalizeUsername } from "~/lib/username";

// The counting of every limit in lib/rate-limits.ts. Writes are counted per clock window in one
// row per (bucket, address), so a write costs one statement; forms and failed sign-ins keep a row
// each, so their windows slide and a right password can forget a pair's failures.

/** Rows older than the longest window no longer count for anything and are deleted. */
const RETENTION_MS = Math.max(...Object.values(RATE_LIMITS).map((limit) => limit.windowMs));

export type WriteRefusal = { bucket: WriteBucket; retryAfterSeconds: number };

/** When the clock window of `bucket` that `now` falls in began. */
function windowStartOf(bucket: WriteBucket, now: number) {
  const { windowMs } = RATE_LIMITS[bucket];
  return Math.floor(now / windowMs) * windowMs;
}

/**
 * Counts one write by `client` in each of `buckets` for its current window, in one statement (so
 * parallel requests on any instance each see their own count), and says which limit it went over,
 * if any. A refused write counts too: an address that keeps sending stays refused until the window
 * ends, never longer.
 */
export async function countWrite(
  client: string,
  buckets: WriteBucket[],
  now = Date.now(),
): Promise<WriteRefusal | null> {
  if (buckets.length === 0) return null;
  const counts = await db
    .insertInto("rate_limit_windows")
    .values(
      buckets.map((bucket) => ({
        bucket,
        client,
        window_start: new Date(windowStartOf(bucket, now)).toISOString(),
        hits: 1,
      })),
    )
    .onConflict((oc) =>
      oc.columns(["bucket", "client", "window_start"]).doUpdateSet({ hits: sql`rate_limit_windows.hits + 1` }),
    )
    .returning(["bucket", "hits"])
    .execute();
  const over = counts.find((count) => count.hits > RATE_LIMITS[count.bucket as WriteBucket].limit);
  if (!over) return null;
  const bucket = over.bucket as WriteBucket;
  const windowEnd = windowStartOf(bucket, now) + RATE_LIMITS[bucket].windowMs;
  return { bucket, retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now) / 1000)) };
}

/** A write that counted toward its own limit leaves its kind's write count: each request counts once. */
async function takeBackWrite(client: string, bucket: WriteBucket, now: number) {
  await db
    .updateTable("rate_limit_windows")
    .set({ hits: sql`hits - 1` })
    .where("bucket", "=", bucket)
    .where("client", "=", client)
    .where("window_start", "=", new Date(windowStartOf(bucket, now)).toISOString())
    .where("hits", ">", 0)
    .execute();
}

/** Whether this address already used up its submissions of this form in the window. */
export async function isFormLimited(form: FormBucket, client: string, now = Date.now()) {
  const { limit, windowMs } = RATE_LIMITS[form];
  const row = await db
    .selectFrom("form_submissions")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("form", "=", form)
    .where("ip", "=", client)
    .where("created_at", ">", new Date(now - windowMs).toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.count) >= limit;
}

/** Counts a submission of this form, instead of in `writeBucket` (the request's kind of write). */
export async function countFormSubmission(
  form: FormBucket,
  client: string,
  { writeBucket, now = Date.now() }: { writeBucket?: WriteBucket; now?: number } = {},
) {
  await db
    .insertInto("form_submissions")
    .values({ form, ip: client, created_at: new Date(now).toISOString() })
    .execute();
  if (writeBucket) await takeBackWrite(client, writeBucket, now);
}

type SignInAttempt = { ip: string; username: string };

/** Failures counted in the window for this (address, username) pair and for the address. */
async function countFailedSignIns({ ip, username }: SignInAttempt, now: number) {
  const since = new Date(now - RATE_LIMITS["failed-sign-in"].windowMs).toISOString();
  const row = await db
    .selectFrom("login_attempts")
    .select((eb) => [
      eb.fn.countAll<number>().as("byAddress"),
      eb.fn
        .sum<number>(eb.case().when("username", "=", normalizeUsername(username)).then(1).else(0).end())
        .as("byPair"),
    ])
    .where("ip", "=", ip)
    .where("attempted_at", ">", since)
    .executeTakeFirstOrThrow();
  return { byPair: Number(row.byPair ?? 0), byAddress: Number(row.byAddress) };
}

function withinSignInLimits({ byPair, byAddress }: { byPair: number; byAddress: number }, allowed = 0) {
  return (
    byPair + allowed <= RATE_LIMITS["failed-sign-in"].limit &&
    byAddress + allowed <= RATE_LIMITS["failed-sign-in-any-username"].limit
  );
}

/** Whether this address already used up its failed sign-ins, for this username or across usernames. */
export async function isSignInLimited(attempt: SignInAttempt, now = Date.now()) {
  return !withinSignInLimits(await countFailedSignIns(attempt, now), 1);
}

/** Counts a failed sign-in. Returns the row's id. */
export async function countFailedSignIn({ ip, username }: SignInAttempt, now = Date.now()) {
  const row = await db
    .insertInto("login_attempts")
    .values({ ip, username: normalizeUsername(username), attempted_at: new Date(now).toISOString() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Counts this sign-in as a failure before the password is checked, so parallel guesses cannot all
 * pass the limit before any of them is counted. Over the limit, the attempt is refused and uncounted
 * (a refused attempt does not extend the wait). `confirm` keeps the failure, instead of a sign-in
 * write; `forget` clears the pair's failures (a right password); `release` uncounts this attempt
 * alone (a right password that still needs its second factor: the codes tried so far stay counted).
 */
export async function reserveSignIn(attempt: SignInAttempt, now = Date.now()) {
  const id = await countFailedSignIn(attempt, now);
  if (!withinSignInLimits(await countFailedSignIns(attempt, now))) {
    await db.deleteFrom("login_attempts").where("id", "=", id).execute();
    return null;
  }
  return {
    confirm: () => takeBackWrite(attempt.ip, "sign-in", now),
    release: async () => {
      await db.deleteFrom("login_attempts").where("id", "=", id).execute();
    },
    forget: async () => {
      await db
        .deleteFrom("login_attempts")
        .where("ip", "=", attempt.ip)
        .where("username", "=", normalizeUsername(attempt.username))
        .execute();
    },
  };
}

/** Deletes what no limit counts any more (the background work calls it once a minute). */
export async function pruneRateLimits(now = Date.now()) {
  const before = new Date(now - RETENTION_MS).toISOString();
  await db.deleteFrom("rate_limit_windows").where("window_start", "<", before).execute();
  await db.deleteFrom("form_submissions").where("created_at", "<", before).execute();
  await db.deleteFrom("login_attempts").where("attempted_at", "<", before).execute();
}
