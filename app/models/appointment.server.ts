import { randomBytes } from "node:crypto";
import { z } from "zod";

import { APPOINTMENT_TOPICS } from "~/content/contact";
import { db } from "~/db.server";
import { dateProblem, officeTimeToUtc, SLOT_TIMES, type DateProblem } from "~/lib/slots";
import { choiceError, EmailSchema, optionalText, PhoneSchema, requiredText } from "~/lib/text-schema";

import { deleteById, findById, updateById } from "./by-id.server";
import { camelCaseRow, type CamelCased } from "./camel-case.server";
import { countRows } from "./query.server";
import type { Appointment as AppointmentRow, AppointmentStatus } from "../../db/database";
import { isUniqueViolation } from "../../db/database-errors";

export const SLOT_TAKEN_MESSAGE = "That time has just been booked. Please choose another slot.";

const DATE_MESSAGES: Record<DateProblem, string> = {
  invalid: "Date must be a valid date",
  past: "Date must not be in the past",
  "too-far": "Date must be within the next 90 days",
  weekend: "Date must be a weekday: we meet Monday to Friday",
};

/** A booking request as the form sends it; `now` decides which dates and slots are still open. */
export function bookingSchema(now: Date) {
  return z
    .object({
      name: requiredText("Name", 120),
      email: EmailSchema,
      phone: PhoneSchema.refine((value) => value !== null, "Phone is required"),
      company: optionalText("Company", 120),
      topic: z.enum(APPOINTMENT_TOPICS, { errorMap: choiceError("Topic", "the listed topics") }),
      date: z
        .string({ required_error: "Date is required", invalid_type_error: "Date is required" })
        .trim()
        .min(1, "Date is required")
        .superRefine((date, ctx) => {
          if (!date) return;
          const problem = dateProblem(date, now);
          if (problem) ctx.addIssue({ code: "custom", message: DATE_MESSAGES[problem] });
        }),
      time: z
        .string({ required_error: "Time is required", invalid_type_error: "Time is required" })
        .trim()
        .min(1, "Time is required")
        .refine((time) => !time || SLOT_TIMES.includes(time), "Time must be one of the listed slots"),
      message: optionalText("Message", 2000, { multiline: true }),
    })
    .superRefine((booking, ctx) => {
      // A slot earlier today may already have passed.
      const validSlot = !dateProblem(booking.date, now) && SLOT_TIMES.includes(booking.time);
      if (validSlot && officeTimeToUtc(booking.date, booking.time) <= now) {
        ctx.addIssue({ code: "custom", path: ["time"], message: "Time must be a slot that has not passed yet" });
      }
    })
    .transform(({ date, time, ...booking }) => ({ ...booking, startsAt: officeTimeToUtc(date, time).toISOString() }));
}

export type BookingInput = z.output<ReturnType<typeof bookingSchema>>;

/** The booking form's fields as its markup needs them (which are required, how long): the same on any day. */
export const BOOKING_FORM = bookingSchema(new Date(0));

/**
 * A booking: its row under camelCase names. `token` is the unguessable key of the visitor's confirmation
 * page and calendar file; `startsAt` is the slot's start, an ISO instant.
 */
export type Appointment = CamelCased<AppointmentRow>;

/** Books a slot; null when the slot is already taken (the database refuses a second live booking). */
export async function createAppointment({ startsAt, ...input }: BookingInput, now = new Date()) {
  const timestamp = now.toISOString();
  try {
    const row = await db
      .insertInto("appointments")
      .values({
        ...input,
        starts_at: startsAt,
        token: randomBytes(18).toString("base64url"),
        status: "pending",
        created_at: timestamp,
        updated_at: timestamp,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return camelCaseRow(row);
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** The starts of the live bookings between two instants: the slots no one else can take. */
export async function bookedSlots(from: string, to: string) {
  const rows = await db
    .selectFrom("appointments")
    .select("starts_at")
    .where("status", "<>", "cancelled")
    .where("starts_at", ">=", from)
    .where("starts_at", "<", to)
    .execute();
  return rows.map((row) => row.starts_at);
}

export async function getAppointmentByToken(token: string) {
  if (!/^[\w-]{10,64}$/.test(token)) return null;
  const row = await db.selectFrom("appointments").selectAll().where("token", "=", token).executeTakeFirst();
  return row ? camelCaseRow(row) : null;
}

export function getAppointment(id: number) {
  return findById("appointments", id, camelCaseRow);
}

export type AppointmentWhen = "upcoming" | "past";

export async function listAppointments({ when, now = new Date() }: { when: AppointmentWhen; now?: Date }) {
  const query = db.selectFrom("appointments").selectAll();
  const rows = await (when === "upcoming"
    ? query.where("starts_at", ">=", now.toISOString()).orderBy("starts_at", "asc").execute()
    : query.where("starts_at", "<", now.toISOString()).orderBy("starts_at", "desc").limit(200).execute());
  return rows.map(camelCaseRow);
}

/** An admin's change of a booking's status, as the appointments page posts it. */
export const StatusChangeSchema = z.object({
  id: z.coerce.number().int().positive(),
  status: z.enum(["pending", "confirmed", "cancelled"]),
});

/**
 * Confirms or cancels a booking. Reinstating a cancelled one fails (null) when its slot has been
 * taken since; false when there is no such booking.
 */
export async function setAppointmentStatus(id: number, status: AppointmentStatus, now = new Date()) {
  try {
    return await updateById("appointments", id, { status, updated_at: now.toISOString() });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export function deleteAppointment(id: number) {
  return deleteById("appointments", id);
}

export async function countPendingAppointments(now = new Date()) {
  return countRows(
    db.selectFrom("appointments").where("status", "=", "pending").where("starts_at", ">=", now.toISOString()),
  );
}
