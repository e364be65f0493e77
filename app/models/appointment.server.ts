import type { ExpressionBuilder, Kysely, Updateable } from "kysely";
import { z } from "zod";

import { db, engine } from "~/db.server";
import type { MailContext, OutgoingEmail } from "~/emails/email";
import { hashSecretToken, isTokenShaped, newSecretToken } from "~/lib/secret-token.server";
import { dateProblem, officeTimeToUtc, openSlots, SLOT_TIMES, type DateProblem } from "~/lib/slots";
import { choiceError, EmailSchema, optionalText, PhoneSchema, requiredText } from "~/lib/text-schema";

import { logActivity, VISITOR, withActivity, type Actor } from "./activity.server";
import {
  newBookingEmails,
  reminderEmails,
  rescheduleEmails,
  statusChangeEmails,
  visitorCancelEmails,
} from "./booking-emails.server";
import { deleteByIdReturning, findById } from "./by-id.server";
import { camelCaseRow, type CamelCased } from "./camel-case.server";
import { queueEmails } from "./outbox.server";
import { countRows } from "./query.server";
import type { Appointment as AppointmentRow, AppointmentsTable, AppointmentStatus, Database } from "../../db/database";
import { isUniqueViolation } from "../../db/database-errors";

export const SLOT_TAKEN_MESSAGE = "That time has just been booked. Please choose another slot.";

const DATE_MESSAGES: Record<DateProblem, string> = {
  invalid: "Date must be a valid date",
  past: "Date must not be in the past",
  "too-far": "Date must be within the next 90 days",
  weekend: "Date must be a weekday: we meet Monday to Friday",
};

/** The date and time fields of a booking or a move, checked against the open days and slots as of `now`. */
function slotFields(now: Date) {
  return {
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
  };
}

/** A slot earlier today may already have passed. */
function slotNotPassed(now: Date) {
  return (slot: { date: string; time: string }, ctx: z.RefinementCtx) => {
    const validSlot = !dateProblem(slot.date, now) && SLOT_TIMES.includes(slot.time);
    if (validSlot && officeTimeToUtc(slot.date, slot.time) <= now) {
      ctx.addIssue({ code: "custom", path: ["time"], message: "Time must be a slot that has not passed yet" });
    }
  };
}

/**
 * A booking request as the form sends it; `now` decides which dates and slots are still open, and
 * `topics` (the published ones: the contact document's) what it may be about.
 */
export function bookingSchema(now: Date, topics: readonly string[]) {
  return z
    .object({
      name: requiredText("Name", 120),
      email: EmailSchema,
      phone: PhoneSchema.refine((value) => value !== null, "Phone is required"),
      company: optionalText("Company", 120),
      // The contact document's schema keeps at least one topic; none would only refuse every booking.
      topic: z.enum(topics as readonly [string, ...string[]], { errorMap: choiceError("Topic", "the listed topics") }),
      ...slotFields(now),
      message: optionalText("Message", 2000, { multiline: true }),
    })
    .superRefine(slotNotPassed(now))
    .transform(({ date, time, ...booking }) => ({ ...booking, startsAt: officeTimeToUtc(date, time).toISOString() }));
}

/** A move of a booking to another slot, by the same rules as booking one. */
export function rescheduleSchema(now: Date) {
  return z
    .object(slotFields(now))
    .superRefine(slotNotPassed(now))
    .transform(({ date, time }) => ({ startsAt: officeTimeToUtc(date, time).toISOString() }));
}

/** The move form's fields as its markup needs them: the same on any day. */
export const RESCHEDULE_FORM = rescheduleSchema(new Date(0));

export type BookingInput = z.output<ReturnType<typeof bookingSchema>>;

/** The booking form's fields as its markup needs them (which are required, how long): the same on any day and topics. */
export const BOOKING_FORM = bookingSchema(new Date(0), []);

/**
 * A booking: its row under camelCase names. `tokenHash` is the hash of the visitor's random token
 * (the key of their confirmation page and calendar file); `startsAt` is the slot's start, an ISO
 * instant; `sequence` counts its changes, for calendar updates.
 */
export type Appointment = CamelCased<AppointmentRow>;

/** How long before a confirmed booking its reminder goes out. */
export const REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;

async function queueFor(trx: Kysely<Database>, emails: OutgoingEmail[], mail: MailContext, now: Date) {
  await queueEmails(trx, emails, { from: mail.from, now });
}

