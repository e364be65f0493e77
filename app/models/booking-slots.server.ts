import { db } from "~/db.server";
import type { AvailabilityRules } from "~/lib/availability";
import {
  bookingSpan,
  bookingWindow,
  dateProblem,
  daySlots,
  firstBookableDate,
  freeSlots,
  hostDaySlots,
  hostSlotsOfDay,
  officeDateIn,
  pickConsultant,
  slotsOfDay,
  type DaySlot,
  type Host,
  type Hours,
} from "~/lib/slot-engine";
import { addDays } from "~/lib/slots";

import type { Executor } from "./activity.server";
import { getAvailability } from "./availability.server";
import { consultantsFor, hostBookings, listConsultants, upcomingCounts, type Consultant } from "./consultant.server";
import type { BookingCalendarKind } from "../../db/database";

// Which slots are free, for the team's calendar or for several people (a topic's consultants, any
// one of whom takes the booking; an interview panel, all of whom do), and the claim of one inside
// a booking's transaction. The slot engine decides; this module loads what it weighs.

/** Whose calendar a slot is on: the team's (null), or people's, each with their hours inside the team's. */
export type SlotHosts = {
  people: ReadonlyArray<Hours & { userId: number; name: string }>;
  needs: "any" | "all";
} | null;

/** A topic's consultants as SlotHosts; null (the team's calendar) when no bookable consultant takes it. */
export function topicHosts(topic: string | null, consultants: readonly Consultant[]): SlotHosts {
  const people = topic ? consultantsFor(topic, consultants) : [];
  return people.length > 0 ? { people, needs: "any" } : null;
}

/** The team calendar's live bookings that bear on office dates `from` to `to` (all but `except`). */
async function teamBookings(
  on: Executor,
  rules: AvailabilityRules,
  { from, to, except }: { from: string; to: string; except?: number },
) {
  const span = bookingSpan(rules, from, to);
  const rows = await on
    .selectFrom("appointments")
    .select(["starts_at", "minutes"])
    .where("status", "<>", "cancelled")
    .where("calendar", "=", "team")
    .where("starts_at", ">=", span.from)
    .where("starts_at", "<", span.to)
    .$if(except !== undefined, (query) => query.where("id", "<>", except!))
    .execute();
  return rows.map((row) => ({ startsAt: row.starts_at, minutes: row.minutes }));
}

/** The hosts as the engine weighs them: hours and live bookings over office dates `from` to `to`. */
async function enginesHosts(
  on: Executor,
  rules: AvailabilityRules,
  hosts: NonNullable<SlotHosts>,
  range: { from: string; to: string; except?: number },
): Promise<Host[]> {
  const ids = hosts.people.map((person) => person.userId);
  const bookings = await hostBookings(on, ids, { ...bookingSpan(rules, range.from, range.to), except: range.except });
  return hosts.people.map((person) => ({ id: person.userId, hours: person, bookings: bookings.get(person.userId)! }));
}

type Options = { now?: Date; except?: number; hosts?: SlotHosts };

/** Every slot of an office date, each marked free or not; for hosts, `free` names who is. */
async function slotsWeighed(
  on: Executor,
  rules: AvailabilityRules,
  date: string,
  { now = new Date(), except, hosts = null }: Options,
): Promise<Array<DaySlot & { free?: number[] }>> {
  if (dateProblem(rules, date, now)) return [];
  const range = { from: date, to: date, except };
  if (!hosts) return daySlots({ rules, date, now, bookings: await teamBookings(on, rules, range) });
  return hostDaySlots({ rules, date, now, needs: hosts.needs, hosts: await enginesHosts(on, rules, hosts, range) });
}

/** Every slot of an office date, each marked free or not (past, inside the notice, booked, or the day full). */
export async function slotsOn(rules: AvailabilityRules, date: string, options: Options = {}): Promise<DaySlot[]> {
  const slots = await slotsWeighed(db, rules, date, options);
  return slots.map(({ time, startsAt, available }) => ({ time, startsAt, available }));
}

/** The free slot instants (ISO) from office date `from` to `to`, both included. */
export async function freeSlotsBetween(
  rules: AvailabilityRules,
  from: string,
  to: string,
  { now = new Date(), hosts = null }: Pick<Options, "now" | "hosts"> = {},
) {
  if (!hosts) return freeSlots({ rules, from, to, now, bookings: await teamBookings(db, rules, { from, to }) });
  const people = await enginesHosts(db, rules, hosts, { from, to });
  const free: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    for (const slot of hostDaySlots({ rules, date, now, needs: hosts.needs, hosts: people }))
      if (slot.available) free.push(slot.startsAt);
  }
  return free;
}

/** The next office date with a free slot (today when the horizon has none). */
export async function firstFreeDate(rules: AvailabilityRules, { now = new Date(), hosts = null }: Options = {}) {
  const { first, last } = bookingWindow(rules, now);
  if (!hosts)
    return firstBookableDate({ rules, now, bookings: await teamBookings(db, rules, { from: first, to: last }) });
  const people = await enginesHosts(db, rules, hosts, { from: first, to: last });
  for (let date = first; date <= last; date = addDays(date, 1)) {
    if (hostDaySlots({ rules, date, now, needs: hosts.needs, hosts: people }).some((slot) => slot.available))
      return date;
  }
  return first;
}

