import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db } from "~/db.server";
import { DEFAULT_AVAILABILITY, type DateOverride } from "~/lib/availability";

import {
  bookingSchema,
  cancelAppointmentByVisitor,
  createAppointment,
  rescheduleAppointment,
  rescheduleSchema,
  slotsOn,
} from "./appointment.server";
import { bookingsOutsideHours, getAvailability } from "./availability.server";
import { topicHosts } from "./booking-slots.server";
import { consultantFormSchema } from "./consultant-form.server";
import {
  changeConsultantOverrides,
  getConsultant,
  listConsultants,
  listHostedBookings,
  saveConsultant,
  type ConsultantSettings,
} from "./consultant.server";
import {
  BOOKING_REQUEST as valid,
  insertConsultant,
  SCHEDULE_NOW as now,
  WORKDAY,
  workweek as week,
} from "./schedule-testing.server";
import {
  emptyTables,
  fieldMessages,
  insertStaff,
  setAvailability,
  TEST_MAIL,
  startTestDatabase,
} from "./testing.server";
import { isUniqueViolation } from "../../db/database-errors";

beforeAll(startTestDatabase);

const TOPICS = ["Capital Studio", "Growth Studio"];
const site = { mail: TEST_MAIL, now };
const MORNINGS = [{ start: "09:00", end: "12:00" }];

function settings(changes: Partial<ConsultantSettings> = {}): ConsultantSettings {
  return {
    bookable: true,
    interviews: false,
    topics: ["Capital Studio"],
    weekly: week(WORKDAY),
    overrides: [],
    ...changes,
  };
}

function consultant(username: string, name: string, changes: Partial<ConsultantSettings> = {}) {
  return insertConsultant(username, name, settings(changes));
}

/** The booking schema as the booking page builds it: each topic's consultants from the database. */
async function schema() {
  const consultants = await listConsultants();
  return bookingSchema(now, TOPICS, DEFAULT_AVAILABILITY, (topic) => topicHosts(topic, consultants));
}

async function book(changes: Partial<typeof valid> = {}) {
  const input = (await schema()).parse({ ...valid, ...changes });
  return createAppointment(input, site);
}

async function hostsOf(appointmentId: number) {
  const rows = await db
    .selectFrom("appointment_hosts")
    .select(["user_id", "live", "starts_at"])
    .where("appointment_id", "=", appointmentId)
    .execute();
  return rows;
}

beforeEach(async () => {
  await emptyTables("emails", "appointment_hosts", "appointments", "consultants", "activity_log", "sessions", "users");
  await setAvailability();
});