/**
 * Books a slot and queues its emails (the visitor's confirmation, staff's notification) in the same
 * transaction. Gives the booking and the visitor's token (only its hash is kept); null when the
 * slot is already taken (the database refuses a second live booking).
 */
export async function createAppointment(
  { startsAt, ...input }: BookingInput,
  { mail, timeZone = null, now = new Date() }: { mail: MailContext; timeZone?: string | null; now?: Date },
) {
  const timestamp = now.toISOString();
  const token = newSecretToken();
  try {
    const booking = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("appointments")
        .values({
          ...input,
          starts_at: startsAt,
          token_hash: hashSecretToken(token),
          time_zone: timeZone,
          status: "pending",
          created_at: timestamp,
          updated_at: timestamp,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const booking = camelCaseRow(row);
      await queueFor(trx, newBookingEmails(booking, mail), mail, now);
      const entry = {
        kind: "booking",
        action: "booked",
        subjectId: booking.id,
        summary: "Booked a consultation",
      } as const;
      await logActivity(trx, VISITOR, entry, now);
      return booking;
    });
    return { booking, token };
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

export type Slot = { time: string; startsAt: string; available: boolean };

/** Every slot of an office date, each marked open or not (past or already booked). */
export async function slotsOn(date: string, now: Date): Promise<Slot[]> {
  if (dateProblem(date, now)) return [];
  const open = new Set(openSlots(date, now).map((slot) => slot.startsAt));
  const dayStart = officeTimeToUtc(date, SLOT_TIMES[0]!).toISOString();
  const dayEnd = officeTimeToUtc(date, "23:59").toISOString();
  const taken = new Set(await bookedSlots(dayStart, dayEnd));
  return SLOT_TIMES.map((time) => {
    const startsAt = officeTimeToUtc(date, time).toISOString();
    return { time, startsAt, available: open.has(startsAt) && !taken.has(startsAt) };
  });
}

export async function getAppointmentByToken(token: string) {
  if (!isTokenShaped(token)) return null;
  const row = await db
    .selectFrom("appointments")
    .selectAll()
    .where("token_hash", "=", hashSecretToken(token))
    .executeTakeFirst();
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

/** An admin's change of a booking's status, as the appointments page posts it (a reason may go with a cancel). */
export const StatusChangeSchema = z.object({
  id: z.coerce.number().int().positive(),
  status: z.enum(["pending", "confirmed", "cancelled"]),
  note: optionalText("Reason", 1000, { multiline: true }),
});

/** The mail settings, and who makes the change (a staff member: it is logged with it). */
type ChangeOptions = { mail: MailContext; actor?: Actor; now?: Date };

const STATUS_VERBS: Record<AppointmentStatus, string> = {
  confirmed: "Confirmed",
  cancelled: "Cancelled",
  pending: "Reopened",
};

/**
 * Changes a live booking inside a transaction that also queues the emails the change sends.
 * `change` gives the new column values from the current booking (or null to leave it as it is);
 * the sequence goes up with every change, so calendar files update the same entry.
 */
async function changeBooking(
  id: number,
  change: (booking: Appointment) => Updateable<AppointmentsTable> | null,
  emails: (changed: Appointment, before: Appointment) => OutgoingEmail[],
  { mail, actor, now = new Date() }: ChangeOptions,
) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("appointments")
      .selectAll()
      .where("id", "=", id)
      .$if(engine === "postgres", (query) => query.forUpdate())
      .executeTakeFirst();
    if (!row) return null;
    const before = camelCaseRow(row);
    const values = change(before);
    if (!values) return { booking: before, changed: false };
    const updated = await trx
      .updateTable("appointments")
      .set((eb) => ({ ...values, sequence: eb("sequence", "+", 1), updated_at: now.toISOString() }))
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const booking = camelCaseRow(updated);
    await queueFor(trx, emails(booking, before), mail, now);
    if (actor) {
      const moved = booking.status === before.status;
      const action = moved ? "moved" : booking.status;
      const summary = moved ? `Moved booking #${id} to another time` : `${STATUS_VERBS[booking.status]} booking #${id}`;
      await logActivity(trx, actor, { kind: "booking", action, subjectId: id, summary }, now);
    }
    return { booking, changed: true };
  });
}

/**
 * Confirms, cancels (with an optional reason for the visitor) or reopens a booking, and tells the
 * visitor. Null when reopening fails because its slot has been taken since; false when there is
 * no such booking.
 */
