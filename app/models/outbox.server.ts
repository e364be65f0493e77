import type { ExpressionBuilder, Kysely } from "kysely";
import { randomUUID } from "node:crypto";

import { db, engine } from "~/db.server";
import type { EmailAttachment, OutgoingEmail } from "~/emails/email";
import { FIRST_RETRY_MS, MAX_EMAIL_ATTEMPTS, retryDelayMs } from "~/lib/email-retry";

import { findById } from "./by-id.server";
import { camelCaseRow, type CamelCased } from "./camel-case.server";
import { newestFirstPage } from "./query.server";
import type { Database, Email as EmailRow, EmailStatus } from "../../db/database";

// The email outbox. An email is a row written in the same transaction as the event that causes it,
// so the event and its emails are stored together or not at all. Senders, one per instance, claim
// due rows one at a time: the claim is a single UPDATE that only succeeds on a row still free, so
// two senders never hold the same row, on either engine.

/** The Message-ID of a new email, kept for every attempt so receiving servers can spot a repeat. */
function newMessageId(from: string) {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return `<${randomUUID()}@${domain}>`;
}

/**
 * Queues emails inside the caller's transaction (`executor`): they are sent once it commits, and
 * never if it rolls back. `from` only names the Message-ID's domain. Resolves to their ids, in order.
 */
export async function queueEmails(
  executor: Kysely<Database>,
  emails: OutgoingEmail[],
  { from, now = new Date() }: { from: string; now?: Date },
): Promise<number[]> {
  if (emails.length === 0) return [];
  const timestamp = now.toISOString();
  return executor
    .insertInto("emails")
    .values(
      emails.map((email) => ({
        kind: email.kind,
        about: email.about ?? null,
        recipient: Array.isArray(email.to) ? email.to.join(", ") : email.to,
        reply_to: email.replyTo ?? null,
        subject: email.subject,
        text: email.text,
        html: email.html,
        attachments: JSON.stringify(email.attachments ?? []),
        headers: JSON.stringify(email.headers ?? {}),
        message_id: newMessageId(from),
        next_attempt_at: timestamp,
        created_at: timestamp,
        updated_at: timestamp,
      })),
    )
    .returning("id")
    .execute()
    .then((rows) => rows.map((row) => row.id));
}

/** An email of the outbox under camelCase names, its attachments and headers parsed. */
export type Email = Omit<CamelCased<EmailRow>, "attachments" | "headers"> & {
  attachments: EmailAttachment[];
  headers: Record<string, string>;
};

/** How long a sender's claim on a row lasts: longer than any SMTP exchange (the transport times out first). */
export const CLAIM_MS = 5 * 60_000;

export const EMAILS_PER_PAGE = 25;

const toEmail = (row: EmailRow): Email => ({
  ...camelCaseRow(row),
  attachments: JSON.parse(row.attachments) as EmailAttachment[],
  headers: JSON.parse(row.headers) as Record<string, string>,
});

/**
 * Claims the next due email for this sender: a pending row whose time has come, or one whose
 * sender's claim ran out (it stopped mid-send). Null when nothing is due. The UPDATE succeeds only
 * on a row that is still free when it runs, so no two senders ever hold the same row; PostgreSQL
 * senders also skip rows another one is claiming instead of waiting for it.
 */
export async function claimDueEmail(now = new Date(), claimMs = CLAIM_MS): Promise<Email | null> {
  const timestamp = now.toISOString();
  const free = (eb: ExpressionBuilder<Database, "emails">) =>
    eb.or([
      eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", timestamp)]),
      eb.and([eb("status", "=", "sending"), eb("claimed_until", "<", timestamp)]),
    ]);
  let next = db.selectFrom("emails").select("id").where(free).orderBy("next_attempt_at").orderBy("id").limit(1);
  if (engine === "postgres") next = next.forUpdate().skipLocked();
  const row = await db
    .updateTable("emails")
    .set((eb) => ({
      status: "sending",
      attempts: eb("attempts", "+", 1),
      claimed_until: new Date(now.getTime() + claimMs).toISOString(),
      updated_at: timestamp,
    }))
    .where("id", "=", next)
    .where(free)
    .returningAll()
    .executeTakeFirst();
  return row ? toEmail(row) : null;
}

/** The SMTP server took the email: it is sent, with the server's answer kept. */
export async function recordDelivery(id: number, smtpResponse: string, now = new Date()) {
  await db
    .updateTable("emails")
    .set({
      status: "sent",
      sent_at: now.toISOString(),
      smtp_response: smtpResponse,
      last_error: null,
      claimed_until: null,
      updated_at: now.toISOString(),
    })
    .where("id", "=", id)
    .where("status", "=", "sending")
    .execute();
}

/**
 * An attempt failed: the email waits and is tried again later (1 min, 2, 4 … up to an hour
 * apart), or is marked failed after its last attempt or when the server refused it for good.
 */
export async function recordFailure(
  email: Pick<Email, "id" | "attempts">,
  error: string,
  {
    permanent = false,
    firstRetryMs = FIRST_RETRY_MS,
    now = new Date(),
  }: { permanent?: boolean; firstRetryMs?: number; now?: Date } = {},
) {
  const giveUp = permanent || email.attempts >= MAX_EMAIL_ATTEMPTS;
  await db
    .updateTable("emails")
    .set({
      status: giveUp ? "failed" : "pending",
      last_error: error.slice(0, 2000),
      next_attempt_at: new Date(
        now.getTime() + (giveUp ? 0 : retryDelayMs(email.attempts, firstRetryMs)),
      ).toISOString(),
      claimed_until: null,
      updated_at: now.toISOString(),
    })
    .where("id", "=", email.id)
    .where("status", "=", "sending")
    .execute();
}

/** A failed email goes back to the queue, to be tried again at once (with a fresh set of attempts). */
export async function retryEmail(id: number, now = new Date()) {
  const result = await db
    .updateTable("emails")
    .set({ status: "pending", attempts: 0, next_attempt_at: now.toISOString(), updated_at: now.toISOString() })
    .where("id", "=", id)
    .where("status", "=", "failed")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export type OutboxFilter = EmailStatus | "all";

export async function listEmails({ status = "all", page = 1 }: { status?: OutboxFilter; page?: number }) {
  let query = db.selectFrom("emails");
  if (status !== "all") query = query.where("status", "=", status);
  const found = await newestFirstPage(query, { page, limit: EMAILS_PER_PAGE });
  return { ...found, rows: found.rows.map(toEmail) };
}

export async function countEmailsByStatus() {
  const rows = await db
    .selectFrom("emails")
    .select((eb) => ["status", eb.fn.countAll<number | string>().as("count")])
    .groupBy("status")
    .execute();
  const counts: Record<EmailStatus, number> = { pending: 0, sending: 0, sent: 0, failed: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

export function getEmail(id: number) {
  return findById("emails", id, toEmail);
}
