import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { DOCUMENT_SEEDS } from "~/content/seed";
import { db } from "~/db.server";
import { DEFAULT_AVAILABILITY, type AvailabilityRules } from "~/lib/availability";

import {
  bookingSchema as bookingSchemaUnder,
  cancelAppointmentByVisitor,
  createAppointment,
  getAppointment,
  getAppointmentByToken,
  listAppointments,
  queueDueReminders,
  rescheduleAppointment,
  rescheduleSchema as rescheduleSchemaUnder,
  setAppointmentStatus,
  slotsOn,
} from "./appointment.server";
import { getAvailability } from "./availability.server";
import { BOOKING_REQUEST as valid, SCHEDULE_NOW as now } from "./schedule-testing.server";
import { emptyTables, fieldMessages, setAvailability, TEST_MAIL, startTestDatabase } from "./testing.server";
import { isUniqueViolation } from "../../db/database-errors";

beforeAll(startTestDatabase);

const TOPICS = DOCUMENT_SEEDS.contact.topics;
const site = { mail: TEST_MAIL, now };
const book = async (input: Parameters<typeof createAppointment>[0]) =>
  (await createAppointment(input, site))?.booking ?? null;

/** The schemas under the seeded calendar (Mon–Fri 9–5 Pacific, 30-minute slots, 90 days). */
const bookingSchema = (at: Date, topics: readonly string[]) => bookingSchemaUnder(at, topics, DEFAULT_AVAILABILITY);
const rescheduleSchema = (at: Date) => rescheduleSchemaUnder(at, DEFAULT_AVAILABILITY);
const messages = (input: unknown, rules: AvailabilityRules = DEFAULT_AVAILABILITY) =>
  fieldMessages(bookingSchemaUnder(now, TOPICS, rules), input);
/** Whether the slot of `time` on `date` is free now, under the stored rules. */
async function isFree(date: string, time: string) {
  const slots = await slotsOn(await getAvailability({ now }), date, { now });
  return slots.find((slot) => slot.time === time)?.available ?? false;
}

beforeEach(async () => {
  await emptyTables("emails", "appointments");
  await setAvailability();
});

describe("bookingSchema", () => {
  it("turns the office date and time into the UTC start", () => {
    expect(bookingSchema(now, TOPICS).parse(valid)).toMatchObject({
      startsAt: "2026-11-25T18:30:00.000Z",
      company: null,
      message: null,
    });
  });

  it("names each problem", () => {
    expect(messages({ ...valid, name: " ", email: "x", phone: "", topic: "Astrology" })).toEqual({
      name: "Name is required",
      email: "Email must be a valid email address",
      phone: "Phone is required",
      topic: "Topic must be one of the listed topics",
    });
    expect(messages({ ...valid, topic: "", date: "", time: "" })).toEqual({
      topic: "Topic is required",
      date: "Date is required",
      time: "Time is required",
    });
    expect(messages({ ...valid, date: "2026-02-30" })).toEqual({ date: "Date must be a valid date" });
    expect(messages({ ...valid, date: "2026-11-20" })).toEqual({ date: "Date must not be in the past" });
    expect(messages({ ...valid, date: "2026-11-28" })).toEqual({
      date: "Date must be a day we meet: Monday to Friday",
    });
    const thanksgiving = {
      ...DEFAULT_AVAILABILITY,
      overrides: [{ date: "2026-11-26", closed: "Thanksgiving", ranges: [] }],
    };
    expect(messages({ ...valid, date: "2026-11-26" }, thanksgiving)).toEqual({
      date: "Date must be a day we are open: we are closed for Thanksgiving",
    });
    expect(
      messages({ ...valid, date: "2026-11-25", time: "10:30" }, { ...DEFAULT_AVAILABILITY, noticeHours: 72 }),
    ).toEqual({
      time: "Time must be at least 72 hours from now",
    });
    expect(messages({ ...valid, date: "2027-03-01" })).toEqual({ date: "Date must be within the next 90 days" });
    expect(messages({ ...valid, time: "17:00" })).toEqual({ time: "Time must be one of the listed slots" });
    expect(messages({ ...valid, date: "2026-11-23", time: "09:30" })).toEqual({
      time: "Time must be a slot that has not passed yet",
    });
  });

  it("takes exactly the topics it is given, whatever they are", () => {
    const topics = ["Board Advisory", "Capital Studio"];
    expect(bookingSchema(now, topics).parse({ ...valid, topic: "Board Advisory" }).topic).toBe("Board Advisory");
    expect(fieldMessages(bookingSchema(now, topics), { ...valid, topic: "Growth Studio" })).toEqual({
      topic: "Topic must be one of the listed topics",
    });
  });
});

