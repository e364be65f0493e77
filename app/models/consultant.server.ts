import type { Selectable } from "kysely";

import { db, engine } from "~/db.server";
import type { DateOverride, TimeRange } from "~/lib/availability";
import type { Booked, Hours } from "~/lib/slot-engine";
import { displayName } from "~/lib/staff";

import { withActivity, type Actor, type Executor } from "./activity.server";
import type { ConsultantsTable } from "../../db/database";

// Staff members as bookable consultants (issue 39 item 2): their own weekly hours and overrides
// (a slot must lie inside both theirs and the team's), the appointment topics they take, and
// whether recruiters may put them on an interview panel. A topic no bookable consultant takes is
// booked on the team's calendar, as before.

export type Consultant = Hours & {
  userId: number;
  name: string;
  bookable: boolean;
  interviews: boolean;
  topics: string[];
};

/** A consultant's settings as the form saves them. */
export type ConsultantSettings = Omit<Consultant, "userId" | "name">;

/** A staff member who is not a consultant yet: not bookable, and the team's working week as a start. */
export function newConsultantSettings(teamWeekly: TimeRange[][]): ConsultantSettings {
  return { bookable: false, interviews: false, topics: [], weekly: teamWeekly, overrides: [] };
}

type Row = Selectable<ConsultantsTable> & { username: string; person: string | null };

function toConsultant(row: Row): Consultant {
  return {
    userId: row.user_id,
    name: displayName({ name: row.person, username: row.username }),
    bookable: row.bookable === 1,
    interviews: row.interviews === 1,
    topics: JSON.parse(row.topics) as string[],
    weekly: JSON.parse(row.weekly) as TimeRange[][],
    overrides: JSON.parse(row.overrides) as DateOverride[],
  };
}

function consultantRows(on: Executor) {
  return on
    .selectFrom("consultants")
    .innerJoin("users", "users.id", "consultants.user_id")
    .selectAll("consultants")
    .select(["users.username", "users.name as person"]);
}

/** A staff member's consultant settings; null when they were never made one. */
export async function getConsultant(userId: number, on: Executor = db) {
  const row = await consultantRows(on).where("consultants.user_id", "=", userId).executeTakeFirst();
  return row ? toConsultant(row) : null;
}

/** The active staff members visitors can book (`interviews`: those recruiters can put on a panel), by name. */
export async function listConsultants({ on = db, interviews = false }: { on?: Executor; interviews?: boolean } = {}) {
  const rows = await consultantRows(on)
    .where("users.deactivated_at", "is", null)
    .where("users.role", "is not", null)
    .$if(interviews, (query) => query.where("consultants.interviews", "=", 1))
    .$if(!interviews, (query) => query.where("consultants.bookable", "=", 1))
    .execute();
  return rows.map(toConsultant).sort((a, b) => a.name.localeCompare(b.name, "en") || a.userId - b.userId);
}

/** The bookable consultants who take `topic`; none: the topic is booked on the team's calendar. */
export function consultantsFor(topic: string, consultants: readonly Consultant[]) {
  return consultants.filter((consultant) => consultant.bookable && consultant.topics.includes(topic));
}

/**
 * Saves a staff member's consultant settings (made one if they were not), logged. Without
 * `overrides` their overrides stay as they are (the overrides' own forms change them).
 */
export async function saveConsultant(
  userId: number,
  { overrides, ...settings }: Omit<ConsultantSettings, "overrides"> & { overrides?: DateOverride[] },
  { actor, now = new Date() }: { actor?: Actor; now?: Date } = {},
) {
  const values = {
    bookable: settings.bookable ? 1 : 0,
    interviews: settings.interviews ? 1 : 0,
    topics: JSON.stringify(settings.topics),
    weekly: JSON.stringify(settings.weekly),
    ...(overrides ? { overrides: JSON.stringify(overrides) } : {}),
    updated_at: now.toISOString(),
  };
  await withActivity(
    actor,
    (trx) =>
      trx
        .insertInto("consultants")
        .values({ user_id: userId, overrides: "[]", ...values })
        .onConflict((conflict) => conflict.column("user_id").doUpdateSet(values))
        .execute(),
    () => ({ kind: "availability", action: "updated", subjectId: userId, summary: `Changed consultant #${userId}` }),
  );
}

/**
 * Makes `change` to a staff member's overrides (made a consultant with `start` if they were not),
 * logged with `summary`. The row is read and written in one transaction (locked on PostgreSQL),
 * so two changes at once both count.
 */
export async function changeConsultantOverrides(
  userId: number,
  change: (overrides: DateOverride[]) => DateOverride[],
  {
    start,
    summary,
    actor,
    now = new Date(),
  }: { start: ConsultantSettings; summary: string; actor?: Actor; now?: Date },
) {
  await withActivity(
    actor,
    async (trx) => {
      await trx
        .insertInto("consultants")
        .values({
          user_id: userId,
          bookable: start.bookable ? 1 : 0,
          interviews: start.interviews ? 1 : 0,
          topics: JSON.stringify(start.topics),
          weekly: JSON.stringify(start.weekly),
          overrides: JSON.stringify(start.overrides),
          updated_at: now.toISOString(),
        })
        .onConflict((conflict) => conflict.column("user_id").doNothing())
        .execute();
      const row = await trx
        .selectFrom("consultants")
        .select("overrides")
        .where("user_id", "=", userId)
        .$if(engine === "postgres", (query) => query.forUpdate())
        .executeTakeFirstOrThrow();
      const overrides = change(JSON.parse(row.overrides) as DateOverride[]).sort((a, b) => (a.date < b.date ? -1 : 1));
      await trx
        .updateTable("consultants")
        .set({ overrides: JSON.stringify(overrides), updated_at: now.toISOString() })
        .where("user_id", "=", userId)
        .execute();
    },
    () => ({ kind: "availability", action: "updated", subjectId: userId, summary }),
  );
}

