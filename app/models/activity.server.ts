import type { Kysely, Transaction } from "kysely";

import { db } from "~/db.server";
import { ACTIVITY_KINDS, type ActivityKind } from "~/lib/activity-kinds";

import { camelCaseRow } from "./camel-case.server";
import { newestFirstPage } from "./query.server";
import type { Database } from "../../db/database";

// The activity log: who did what and when in the back-office. Each entry is written by the model
// function that makes the change, inside the change's own transaction: both are stored or neither.

/** Who makes a change: a signed-in person (their account and username), from an address. */
export type Actor = { id: number | null; username: string; ip?: string | null };
/** A signed-in actor: always an account. */
export type StaffActor = Actor & { id: number };

/**
 * What visitors do (send a message, book, apply, change or cancel a booking, withdraw): logged
 * without their name or address, which stay with the record they made (and go when it is erased).
 */
export const VISITOR: Actor = { id: null, username: "Visitor" };

/** Changes made with the site's commands (`npm run user`), from a shell on the server. */
export const COMMAND_LINE: Actor = { id: null, username: "Command line" };

/** The name the log gives a change made from a staff email's signed link (no one signed in). */
export const STAFF_EMAIL_LINK_ACTOR = "Staff email link";

export { ACTIVITY_KINDS, type ActivityKind };

export type ActivityEntry = {
  kind: ActivityKind;
  /** What happened, in one word for filters and tests: created, updated, deleted, signed-in… */
  action: string;
  /**
   * A sentence for people, e.g. 'Published the post “Hello”'. Visitors' records (messages,
   * bookings, applications) are named by number, never by the visitor's name: the log outlives
   * an erasure.
   */
  summary: string;
  /** The record's id, for a link to it while it exists. */
  subjectId?: number | null;
};

export type Executor = Kysely<Database> | Transaction<Database>;

/** Writes one entry, on `on` (the change's transaction). */
export async function logActivity(on: Executor, actor: Actor, entry: ActivityEntry, now = new Date()) {
  await on
    .insertInto("activity_log")
    .values({
      created_at: now.toISOString(),
      actor_id: actor.id,
      actor_name: actor.username,
      ip: actor.ip ?? null,
      kind: entry.kind,
      action: entry.action,
      subject_id: entry.subjectId ?? null,
      summary: entry.summary,
    })
    .execute();
}

/** “Title” in a summary: a record's name, quoted. */
export function quoted(name: string) {
  return `“${name}”`;
}

/**
 * Runs `change` in a transaction and logs the entry `describe` makes of its result, in the same
 * transaction; `describe` answers null when nothing changed (e.g. no such record), and nothing is
 * logged. Without an actor (the seed, scripts, tests) the change runs unlogged.
 */
export function withActivity<T>(
  actor: Actor | undefined,
  change: (trx: Transaction<Database>) => Promise<T>,
  describe: (result: T) => ActivityEntry | null,
) {
  return db.transaction().execute(async (trx) => {
    const result = await change(trx);
    const entry = actor ? describe(result) : null;
    if (actor && entry) await logActivity(trx, actor, entry);
    return result;
  });
}

export const ACTIVITY_PER_PAGE = 50;

export type ActivityFilters = { actorId?: number | null; kind?: ActivityKind | null; page?: number };

/**
 * The table a kind's records live in (sign-ins and account changes are about a user). Pages are
 * named by key, not number: their entries link to no record.
 */
const SUBJECT_TABLES: Partial<Record<ActivityKind, keyof Database>> = {
  "sign-in": "users",
  account: "users",
  user: "users",
  post: "blogs",
  tag: "tags",
  job: "jobs",
  application: "applications",
  message: "contact_messages",
  booking: "appointments",
};

/** Which of the entries' records still exist, as `kind:id` keys (the page links only those). */
async function existingSubjects(entries: Array<{ kind: string; subjectId: number | null }>) {
  const byTable = new Map<keyof Database, Set<number>>();
  for (const { kind, subjectId } of entries) {
    const table = SUBJECT_TABLES[kind as ActivityKind];
    if (!table || subjectId === null) continue;
    byTable.set(table, (byTable.get(table) ?? new Set()).add(subjectId));
  }
  const found = new Set<string>();
  for (const [table, ids] of byTable) {
    const rows = await db
      .selectFrom(table as "users")
      .select("id")
      .where("id", "in", [...ids])
      .execute();
    for (const { id } of rows) found.add(`${table}:${id}`);
  }
  return (kind: string, id: number | null) =>
    id !== null && found.has(`${SUBJECT_TABLES[kind as ActivityKind] ?? ""}:${id}`);
}

/** One page of the log, newest first, filtered by person and kind; each entry says whether its record still exists. */
export async function listActivity({ actorId, kind, page }: ActivityFilters) {
  let query = db.selectFrom("activity_log");
  if (actorId) query = query.where("actor_id", "=", actorId);
  if (kind) query = query.where("kind", "=", kind);
  const { rows, ...pageInfo } = await newestFirstPage(query, { page, limit: ACTIVITY_PER_PAGE });
  const entries = rows.map(camelCaseRow);
  const exists = await existingSubjects(entries);
  return {
    entries: entries.map((entry) => ({ ...entry, subjectExists: exists(entry.kind, entry.subjectId) })),
    ...pageInfo,
  };
}

export type ActivityRow = Awaited<ReturnType<typeof listActivity>>["entries"][number];

/** The people who appear in the log (the filter's choices), by username. */
export async function activityActors() {
  return db
    .selectFrom("activity_log")
    .select(["actor_id as id", "actor_name as username"])
    .where("actor_id", "is not", null)
    .distinct()
    .orderBy("actor_name")
    .execute();
}

/** Entries deleted per statement: a long-unpruned log never holds the write lock for long. */
const PRUNE_BATCH = 1000;

/** Deletes the entries older than `retentionDays` (the background work calls it); how many went. */
export async function pruneActivityLog(retentionDays: number, now = new Date()) {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000).toISOString();
  let deleted = 0;
  for (;;) {
    const batch = db.selectFrom("activity_log").select("id").where("created_at", "<", cutoff).limit(PRUNE_BATCH);
    const result = await db.deleteFrom("activity_log").where("id", "in", batch).executeTakeFirst();
    const count = Number(result.numDeletedRows);
    deleted += count;
    if (count < PRUNE_BATCH) return deleted;
  }
}