describe("consultant bookings", () => {
  it("go to the consultant with the fewest upcoming bookings; a tie goes by name", async () => {
    const zoe = await consultant("zoe", "Zoe Park");
    const amir = await consultant("amir", "Amir Khan");
    const first = await book();
    expect(first!.hosts.map((host) => host.name)).toEqual(["Amir Khan"]);
    expect(first!.booking.calendar).toBe("consultant");
    const second = await book({ time: "11:00", email: "b@example.com" });
    expect(second!.hosts.map((host) => host.name)).toEqual(["Zoe Park"]);
    const third = await book({ time: "11:30", email: "c@example.com" });
    expect(third!.hosts.map((host) => host.name)).toEqual(["Amir Khan"]);
    expect((await hostsOf(third!.booking.id)).map((row) => row.user_id)).toEqual([amir]);
    expect(zoe).not.toBe(amir);
  });

  it("take one slot once per consultant: two at one time, a third refused", async () => {
    await consultant("zoe", "Zoe Park");
    await consultant("amir", "Amir Khan");
    const both = await Promise.all([book(), book({ email: "b@example.com" })]);
    expect(both.map((created) => created?.hosts[0]?.name).sort()).toEqual(["Amir Khan", "Zoe Park"]);
    expect(await book({ email: "c@example.com" })).toBeNull();
  });

  it("the last free consultant, asked for twice at once: one booking", async () => {
    await consultant("zoe", "Zoe Park");
    const both = await Promise.all([book(), book({ email: "b@example.com" })]);
    expect(both.filter(Boolean)).toHaveLength(1);
  });

  it("stand apart from the team's calendar: a topic nobody takes books the team's slot as before", async () => {
    await consultant("zoe", "Zoe Park");
    expect((await book())!.hosts).toHaveLength(1);
    const team = await book({ topic: "Growth Studio", email: "t@example.com" });
    expect(team!.booking.calendar).toBe("team");
    expect(team!.hosts).toEqual([]);
    expect(await book({ topic: "Growth Studio", email: "u@example.com" })).toBeNull();
  });

  it("offer only times inside both the team's and the consultant's hours", async () => {
    await consultant("zoe", "Zoe Park", { weekly: week(MORNINGS) });
    expect(fieldMessages(await schema(), { ...valid, time: "14:00" })).toEqual({
      time: "Time must be one of the listed slots",
    });
    const slots = await slotsOn(await getAvailability({ now }), "2026-11-25", {
      now,
      hosts: topicHosts("Capital Studio", await listConsultants()),
    });
    // Monday 10:00 now: Wednesday's morning, 9 to 12, and nothing in the afternoon.
    expect(slots.filter((slot) => slot.available).map((slot) => slot.time)).toEqual([
      "09:00",
      "09:30",
      "10:00",
      "10:30",
      "11:00",
      "11:30",
    ]);
  });

  it("are not offered by a consultant no longer bookable, nor on their day off", async () => {
    const zoe = await consultant("zoe", "Zoe Park", {
      overrides: [{ date: "2026-11-25", closed: "Leave", ranges: [] }],
    });
    expect(fieldMessages(await schema(), valid)).toEqual({ time: "Time must be one of the listed slots" });
    await saveConsultant(zoe, settings({ bookable: false }));
    // Nobody takes the topic now: the team's calendar has it.
    expect((await book())!.booking.calendar).toBe("team");
  });

  it("name the consultant in the visitor's and staff's emails and the calendar file", async () => {
    await consultant("zoe", "Zoe Park");
    await book();
    const emails = await db.selectFrom("emails").select(["kind", "text", "attachments"]).orderBy("id").execute();
    expect(emails.map((email) => email.kind)).toEqual(["booking-confirmation", "booking-staff"]);
    for (const email of emails) expect(email.text).toContain("With: Zoe Park");
    expect(emails[0]!.attachments).toContain("Zoe Park");
  });

  it("free the consultant when cancelled, and move with the booking", async () => {
    await consultant("zoe", "Zoe Park");
    const { booking } = (await book())!;
    const later = rescheduleSchema(now, DEFAULT_AVAILABILITY).parse({ date: "2026-11-25", time: "14:00" }).startsAt;
    expect(await rescheduleAppointment(booking.id, later, site)).toBe("moved");
    expect(await hostsOf(booking.id)).toEqual([expect.objectContaining({ starts_at: later, live: 1 })]);
    expect(await book({ email: "b@example.com" })).not.toBeNull();
    expect(await cancelAppointmentByVisitor(booking.id, site)).toBe(true);
    expect((await hostsOf(booking.id))[0]!.live).toBe(0);
    expect(await book({ date: "2026-11-25", time: "14:00", email: "c@example.com" })).not.toBeNull();
  });

  it("are refused by the database when one person is taken twice at one start", async () => {
    const zoe = await consultant("zoe", "Zoe Park");
    const { booking } = (await book())!;
    const other = (await book({ topic: "Growth Studio", email: "t@example.com" }))!.booking;
    const insert = db
      .insertInto("appointment_hosts")
      .values({ appointment_id: other.id, user_id: zoe, starts_at: booking.startsAt, live: 1 })
      .execute();
    const error = await insert.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(isUniqueViolation(error)).toBe(true);
  });
});

describe("a consultant's dashboard list", () => {
  it("holds their own upcoming live bookings, soonest first", async () => {
    const zoe = await consultant("zoe", "Zoe Park");
    const later = (await book({ time: "14:00" }))!.booking;
    const sooner = (await book({ time: "09:00", email: "b@example.com" }))!.booking;
    await book({ topic: "Growth Studio", email: "t@example.com" });
    expect((await listHostedBookings(zoe, now)).map((booking) => booking.id)).toEqual([sooner.id, later.id]);
    await cancelAppointmentByVisitor(sooner.id, site);
    expect((await listHostedBookings(zoe, now)).map((booking) => booking.id)).toEqual([later.id]);
  });
});

