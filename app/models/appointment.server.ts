import type { ExpressionBuilder, Kysely, Updateable } from "kysely";
import { z } from "zod";

import { db, engine } from "~/db.server";
import type { MailContext, OutgoingEmail } from "~/emails/email";
import { DEFAULT_AVAILABILITY, openDaysText, type AvailabilityRules } from "~/lib/availability";
import { hashSecretToken, isTokenShaped, newSecretToken } from "~/lib/secret-token.server";
import { closedFor, dateProblem, type DateProblem } from "~/lib/slot-engine";
import { choiceError, EmailSchema, optionalText, PhoneSchema, requiredText } from "~/lib/text-schema";

import { logActivity, VISITOR, withActivity, type Actor, type Executor } from "./activity.server";
import {
  newBookingEmails,
  reminderEmails,
  rescheduleEmails,
  statusChangeEmails,
  visitorCancelEmails,
} from "./booking-emails.server";
import {
  addHosts,
  claimSlot,
  slotGrid,
  SlotTakenError,
  syncHosts,
  type ClaimFor,
  type SlotHosts,
} from "./booking-slots.server";
import { deleteByIdReturning, findById } from "./by-id.server";
import { camelCaseRow, type CamelCased } from "./camel-case.server";
import { bookingHosts, type BookingHost } from "./consultant.server";
import { queueEmails } from "./outbox.server";
import { countRows } from "./query.server";
import type { Appointment as AppointmentRow, AppointmentsTable, AppointmentStatus, Database } from "../../db/database";
import { isUniqueViolation } from "../../db/database-errors";

export const SLOT_TAKEN_MESSAGE = "That time has just been booked. Please choose another slot.";

/** Why a date cannot be booked, as the form says it. */
function dateMessage(problem: DateProblem, rules: AvailabilityRules, date: string) {
  const openDays = openDaysText(rules.weekly);
  const messages: Record<DateProblem, string> = {
    invalid: "Date must be a valid date",
    past: "Date must not be in the past",
    "too-far": `Date must be within the next ${rules.horizonDays} days`,
    closed: openDays ? `Date must be a day we meet: ${openDays}` : "Date must be a day we are open",
    holiday: `Date must be a day we are open: we are closed for ${closedFor(rules, date)}`,
  };
  return messages[problem];
}

/** The date and time fields of a booking or a move, checked against the rules' days and slots as of `now`. */
function slotFields(now: Date, rules: AvailabilityRules) {
  return {
    date: z
      .string({ required_error: "Date is required", invalid_type_error: "Date is required" })
      .trim()
      .min(1, "Date is required")
      .superRefine((date, ctx) => {
        if (!date) return;
        const problem = dateProblem(rules, date, now);
        if (problem) ctx.addIssue({ code: "custom", message: dateMessage(problem, rules, date) });
      }),
    time: z
      .string({ required_error: "Time is required", invalid_type_error: "Time is required" })
      .trim()
      .min(1, "Time is required"),
  };
}

/** Whose slots a booking's time may name: the team's, or the people's its topic names. */
type HostsOf = (topic: string | null) => SlotHosts;
const TEAM: HostsOf = () => null;

/** The slot's instant: one of the date's slots, not passed, and as far ahead as the notice asks. */
function checkSlot(now: Date, rules: AvailabilityRules, hostsOf: HostsOf) {
  return (slot: { date: string; time: string; topic?: string }, ctx: z.RefinementCtx) => {
    if (dateProblem(rules, slot.date, now) || !slot.time) return;
    const found = slotGrid(rules, hostsOf(slot.topic ?? null), slot.date).find((entry) => entry.time === slot.time);
    const problem = (message: string) => ctx.addIssue({ code: "custom", path: ["time"], message });
    if (!found) return problem("Time must be one of the listed slots");
    const start = new Date(found.startsAt).getTime();
    if (start <= now.getTime()) return problem("Time must be a slot that has not passed yet");
    if (start < now.getTime() + rules.noticeHours * 3_600_000) {
      problem(`Time must be at least ${rules.noticeHours} hours from now`);
    }
  };
}

/** The checked slot as the instant it starts. */
function toStart(rules: AvailabilityRules, hosts: SlotHosts, { date, time }: { date: string; time: string }) {
  return slotGrid(rules, hosts, date).find((entry) => entry.time === time)!.startsAt;
}

/**
 * A booking request as the form sends it; `now` and the calendar's `rules` decide which dates and
 * slots are open, `topics` (the published ones: the contact document's) what it may be about, and
 * `hostsOf` whose hours a topic's slots follow (its consultants', or the team's).
 */
export function bookingSchema(now: Date, topics: readonly string[], rules: AvailabilityRules, hostsOf = TEAM) {
  return z
    .object({
      name: requiredText("Name", 120),
      email: EmailSchema,
      phone: PhoneSchema.refine((value) => value !== null, "Phone is required"),
      company: optionalText("Company", 120),
      // The contact document's schema keeps at least one topic; none would only refuse every booking.
      topic: z.enum(topics as readonly [string, ...string[]], { errorMap: choiceError("Topic", "the listed topics") }),
      ...slotFields(now, rules),
      message: optionalText("Message", 2000, { multiline: true }),
    })
    .superRefine(checkSlot(now, rules, hostsOf))
    .transform(({ date, time, ...booking }) => ({
      ...booking,
      startsAt: toStart(rules, hostsOf(booking.topic), { date, time }),
    }));
}