describe("double booking", () => {
  it("is refused by the database; a cancelled booking frees the slot", async () => {
    const input = bookingSchema(now, TOPICS).parse(valid);
    const first = await book(input);
    expect(first?.status).toBe("pending");
    expect(await book({ ...input, name: "Someone else" })).toBeNull();

    // Not only through the model: the unique index itself refuses a second live row.
    await expect(
      db
        .insertInto("appointments")
        .values({
          name: "Direct",
          email: "d@example.com",
          phone: "123456789",
          topic: "Capital Studio",
          starts_at: input.startsAt,
          token_hash: "direct-insert-token",
          created_at: "x",
          updated_at: "x",
        })
        .execute(),
    ).rejects.toSatisfy(isUniqueViolation);

    expect(await isFree("2026-11-25", "10:30")).toBe(false);
    await setAppointmentStatus(first!.id, "cancelled", site);
    expect(await isFree("2026-11-25", "10:30")).toBe(true);
    const again = await book({ ...input, name: "Someone else" });
    expect(again?.name).toBe("Someone else");
    // Reinstating the cancelled booking now collides with the new one.
    expect(await setAppointmentStatus(first!.id, "confirmed", site)).toBeNull();
  });
});

describe("the stored calendar", () => {
  const at = (time: string, email = `visitor${time.replace(":", "")}@example.com`) =>
    bookingSchema(now, TOPICS).parse({ ...valid, time, email });

  it("keeps buffers between bookings, checked when the booking is made", async () => {
    await setAvailability({ bufferBeforeMinutes: 15, bufferAfterMinutes: 15 });
    expect(await book(at("10:30"))).not.toBeNull();
    // The form accepted 11:00 (a slot of the day); the booking refuses it: too close to 10:30.
    expect(await book(at("11:00"))).toBeNull();
    expect(await book(at("11:30"))).not.toBeNull();
    expect(await isFree("2026-11-25", "10:00")).toBe(false);
  });

  it("holds a day's maximum, also when two bookings come at once", async () => {
    await setAvailability({ maxPerDay: 1 });
    const both = await Promise.all([book(at("09:00")), book(at("15:00"))]);
    expect(both.filter(Boolean)).toHaveLength(1);
    expect(await isFree("2026-11-25", "13:00")).toBe(false);
  });

  it("takes adjacent slots with a buffer between them once, when two bookings come at once", async () => {
    await setAvailability({ bufferAfterMinutes: 30 });
    const both = await Promise.all([book(at("09:00")), book(at("09:30"))]);
    expect(both.filter(Boolean)).toHaveLength(1);
  });

  it("gives each booking the length and zone of the rules it was made under", async () => {
    const before = (await book(at("09:00")))!;
    await setAvailability({ slotMinutes: 60 });
    const after = (await book(at("14:00")))!;
    expect([before.minutes, after.minutes]).toEqual([30, 60]);
    expect(after.officeTimeZone).toBe("America/Los_Angeles");
    // The 30-minute booking at 09:00 takes the hour-long 09:00 slot, not the one at 10:00.
    expect(await isFree("2026-11-25", "09:00")).toBe(false);
    expect(await isFree("2026-11-25", "10:00")).toBe(true);
  });

  it("moves a booking by the same rules, not counting the booking itself", async () => {
    await setAvailability({ bufferAfterMinutes: 30 });
    const booking = (await book(at("10:00")))!;
    // 10:30 is inside its own buffer: a move there is fine.
    const later = rescheduleSchema(now).parse({ date: "2026-11-25", time: "10:30" }).startsAt;
    expect(await rescheduleAppointment(booking.id, later, site)).toBe("moved");
    const other = (await book(at("14:00")))!;
    const next = rescheduleSchema(now).parse({ date: "2026-11-25", time: "14:30" }).startsAt;
    expect(await rescheduleAppointment(booking.id, next, site)).toBe("taken");
    expect(other.id).toBeGreaterThan(booking.id);
  });
});