/** The slots a date holds for these hosts (or the team), whatever is booked: what a form's time may name. */
export function slotGrid(rules: AvailabilityRules, hosts: SlotHosts, date: string) {
  return hosts
    ? hostSlotsOfDay(
        rules,
        hosts.people.map((hours) => ({ hours })),
        date,
      )
    : slotsOfDay(rules, date);
}

/** The slot asked for is not free (taken, too close to another booking, or its day full). */
export class SlotTakenError extends Error {
  override name = "SlotTakenError";
}

/** Whose calendar a claim is on: the team's, a topic's (its consultants, if any), or an interview panel's. */
export type ClaimFor = { topic: string } | { panel: readonly number[]; minutes: number };

export type Claim = { minutes: number; office_time_zone: string; calendar: BookingCalendarKind; hostIds: number[] };

/** The hosts a claim weighs, read inside its transaction: a topic's consultants or the panel's interviewers. */
async function claimHosts(trx: Executor, claimFor: ClaimFor): Promise<SlotHosts> {
  if ("topic" in claimFor) return topicHosts(claimFor.topic, await listConsultants({ on: trx }));
  const interviewers = await listConsultants({ on: trx, interviews: true });
  const people = interviewers.filter((person) => claimFor.panel.includes(person.userId));
  // An interviewer who left the panel's pool since the invitation makes the panel unbookable.
  if (people.length !== claimFor.panel.length) throw new SlotTakenError();
  return { people, needs: "all" };
}

/**
 * Inside a booking's transaction: the rules as they are now, locked, once `startsAt` is checked to
 * be free under them, and who takes it (round-robin among a topic's free consultants: fewest
 * upcoming bookings first). Several instances weigh one booking at a time, so buffers and a day's
 * maximum hold too; the unique indexes on a live start (the team's, each host's) stay the last word.
 */
export async function claimSlot(
  trx: Executor,
  startsAt: string,
  claimFor: ClaimFor,
  { now, except }: { now: Date; except?: number },
): Promise<Claim> {
  const team = await getAvailability({ on: trx, lock: true, now });
  const rules = "panel" in claimFor ? { ...team, slotMinutes: claimFor.minutes } : team;
  const date = officeDateIn(rules, new Date(startsAt));
  const hosts = await claimHosts(trx, claimFor);
  const slots = await slotsWeighed(trx, rules, date, { now, except, hosts });
  const slot = slots.find((entry) => entry.startsAt === startsAt);
  if (!slot?.available) throw new SlotTakenError();
  const length = { minutes: rules.slotMinutes, office_time_zone: rules.timeZone };
  if (!hosts) return { ...length, calendar: "team", hostIds: [] };
  if (hosts.needs === "all") return { ...length, calendar: "interview", hostIds: slot.free! };
  const counts = await upcomingCounts(trx, slot.free!, now);
  const names = new Map(hosts.people.map((person) => [person.userId, person.name]));
  const chosen = pickConsultant(
    slot.free!.map((id) => ({ id, name: names.get(id) ?? "", upcoming: counts.get(id) ?? 0 })),
  )!;
  return { ...length, calendar: "consultant", hostIds: [chosen.id] };
}

/**
 * The calendar a booking is moved on: the team's rules and its hosts (its topic's consultants, or
 * its interview panel with the interview's length).
 */
export async function calendarOfBooking(
  booking: { id: number; topic: string; calendar: BookingCalendarKind },
  now = new Date(),
): Promise<{ rules: AvailabilityRules; hosts: SlotHosts }> {
  const team = await getAvailability({ now });
  if (booking.calendar === "team") return { rules: team, hosts: null };
  if (booking.calendar === "consultant")
    return { rules: team, hosts: topicHosts(booking.topic, await listConsultants()) };
  const invitation = await db
    .selectFrom("interview_invitations")
    .select(["interviewers", "minutes"])
    .where("appointment_id", "=", booking.id)
    .executeTakeFirst();
  const panel = JSON.parse(invitation?.interviewers ?? "[]") as number[];
  const people = (await listConsultants({ interviews: true })).filter((person) => panel.includes(person.userId));
  return { rules: { ...team, slotMinutes: invitation?.minutes ?? team.slotMinutes }, hosts: { people, needs: "all" } };
}

/** Records who a booking takes (at its start, live), in the booking's transaction. */
export async function addHosts(trx: Executor, appointmentId: number, startsAt: string, hostIds: readonly number[]) {
  if (hostIds.length === 0) return;
  await trx
    .insertInto("appointment_hosts")
    .values(hostIds.map((userId) => ({ appointment_id: appointmentId, user_id: userId, starts_at: startsAt, live: 1 })))
    .execute();
}

/** Keeps a booking's hosts in step with it (moved, cancelled or reopened), in its transaction. */
export async function syncHosts(trx: Executor, appointmentId: number, startsAt: string, live: boolean) {
  await trx
    .updateTable("appointment_hosts")
    .set({ starts_at: startsAt, live: live ? 1 : 0 })
    .where("appointment_id", "=", appointmentId)
    .execute();
}
