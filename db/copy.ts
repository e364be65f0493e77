// Moving up (or back): every row of one database into another, empty one, on either engine.
// The target is migrated first and filled in one transaction: it ends up with all of it or none.
import type { Kysely } from "kysely";

import { type Database } from "./database";
import { migrateToLatest, pendingMigrations } from "./migrate";
import { engineOf } from "./migration-helpers";
import { restartIdentity } from "./postgres";

/**
 * Every table the app owns, parents before the tables that refer to them: its key column, and
 * whether the database numbers it (an integer id) or the app names it (a token, a key). A table
 * a migration seeds (`seeded`) has its seed rows replaced by the source's.
 * Not copied: `content_version` and SQLite's full-text index of jobs, which the target's own
 * triggers keep, the site search's index, which the target builds at its start-up, and
 * `rate_limit_windows`, a few minutes of write counts.
 */
export const COPIED_TABLES = [
  { table: "users", key: "id", numbered: true },
  { table: "sessions", key: "id", numbered: false },
  { table: "login_attempts", key: "id", numbered: true },
  // Uploaded files hold up to megabytes each: a few rows at a time.
  { table: "files", key: "id", numbered: true, batch: 10 },
  { table: "images", key: "id", numbered: true },
  { table: "image_variants", key: "id", numbered: true },
  { table: "blogs", key: "id", numbered: true },
  { table: "post_revisions", key: "id", numbered: true },
  { table: "jobs", key: "id", numbered: true },
  { table: "app_meta", key: "key", numbered: false },
  { table: "api_token_families", key: "id", numbered: false },
  { table: "api_tokens", key: "id", numbered: true },
  { table: "contact_messages", key: "id", numbered: true },
  { table: "appointments", key: "id", numbered: true },
  { table: "form_submissions", key: "id", numbered: true },
  { table: "applications", key: "id", numbered: true },
  { table: "application_events", key: "id", numbered: true },
  { table: "emails", key: "id", numbered: true, batch: 100 },
  { table: "invitations", key: "id", numbered: true },
  { table: "password_resets", key: "id", numbered: true },
  { table: "activity_log", key: "id", numbered: true },
  { table: "blog_slug_redirects", key: "slug", numbered: false },
  { table: "tags", key: "id", numbered: true },
  { table: "tag_slug_redirects", key: "slug", numbered: false },
  { table: "post_tags", key: "id", numbered: true },
  { table: "content_documents", key: "key", numbered: false },
  { table: "content_revisions", key: "id", numbered: true },
  { table: "availability", key: "id", numbered: false, seeded: true },
  { table: "subscribers", key: "id", numbered: true },
  { table: "subscriber_topics", key: ["subscriber_id", "tag_id"], numbered: false },
  { table: "newsletter_sends", key: "id", numbered: true },
  { table: "newsletter_deliveries", key: "id", numbered: true, batch: 1000 },
  { table: "job_screening", key: "job_id", numbered: false },
  { table: "application_answers", key: "id", numbered: true },
  { table: "question_templates", key: "id", numbered: true },
  { table: "consultants", key: "user_id", numbered: false },
  { table: "appointment_hosts", key: ["appointment_id", "user_id"], numbered: false },
  { table: "interview_invitations", key: "id", numbered: true },
  { table: "analytics_salts", key: "day", numbered: false },
  { table: "page_views", key: "id", numbered: true, batch: 1000 },
  { table: "analytics_daily", key: ["day", "dimension", "value"], numbered: false, batch: 1000 },
  { table: "analytics_goals", key: "id", numbered: true },
  { table: "analytics_live_days", key: "day", numbered: false },
  { table: "analytics_live", key: ["day", "dimension", "value"], numbered: false, batch: 1000 },
  { table: "totp_credentials", key: "user_id", numbered: false },
  { table: "recovery_codes", key: "id", numbered: true },
  { table: "passkeys", key: "id", numbered: false },
  { table: "webauthn_challenges", key: "challenge", numbered: false },
  { table: "job_alerts", key: "id", numbered: true },
  { table: "job_alert_matches", key: "id", numbered: true, batch: 1000 },
] as const satisfies ReadonlyArray<{
  table: keyof Database;
  /** The column (or columns) that order the rows whole, for copying them a batch at a time. */
  key: string | readonly string[];
  numbered: boolean;
  batch?: number;
  seeded?: boolean;
}>;

export type CopiedTable = (typeof COPIED_TABLES)[number]["table"];
export type TableCount = { table: CopiedTable; source: number; target: number };

const BATCH = 500;

/** Every row of a copied table, in the order of its key (one column or several): what copies it a batch at a time. */
export function rowsInKeyOrder(
  on: Kysely<Database>,
  { table, key }: Pick<(typeof COPIED_TABLES)[number], "table" | "key">,
) {
  let query = on.selectFrom(table).selectAll();
  for (const column of [key].flat()) query = query.orderBy(column as never);
  return query;
}

async function countRows(db: Kysely<Database>, table: CopiedTable) {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * Copies `from` into `to`. Refuses a source with migrations it has not applied (start the site on
 * it once first) and a target that already holds rows. Returns the rows per table in both, as
 * counted after the copy inside its transaction; throws, having changed nothing, if any differ.
 */
export async function copyDatabase(from: Kysely<Database>, to: Kysely<Database>): Promise<TableCount[]> {
  const pending = await pendingMigrations(from);
  if (pending.length > 0) {
    throw new Error(
      `The source database is not up to date (not applied: ${pending.join(", ")}). Start the site on it once, then copy.`,
    );
  }
  await migrateToLatest(to);

  return to.transaction().execute(async (target) => {
    for (const copied of COPIED_TABLES) {
      const { table } = copied;
      if ("seeded" in copied) {
        await target.deleteFrom(table).execute();
        continue;
      }
      const rows = await countRows(target, table);
      if (rows > 0) throw new Error(`The target database is not empty: ${table} has ${rows} rows.`);
    }
    const counts: TableCount[] = [];
    for (const copied of COPIED_TABLES) {
      const { table, key, numbered } = copied;
      const batch = "batch" in copied ? copied.batch : BATCH;
      for (let offset = 0; ; offset += batch) {
        const rows = await rowsInKeyOrder(from, { table, key }).limit(batch).offset(offset).execute();
        if (rows.length === 0) break;
        await target
          .insertInto(table)
          .values(rows as never)
          .execute();
      }
      if (numbered && engineOf(target) === "postgres") await restartIdentity(target, table);
      counts.push({ table, source: await countRows(from, table), target: await countRows(target, table) });
    }
    const different = counts.filter((count) => count.source !== count.target);
    if (different.length > 0) {
      const list = different.map((count) => `${count.table} ${count.source} → ${count.target}`).join(", ");
      throw new Error(`The copy does not match its source (${list}); nothing was saved.`);
    }
    return counts;
  });
}