describe("appointments", () => {
  it("come back as domain objects, found by id, by token and in the upcoming list", async () => {
    const created = await createAppointment(bookingSchema(now, TOPICS).parse({ ...valid, company: "Acme" }), {
      ...site,
      timeZone: "Europe/Berlin",
    });
    const booking = created!.booking;
    expect(created!.token).toMatch(/^[\w-]{43}$/);
    expect(booking).toEqual({
      id: expect.any(Number),
      // Only the token's hash is kept.
      tokenHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      name: "Meera",
      email: "meera@example.com",
      phone: "+919845012345",
      company: "Acme",
      topic: "Capital Studio",
      startsAt: "2026-11-25T18:30:00.000Z",
      message: null,
      status: "pending",
      sequence: 0,
      timeZone: "Europe/Berlin",
      statusNote: null,
      remindedFor: null,
      minutes: 30,
      officeTimeZone: "America/Los_Angeles",
      calendar: "team",
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    });
    expect(created!.hosts).toEqual([]);
    expect(booking.tokenHash).not.toContain(created!.token);
    expect(await getAppointment(booking.id)).toEqual(booking);
    expect(await getAppointmentByToken(created!.token)).toEqual(booking);
    expect(await getAppointmentByToken(booking.tokenHash)).toBeNull();
    expect(await listAppointments({ when: "upcoming", now })).toEqual([booking]);
  });
});

/** The emails queued so far, oldest first, as kind → recipient. */
async function queued() {
  const rows = await db.selectFrom("emails").select(["kind", "recipient", "attachments"]).orderBy("id").execute();
  return rows.map((row) => ({
    kind: row.kind,
    to: row.recipient,
    calendar: (JSON.parse(row.attachments) as Array<{ method?: string }>).map((file) => file.method ?? "none"),
  }));
}

