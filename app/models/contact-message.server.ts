import { z } from "zod";

import { CONTACT_SUBJECTS } from "~/content/contact";
import { db } from "~/db.server";
import { choiceError, EmailSchema, PhoneSchema, requiredText } from "~/lib/text-schema";

import { containsText, countRows, newestFirstPage, paging } from "./query.server";
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

export type ContactMessage = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  /** A CONTACT_SUBJECTS value. */
  subject: string;
  message: string;
  /** When an admin marked it handled; null while it waits. */
  handledAt: string | null;
  createdAt: string;
};

function toContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    handledAt: row.handled_at,
    createdAt: row.created_at,
  };
}

export async function createContactMessage(input: ContactMessageInput, now = new Date()) {
  const row = await db
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
  return toContactMessage(row);
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
  const range = paging({ page, limit: MESSAGES_PER_PAGE });
  let query = db.selectFrom("contact_messages");
  const search = q.trim();
  if (search) {
    query = query.where((eb) =>
      eb.or([containsText("name", search), containsText("email", search), containsText("message", search)]),
    );
  }
  if (status === "handled") query = query.where("handled_at", "is not", null);
  if (status === "unhandled") query = query.where("handled_at", "is", null);
  const { rows, total } = await newestFirstPage(query, range);
  return { messages: rows.map(toContactMessage), total, page: range.page, limit: range.limit };
}

export async function getContactMessage(id: number) {
  const row = await db.selectFrom("contact_messages").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toContactMessage(row) : null;
}

/** Marks a message handled (or back to unhandled); false when there is no such message. */
export async function setMessageHandled(id: number, handled: boolean, now = new Date()) {
  const result = await db
    .updateTable("contact_messages")
    .set({ handled_at: handled ? now.toISOString() : null })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteContactMessage(id: number) {
  const result = await db.deleteFrom("contact_messages").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function countUnhandledMessages() {
  return countRows(db.selectFrom("contact_messages").where("handled_at", "is", null));
}
