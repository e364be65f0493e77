import type { Kysely } from "kysely";

import type { Database } from "./database";
import { isDatabaseBusy } from "./database-errors";
import { pendingMigrations } from "./migrate";

export type Readiness = { ready: true } | { ready: false; reason: string };

/** The app_meta row every check rewrites: the proof that a write commits. */
export const READINESS_PROBE_KEY = "readiness_checked_at";

/**
 * Whether this instance can do its work, for load balancers (GET /readyz): every migration it
 * ships is applied, and a tiny write (one app_meta row, in a transaction) commits, which a full
 * disk, a read-only file or a lock held past the wait budget all prevent. The reasons are short
 * and safe to show to anyone; the details go to the log.
 */
export async function checkReadiness(db: Kysely<Database>, now = new Date()): Promise<Readiness> {
  let pending: string[];
  try {
    pending = await pendingMigrations(db);
  } catch (error) {
    console.error("[db] readiness: the migration state cannot be read:", error);
    return { ready: false, reason: "the migration state cannot be read" };
  }
  if (pending.length > 0) return { ready: false, reason: `migrations not applied: ${pending.join(", ")}` };

  const value = now.toISOString();
  try {
    await db.transaction().execute((trx) =>
      trx
        .insertInto("app_meta")
        .values({ key: READINESS_PROBE_KEY, value })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
        .execute(),
    );
  } catch (error) {
    if (isDatabaseBusy(error))
      return { ready: false, reason: "the database is locked by another process: writes cannot be saved" };
    console.error("[db] readiness: the test write failed:", error);
    const code = (error as { code?: unknown } | null)?.code;
    return { ready: false, reason: `the database cannot save a write${typeof code === "string" ? ` (${code})` : ""}` };
  }
  return { ready: true };
}
