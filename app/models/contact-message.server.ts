import { z } from "zod";

import { CONTACT_SUBJECTS } from "~/content/contact";
import { db } from "~/db.server";
import { contactAcknowledgementEmail, contactStaffEmail } from "~/emails/contact";
import type { MailContext } from "~/emails/email";
import { choiceError, EmailSchema, PhoneSchema, requiredText } from "~/lib/text-schema";

import { logActivity, VISITOR, withActivity, type Actor } from "./activity.server";
import { deleteByIdReturning, findById, updateByIdReturning } from "./by-id.server";
import { camelCaseRow, type CamelCased } from "./camel-case.server";
import { queueEmails } from "./outbox.server";
import { countRows, newestFirstPage, searchColumns } from "./query.server";
import type { ContactMessage as ContactMessageRow } from "../../db/database";

export const MESSAGES_PER_PAGE = 20;

const SUBJECT_VALUES = CONTACT_SUBJECTS.map((subject) => subject.value) as [string, ...string[]];

export const ContactMessageSchema = z.object({
  name: requiredText("Name", 120),
  email: EmailSchema,
  phone: PhoneSchema,
  subject: z.enum(SUBJECT_VALUES, {
    errorMap: choiceError("Subject", CONTACT_SUBJECTS.map((subject) => subject.label).join(", ")),
  }),
  message: requiredText("Message", 5000, { multiline: true }),
  consent: z.literal("on", { errorMap: () => ({ message: "Consent is required" }) }),
});

export type ContactMessageInput = z.output<typeof ContactMessageSchema>;

/**
 * A message from the contact form: its row under camelCase names. `subject` is a CONTACT_SUBJECTS value;
 * `handledAt` is when an admin marked it handled, null while it waits.
 */
export type ContactMessage = CamelCased<ContactMessageRow>;

/**
 * Stores a message with its emails (staff's notification, replying to the visitor, and the
 * visitor's acknowledgement) in one transaction.
 */
export async function createContactMessage(
  input: ContactMessageInput,
  { mail, now = new Date() }: { mail: MailContext; now?: Date },
) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("contact_messages")
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone,
        subject: input.subject,
        message: input.message,
        created_at: now.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const message = camelCaseRow(row);
    const about = `contact-message:${message.id}`;
    await queueEmails(
      trx,
      [
        {
          kind: "contact-staff",
          about,
          to: mail.staff,
          replyTo: message.email,
          ...contactStaffEmail(message, mail),
        },
        {
          kind: "contact-acknowledgement",
          about,
          to: message.email,
          ...contactAcknowledgementEmail(message, mail),
        },
      ],
      { from: mail.from, now },
    );
    const entry = { kind: "message", action: "received", subjectId: message.id, summary: "Sent a message" } as const;
    await logActivity(trx, VISITOR, entry, now);
    return message;
  });
}

export type MessageStatus = "all" | "unhandled" | "handled";

export async function listContactMessages({
  q = "",
  status = "all",
  page = 1,
}: {
  q?: string;
  status?: MessageStatus;
  page?: number;
}) {
  let query = searchColumns(db.selectFrom("contact_messages"), ["name", "email", "message"], q);
  if (status === "handled") query = query.where("handled_at", "is not", null);
  if (status === "unhandled") query = query.where("handled_at", "is", null);
  const { rows, ...pageInfo } = await newestFirstPage(query, { page, limit: MESSAGES_PER_PAGE });
  return { messages: rows.map(camelCaseRow), ...pageInfo };
}

export function getContactMessage(id: number) {
  return findById("contact_messages", id, camelCaseRow);
}

/** Marks a message handled (or back to unhandled); false when there is no such message. */
export async function setMessageHandled(
  id: number,
  handled: boolean,
  { actor, now = new Date() }: { actor?: Actor; now?: Date } = {},
) {
  const message = await withActivity(
    actor,
    (trx) =>
      updateByIdReturning(
        "contact_messages",
        id,
        { handled_at: handled ? now.toISOString() : null },
        camelCaseRow,
        trx,
      ),
    (changed) =>
      changed && {
        kind: "message",
        action: handled ? "handled" : "reopened",
        subjectId: id,
        summary: `Marked message #${id} ${handled ? "handled" : "unhandled"}`,
      },
  );
  return message !== null;
}

export async function deleteContactMessage(id: number, actor?: Actor) {
  const deleted = await withActivity(
    actor,
    (trx) => deleteByIdReturning("contact_messages", id, trx),
    (message) =>
      message && {
        kind: "message",
        action: "deleted",
        subjectId: id,
        summary: `Deleted message #${id}`,
      },
  );
  return deleted !== null;
}

export async function countUnhandledMessages() {
  return countRows(db.selectFrom("contact_messages").where("handled_at", "is", null));
}
