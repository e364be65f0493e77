import { sql, type Kysely } from "kysely";
import { createHash } from "node:crypto";

import { withId } from "../migration-helpers";

// Email is a transactional outbox: each message is a row written in the same transaction as the
// event that causes it, and a sender delivers the rows over SMTP. Bookings gain what their emails
// need: a hashed manage token (the visitor's link to reschedule or cancel), a sequence number that
// calendar updates carry, the visitor's time zone, the reason given with a decline, and the start
// time a reminder was sent for.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("emails")
    .$call(withId(db))
    // Which template made it (e.g. "booking-confirmation"), and the record it is about.
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("about", "text")
    .addColumn("recipient", "text", (col) => col.notNull())
    .addColumn("reply_to", "text")
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("text", "text", (col) => col.notNull())
    .addColumn("html", "text", (col) => col.notNull())
    // JSON: [{ filename, contentType, content, method? }] (content as text: calendar files).
    .addColumn("attachments", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("message_id", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) =>
      col
        .notNull()
        .defaultTo("pending")
        .check(sql`status in ('pending', 'sending', 'sent', 'failed')`),
    )
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (col) => col.notNull())
    // While a sender holds the row ('sending'): until when its claim lasts.
    .addColumn("claimed_until", "text")
    .addColumn("last_error", "text")
    .addColumn("smtp_response", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addColumn("sent_at", "text")
    .execute();
  // The sender asks for the rows that are due: by status, then time.
  await db.schema.createIndex("emails_due_idx").on("emails").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("emails_created_idx").on("emails").columns(["created_at", "id"]).execute();

  // The visitor's token was stored as it is; from now on only its SHA-256 is.
  await db.schema.alterTable("appointments").renameColumn("token", "token_hash").execute();
  const bookings = await sql<{ id: number; token_hash: string }>`select id, token_hash from appointments`.execute(db);
  for (const { id, token_hash } of bookings.rows) {
    const hash = createHash("sha256").update(token_hash).digest("hex");
    await sql`update appointments set token_hash = ${hash} where id = ${id}`.execute(db);
  }
  await db.schema
    .alterTable("appointments")
    .addColumn("sequence", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("appointments").addColumn("time_zone", "text").execute();
  await db.schema.alterTable("appointments").addColumn("status_note", "text").execute();
  await db.schema.alterTable("appointments").addColumn("reminded_for", "text").execute();
}

export async function down(db: Kysely<unknown>) {
  for (const column of ["reminded_for", "status_note", "time_zone", "sequence"]) {
    await db.schema.alterTable("appointments").dropColumn(column).execute();
  }
  // The visitors' tokens cannot be recovered from their hashes: their links stop working.
  await db.schema.alterTable("appointments").renameColumn("token_hash", "token").execute();
  await db.schema.dropTable("emails").execute();
}