describe("consultantFormSchema", () => {
  const form = {
    bookable: "on",
    topics: "Capital Studio",
    weekly: [[], [{ start: "09:00", end: "12:00" }]],
  };

  it("reads the checkboxes, topics and hours (overrides have forms of their own)", () => {
    expect(consultantFormSchema(TOPICS).parse(form)).toEqual({
      bookable: true,
      interviews: false,
      topics: ["Capital Studio"],
      weekly: [[], [{ start: "09:00", end: "12:00" }], [], [], [], [], []],
    });
  });

  it("names each problem", () => {
    expect(
      fieldMessages(consultantFormSchema(TOPICS), {
        ...form,
        topics: ["Capital Studio", "Astrology"],
        weekly: [[], [{ start: "12:00", end: "09:00" }]],
      }),
    ).toEqual({
      "topics.1": "Topics must be among the listed topics",
      "weekly.1.0.end": "End must be after the start",
    });
  });
});

const leave: DateOverride = { date: "2026-12-24", closed: "Annual leave", ranges: [] };

describe("a consultant's overrides", () => {
  const halfDay = { date: "2026-11-25", closed: null, ranges: [{ start: "09:00", end: "12:00" }] };
  const add = (id: number, override: DateOverride) =>
    changeConsultantOverrides(id, (overrides) => [...overrides, override], {
      start: settings({ bookable: false, topics: [] }),
      summary: "Added",
      now,
    });

  it("make a staff member a consultant when they were not, and stay through a save of their settings", async () => {
    const { id } = await insertStaff("zoe", "Zoe Park");
    await add(id, leave);
    expect(await getConsultant(id)).toMatchObject({ bookable: false, overrides: [leave] });
    await saveConsultant(id, { bookable: true, interviews: false, topics: ["Capital Studio"], weekly: week(WORKDAY) });
    expect(await getConsultant(id)).toMatchObject({ bookable: true, overrides: [leave] });
  });

  it("two added at once both count, kept in date order", async () => {
    const zoe = await consultant("zoe", "Zoe Park");
    await Promise.all([add(zoe, leave), add(zoe, halfDay)]);
    expect((await getConsultant(zoe))!.overrides).toEqual([halfDay, leave]);
  });

  it("shape what visitors are offered: other hours on one date, no times on a day away", async () => {
    const zoe = await consultant("zoe", "Zoe Park");
    await add(zoe, halfDay);
    expect(fieldMessages(await schema(), { ...valid, time: "14:00" })).toEqual({
      time: "Time must be one of the listed slots",
    });
    expect((await book({ time: "11:30" }))!.hosts.map((host) => host.name)).toEqual(["Zoe Park"]);
  });
});

describe("bookings outside the hours", () => {
  it("list a consultant's booking their own new hours or day away leave out, on the team's list and theirs", async () => {
    const zoe = await consultant("zoe", "Zoe Park");
    const amir = await consultant("amir", "Amir Khan");
    // The round-robin: Amir first (a tie goes by name), then Zoe.
    const amirs = (await book({ time: "14:00" }))!.booking;
    const zoes = (await book({ time: "10:00", email: "b@example.com" }))!.booking;
    const team = await getAvailability({ now });
    expect(await bookingsOutsideHours(team, now)).toEqual([]);

    // Amir works mornings now; Zoe is away that Wednesday.
    await saveConsultant(amir, settings({ weekly: week(MORNINGS) }));
    await changeConsultantOverrides(zoe, (overrides) => [...overrides, { ...leave, date: "2026-11-25" }], {
      start: settings(),
      summary: "Away",
      now,
    });
    const ids = async (hostId?: number) =>
      (await bookingsOutsideHours(team, now, { hostId })).map((booking) => booking.id);
    expect(await ids()).toEqual([zoes.id, amirs.id]);
    expect(await ids(zoe)).toEqual([zoes.id]);
    expect(await ids(amir)).toEqual([amirs.id]);
    // Nothing was cancelled.
    expect(await db.selectFrom("appointments").where("status", "=", "cancelled").select("id").execute()).toEqual([]);
  });
});
