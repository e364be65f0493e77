import type { Kysely, Transaction } from "kysely";

import { ACTIVITY_KINDS, type ActivityKind } from "~/lib/activity-kinds";

import type { Database } from "../../db/database";

// The activity log: who did what and when in the back-office. Each entry is written by the model
// function that makes the change, inside the change's own transaction: both are stored or neither.
// This module takes the database it writes on, so the commands (db/) can log too; reading the log
// and the transaction helper are in activity.server.ts.

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
