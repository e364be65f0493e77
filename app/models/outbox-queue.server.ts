import type { Kysely } from "kysely";
import { randomUUID } from "node:crypto";

import type { OutgoingEmail } from "~/emails/email";

import type { Database } from "../../db/database";

// Queueing emails: an email is a row written in the same transaction as the event that causes it,
// so the event and its emails are stored together or not at all. This module takes the database
// (or the transaction) it writes to, so the command-line tools can use it too.

/** The Message-ID of a new email, kept for every attempt so receiving servers can spot a repeat. */
function newMessageId(from: string) {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return `<${randomUUID()}@${domain}>`;
}

/**
 * Queues emails inside the caller's transaction (`executor`): they are sent once it commits, and
 * never if it rolls back. `from` only names the Message-ID's domain.
 */
export async function queueEmails(
  executor: Kysely<Database>,
  emails: OutgoingEmail[],
  { from, now = new Date() }: { from: string; now?: Date },
) {
  if (emails.length === 0) return;
  const timestamp = now.toISOString();
  await executor
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
        message_id: newMessageId(from),
        next_attempt_at: timestamp,
        created_at: timestamp,
        updated_at: timestamp,
      })),
    )
    .execute();
}