describe("the emails of a booking", () => {
  it("are queued with it: the visitor's invitation and staff's notification; none when the slot is taken", async () => {
    const input = bookingSchema(now, TOPICS).parse(valid);
    await book(input);
    expect(await book({ ...input, email: "other@example.com" })).toBeNull();
    expect(await queued()).toEqual([
      { kind: "booking-confirmation", to: "meera@example.com", calendar: ["REQUEST"] },
      { kind: "booking-staff", to: "staff@site.test", calendar: [] },
    ]);
  });

  it("follow each change: confirmed, moved (the old slot freed at once), cancelled by the visitor", async () => {
    const booking = (await book(bookingSchema(now, TOPICS).parse(valid)))!;
    await emptyTables("emails");
    expect(await setAppointmentStatus(booking.id, "confirmed", site)).toBe(true);
    // The same status again changes nothing and sends nothing.
    expect(await setAppointmentStatus(booking.id, "confirmed", site)).toBe(true);

    const later = rescheduleSchema(now).parse({ date: "2026-11-26", time: "14:00" }).startsAt;
    expect(await rescheduleAppointment(booking.id, later, site)).toBe("moved");
    expect(await rescheduleAppointment(booking.id, later, site)).toBe("unchanged");
    // The old slot is free for someone else straight away.
    expect(await book(bookingSchema(now, TOPICS).parse({ ...valid, email: "next@example.com" }))).not.toBeNull();
    const moved = (await getAppointment(booking.id))!;
    expect(moved).toMatchObject({ startsAt: "2026-11-26T22:00:00.000Z", status: "confirmed", sequence: 2 });

    expect(await cancelAppointmentByVisitor(booking.id, site)).toBe(true);
    expect(await cancelAppointmentByVisitor(booking.id, site)).toBe(false);
    expect(await rescheduleAppointment(booking.id, later, site)).toBe("closed");

    expect(
      (await queued()).filter((email) => email.kind !== "booking-confirmation" && email.kind !== "booking-staff"),
    ).toEqual([
      { kind: "booking-confirmed", to: "meera@example.com", calendar: ["REQUEST"] },
      { kind: "booking-rescheduled", to: "meera@example.com", calendar: ["REQUEST"] },
      { kind: "booking-changed-staff", to: "staff@site.test", calendar: [] },
      { kind: "booking-cancelled", to: "meera@example.com", calendar: ["CANCEL"] },
      { kind: "booking-changed-staff", to: "staff@site.test", calendar: [] },
    ]);
  });

  it("refuse a move onto a taken slot, changing and sending nothing", async () => {
    const first = (await book(bookingSchema(now, TOPICS).parse(valid)))!;
    const second = (await book(bookingSchema(now, TOPICS).parse({ ...valid, time: "11:00", email: "b@example.com" })))!;
    await emptyTables("emails");
    expect(await rescheduleAppointment(second.id, first.startsAt, site)).toBe("taken");
    expect((await getAppointment(second.id))!.sequence).toBe(0);
    expect(await queued()).toEqual([]);
  });

  it("include a decline's reason for the visitor", async () => {
    const booking = (await book(bookingSchema(now, TOPICS).parse(valid)))!;
    await emptyTables("emails");
    await setAppointmentStatus(booking.id, "cancelled", { ...site, note: "We are travelling that week." });
    const [email] = await db.selectFrom("emails").selectAll().execute();
    expect(email).toMatchObject({ kind: "booking-cancelled", recipient: "meera@example.com" });
    expect(email!.text).toContain("Our note: We are travelling that week.");
  });
});

describe("reminders", () => {
  it("go once, the day before a confirmed booking, again only for a new time, never for a cancelled one", async () => {
    const booking = (await book(bookingSchema(now, TOPICS).parse({ ...valid, date: "2026-11-27" })))!;
    const other = (await book(
      bookingSchema(now, TOPICS).parse({ ...valid, date: "2026-11-27", time: "11:00", email: "o@example.com" }),
    ))!;
    await setAppointmentStatus(booking.id, "confirmed", site);
    await setAppointmentStatus(other.id, "confirmed", site);
    await setAppointmentStatus(other.id, "cancelled", site);
    await emptyTables("emails");
    const dayBefore = new Date("2026-11-26T19:00:00Z");

    expect(await queueDueReminders(TEST_MAIL, new Date("2026-11-25T19:00:00Z"))).toBe(0);
    expect(await queueDueReminders(TEST_MAIL, dayBefore)).toBe(1);
    expect(await queueDueReminders(TEST_MAIL, dayBefore)).toBe(0);
    // Several instances at once still queue it once.
    const moved = rescheduleSchema(now).parse({ date: "2026-11-27", time: "09:30" }).startsAt;
    await rescheduleAppointment(booking.id, moved, { ...site, now: dayBefore });
    const counts = await Promise.all([1, 2, 3].map(() => queueDueReminders(TEST_MAIL, dayBefore)));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect((await queued()).filter((email) => email.kind === "booking-reminder")).toHaveLength(2);
  });

  it("are not sent for a booking made less than a day ahead", async () => {
    // 9:00 PST on the 24th: 23 hours after it was booked.
    const booking = (await book(bookingSchema(now, TOPICS).parse({ ...valid, date: "2026-11-24", time: "09:00" })))!;
    await setAppointmentStatus(booking.id, "confirmed", site);
    await emptyTables("emails");
    expect(await queueDueReminders(TEST_MAIL, new Date("2026-11-23T20:00:00Z"))).toBe(0);
    expect(await queued()).toEqual([]);
  });
});