/** A move of a booking to another slot, by the same rules as booking one (`hosts`: whose slots it is on). */
export function rescheduleSchema(now: Date, rules: AvailabilityRules, hosts: SlotHosts = null) {
  return z
    .object(slotFields(now, rules))
    .superRefine(checkSlot(now, rules, () => hosts))
    .transform((slot) => ({ startsAt: toStart(rules, hosts, slot) }));
}

/** The move form's fields as its markup needs them: the same on any day. */
export const RESCHEDULE_FORM = rescheduleSchema(new Date(0), DEFAULT_AVAILABILITY);

export type BookingInput = z.output<ReturnType<typeof bookingSchema>>;

/** The booking form's fields as its markup needs them (which are required, how long): the same on any day and topics. */
export const BOOKING_FORM = bookingSchema(new Date(0), [], DEFAULT_AVAILABILITY);

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

export { firstFreeDate, freeSlotsBetween, slotsOn } from "./booking-slots.server";

/** A booking with the people it takes (a consultant, an interview panel; none on the team's calendar). */
export type HostedAppointment = Appointment & { hosts: BookingHost[] };

/** `booking` with its hosts, read in the transaction `on`. */
async function withHosts(on: Executor, booking: Appointment): Promise<HostedAppointment> {
  return { ...booking, hosts: (await bookingHosts([booking.id], on)).get(booking.id) ?? [] };
}

/**
 * Books a slot and queues its emails (the visitor's confirmation, staff's notification) in the same
 * transaction. Gives the booking and the visitor's token (only its hash is kept); null when the
 * slot is no longer free (another booking took it or its neighbourhood, on any instance).
 */
export async function createAppointment(
  { startsAt, ...input }: BookingInput,
  { mail, timeZone = null, now = new Date() }: { mail: MailContext; timeZone?: string | null; now?: Date },
) {
  const timestamp = now.toISOString();
  const token = newSecretToken();
  try {
    const booking = await db.transaction().execute(async (trx) => {
      const { hostIds, ...claim } = await claimSlot(trx, startsAt, { topic: input.topic }, { now });
      const row = await trx
        .insertInto("appointments")
        .values({
          ...input,
          ...claim,
          starts_at: startsAt,
          token_hash: hashSecretToken(token),
          time_zone: timeZone,
          status: "pending",
          created_at: timestamp,
          updated_at: timestamp,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await addHosts(trx, row.id, startsAt, hostIds);
      const booking = await withHosts(trx, camelCaseRow(row));
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
    const { hosts, ...row } = booking;
    return { booking: row, hosts, token };
  } catch (error) {
    if (error instanceof SlotTakenError || isUniqueViolation(error)) return null;
    throw error;
  }
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
  change: (
    booking: Appointment,
    trx: Kysely<Database>,
  ) => Updateable<AppointmentsTable> | null | Promise<Updateable<AppointmentsTable> | null>,
  emails: (changed: HostedAppointment, before: Appointment) => OutgoingEmail[],
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
    const values = await change(before, trx);
    if (!values) return { booking: before, changed: false };
    const updated = await trx
      .updateTable("appointments")
      .set((eb) => ({ ...values, sequence: eb("sequence", "+", 1), updated_at: now.toISOString() }))
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await syncHosts(trx, id, updated.starts_at, updated.status !== "cancelled");
    const booking = await withHosts(trx, camelCaseRow(updated));
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

/** Whose calendar a booking is moved on: its topic's, or its interview panel's. */
async function claimFor(trx: Executor, booking: Appointment): Promise<ClaimFor> {
  if (booking.calendar !== "interview") return { topic: booking.topic };
  const invitation = await trx
    .selectFrom("interview_invitations")
    .select(["interviewers", "minutes"])
    .where("appointment_id", "=", booking.id)
    .executeTakeFirstOrThrow();
  return { panel: JSON.parse(invitation.interviewers) as number[], minutes: invitation.minutes };
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
      async (booking, trx) => {
        if (!isChangeable(booking, now) || booking.startsAt === startsAt) return null;
        const { hostIds, ...claim } = await claimSlot(trx, startsAt, await claimFor(trx, booking), { now, except: id });
        await trx.deleteFrom("appointment_hosts").where("appointment_id", "=", id).execute();
        await addHosts(trx, id, startsAt, hostIds);
        return { starts_at: startsAt, ...claim };
      },
      (booking, before) => rescheduleEmails(booking, before.startsAt, mail),
      { mail, actor: VISITOR, now },
    );
    if (!result) return "missing";
    if (result.changed) return "moved";
    return isChangeable(result.booking, now) ? "unchanged" : "closed";
  } catch (error) {
    if (error instanceof SlotTakenError || isUniqueViolation(error)) return "taken";
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
      const booking = await withHosts(trx, camelCaseRow(row));
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