/** The live bookings that take each of `userIds` from instant `from` to `to` (all but `except`, a booking being moved). */
export async function hostBookings(
  on: Executor,
  userIds: readonly number[],
  { from, to, except }: { from: string; to: string; except?: number },
) {
  const bookings = new Map<number, Booked[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return bookings;
  const rows = await on
    .selectFrom("appointment_hosts")
    .innerJoin("appointments", "appointments.id", "appointment_hosts.appointment_id")
    .select(["appointment_hosts.user_id", "appointments.starts_at", "appointments.minutes"])
    .where("appointment_hosts.user_id", "in", [...userIds])
    .where("appointment_hosts.live", "=", 1)
    .where("appointments.starts_at", ">=", from)
    .where("appointments.starts_at", "<", to)
    .$if(except !== undefined, (query) => query.where("appointments.id", "<>", except!))
    .execute();
  for (const row of rows) bookings.get(row.user_id)?.push({ startsAt: row.starts_at, minutes: row.minutes });
  return bookings;
}

/** The own hours of the people each of `appointmentIds` takes (its consultant, its panel), by booking. */
export async function hostHours(appointmentIds: readonly number[], on: Executor = db) {
  const hours = new Map<number, Hours[]>();
  if (appointmentIds.length === 0) return hours;
  const rows = await on
    .selectFrom("appointment_hosts")
    .innerJoin("consultants", "consultants.user_id", "appointment_hosts.user_id")
    .select(["appointment_hosts.appointment_id", "consultants.weekly", "consultants.overrides"])
    .where("appointment_hosts.appointment_id", "in", [...appointmentIds])
    .execute();
  for (const row of rows) {
    const own = {
      weekly: JSON.parse(row.weekly) as TimeRange[][],
      overrides: JSON.parse(row.overrides) as DateOverride[],
    };
    hours.set(row.appointment_id, [...(hours.get(row.appointment_id) ?? []), own]);
  }
  return hours;
}

/** How many live bookings from `now` on each of `userIds` has: what the round-robin weighs. */
export async function upcomingCounts(on: Executor, userIds: readonly number[], now: Date) {
  const counts = new Map<number, number>(userIds.map((id) => [id, 0]));
  if (userIds.length === 0) return counts;
  const rows = await on
    .selectFrom("appointment_hosts")
    .select(["user_id", (eb) => eb.fn.countAll<number | string>().as("upcoming")])
    .where("user_id", "in", [...userIds])
    .where("live", "=", 1)
    .where("starts_at", ">=", now.toISOString())
    .groupBy("user_id")
    .execute();
  for (const row of rows) counts.set(row.user_id, Number(row.upcoming));
  return counts;
}

/** A person a booking takes, as emails and calendar files name them. */
export type BookingHost = { name: string; email: string | null };

/** The people `appointmentIds` take, by booking: for emails, calendar files and pages. */
export async function bookingHosts(appointmentIds: readonly number[], on: Executor = db) {
  const hosts = new Map<number, BookingHost[]>();
  if (appointmentIds.length === 0) return hosts;
  const rows = await on
    .selectFrom("appointment_hosts")
    .innerJoin("users", "users.id", "appointment_hosts.user_id")
    .select(["appointment_hosts.appointment_id", "users.username", "users.name", "users.email"])
    .where("appointment_hosts.appointment_id", "in", [...appointmentIds])
    .orderBy("users.id")
    .execute();
  for (const row of rows) {
    const host = { name: displayName(row), email: row.email };
    hosts.set(row.appointment_id, [...(hosts.get(row.appointment_id) ?? []), host]);
  }
  return hosts;
}

/** The upcoming live bookings `userId` takes (as consultant or interviewer), soonest first: their own list. */
export async function listHostedBookings(userId: number, now = new Date(), limit = 20) {
  const rows = await db
    .selectFrom("appointment_hosts")
    .innerJoin("appointments", "appointments.id", "appointment_hosts.appointment_id")
    .select([
      "appointments.id",
      "appointments.name",
      "appointments.topic",
      "appointments.starts_at",
      "appointments.minutes",
      "appointments.office_time_zone",
      "appointments.calendar",
      "appointments.status",
    ])
    .where("appointment_hosts.user_id", "=", userId)
    .where("appointment_hosts.live", "=", 1)
    .where("appointments.starts_at", ">=", now.toISOString())
    .orderBy("appointments.starts_at")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    topic: row.topic,
    startsAt: row.starts_at,
    minutes: row.minutes,
    officeTimeZone: row.office_time_zone,
    interview: row.calendar === "interview",
    status: row.status,
  }));
}