export async function setAppointmentStatus(
  id: number,
  status: AppointmentStatus,
  { note = null, ...options }: ChangeOptions & { note?: string | null },
) {
  try {
    const result = await changeBooking(
      id,
      (booking) => (booking.status === status ? null : { status, status_note: status === "cancelled" ? note : null }),
      (booking) => statusChangeEmails(booking, options.mail),
      options,
    );
    return result !== null;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** Whether the visitor can still change a booking: not cancelled, and its time not yet come. */
export function isChangeable(booking: Appointment, now = new Date()) {
  return booking.status !== "cancelled" && new Date(booking.startsAt) > now;
}

export type RescheduleResult = "moved" | "unchanged" | "taken" | "closed" | "missing";

/**
 * Moves a booking to another start (already checked as bookable): the old slot is free in the same
 * transaction, and the visitor and staff are told. "taken" when another booking holds the new slot.
 */
export async function rescheduleAppointment(
  id: number,
  startsAt: string,
  { mail, now = new Date() }: ChangeOptions,
): Promise<RescheduleResult> {
  try {
    const result = await changeBooking(
      id,
      (booking) => (!isChangeable(booking, now) || booking.startsAt === startsAt ? null : { starts_at: startsAt }),
      (booking, before) => rescheduleEmails(booking, before.startsAt, mail),
      { mail, actor: VISITOR, now },
    );
    if (!result) return "missing";
    if (result.changed) return "moved";
    return isChangeable(result.booking, now) ? "unchanged" : "closed";
  } catch (error) {
    if (isUniqueViolation(error)) return "taken";
    throw error;
  }
}

/** The visitor cancels their booking: the slot is free again, and they and staff are told. */
export async function cancelAppointmentByVisitor(id: number, { mail, now = new Date() }: ChangeOptions) {
  const result = await changeBooking(
    id,
    (booking) => (isChangeable(booking, now) ? { status: "cancelled", status_note: null } : null),
    (booking) => visitorCancelEmails(booking, mail),
    { mail, actor: VISITOR, now },
  );
  return result?.changed ?? false;
}

/**
 * Queues the reminder of every confirmed booking that starts within a day, once per start time:
 * a moved booking is reminded of its new time, a cancelled one not at all. A booking made less
 * than a day ahead gets none (its confirmation is fresh). Each reminder is claimed by a conditional
 * update, so several instances queue it once.
 */
const notRemindedOfThisStart = (eb: ExpressionBuilder<Database, "appointments">) =>
  eb.or([eb("reminded_for", "is", null), eb("reminded_for", "<>", eb.ref("starts_at"))]);

export async function queueDueReminders(mail: MailContext, now = new Date()) {
  const due = await db
    .selectFrom("appointments")
    .select("id")
    .where("status", "=", "confirmed")
    .where("starts_at", ">", now.toISOString())
    .where("starts_at", "<=", new Date(now.getTime() + REMINDER_LEAD_MS).toISOString())
    .where(notRemindedOfThisStart)
    .execute();
  let queued = 0;
  for (const { id } of due) {
    const sent = await db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable("appointments")
        .set((eb) => ({ reminded_for: eb.ref("starts_at") }))
        .where("id", "=", id)
        .where("status", "=", "confirmed")
        .where(notRemindedOfThisStart)
        .returningAll()
        .executeTakeFirst();
      if (!row) return false;
      const booking = camelCaseRow(row);
      const madeADayAhead =
        new Date(booking.startsAt).getTime() - new Date(booking.createdAt).getTime() >= REMINDER_LEAD_MS;
      if (madeADayAhead) await queueFor(trx, reminderEmails(booking, mail), mail, now);
      return madeADayAhead;
    });
    if (sent) queued += 1;
  }
  return queued;
}

export async function deleteAppointment(id: number, actor?: Actor) {
  const deleted = await withActivity(
    actor,
    (trx) => deleteByIdReturning("appointments", id, trx),
    (booking) =>
      booking && {
        kind: "booking",
        action: "deleted",
        subjectId: id,
        summary: `Deleted booking #${id}`,
      },
  );
  return deleted !== null;
}

export async function countPendingAppointments(now = new Date()) {
  return countRows(
    db.selectFrom("appointments").where("status", "=", "pending").where("starts_at", ">=", now.toISOString()),
  );
}
