import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db } from "~/db.server";
import { DEFAULT_AVAILABILITY } from "~/lib/availability";

import {
  AVAILABILITY_MESSAGES,
  availabilitySchema,
  consultantOverrideSchema,
  overrideFormSchema,
  RulesFormSchema,
} from "./availability-rules.server";
import { bookingsOutsideHours, changeOverrides, getAvailability, saveAvailability } from "./availability.server";
import { StaleVersionError } from "./content-document-write.server";
import { emptyTables, fieldMessages, insertStaff, setAvailability, startTestDatabase } from "./testing.server";

beforeAll(startTestDatabase);

const now = new Date("2026-11-23T18:00:00Z"); // Monday 10:00 PST
const HOURS = [{ start: "09:00", end: "17:00" }];
const input = { ...DEFAULT_AVAILABILITY };

beforeEach(async () => {
  await emptyTables("appointments", "activity_log");
  await setAvailability();
});

describe("availability rules", () => {
  const messages = (changes: Record<string, unknown>) =>
    fieldMessages(availabilitySchema(now), { ...input, ...changes });

  it("accept the seeded calendar as it is", () => {
    expect(availabilitySchema(now).parse(input)).toEqual(DEFAULT_AVAILABILITY);
  });

  it("name each problem by its field", () => {
    const monday = [
      { start: "09:00", end: "12:30" },
      { start: "12:00", end: "17:00" },
      { start: "18:00", end: "17:30" },
    ];
    expect(messages({ weekly: [[], monday, HOURS, HOURS, HOURS, HOURS, []] })).toEqual({
      "weekly.1.1.start": "Ranges must not overlap",
      "weekly.1.2.end": "End must be after the start",
    });
    expect(messages({ timeZone: "Mars/Olympus_Mons" })).toEqual({
      timeZone: "Time zone must be a known time zone, e.g. America/Los_Angeles",
    });
    expect(messages({ horizonDays: 400, slotMinutes: 10, maxPerDay: 0 })).toEqual({
      horizonDays: "Horizon must be between 1 and 365 days",
      slotMinutes: "Slot length must be between 15 and 120 minutes",
      maxPerDay: "Maximum bookings a day must be between 1 and 100 bookings",
    });
    expect(
      messages({
        overrides: [
          { date: "2026-11-20", closed: "Too late", ranges: [] },
          { date: "2026-11-26", closed: null, ranges: [] },
          { date: "2026-11-27", closed: "  ", ranges: [] },
        ],
      }),
    ).toEqual({
      "overrides.0.date": "Date must not be in the past",
      "overrides.1.ranges": "Add at least one range, or mark the day closed",
      "overrides.2.closed": "Name is required",
    });
  });

  it("read the form's strings: blank maximum is none, days without ranges are closed", () => {
    const form = {
      timeZone: "Europe/London",
      slotMinutes: "45",
      bufferBeforeMinutes: "0",
      bufferAfterMinutes: "15",
      noticeHours: "12",
      horizonDays: "60",
      maxPerDay: "",
      weekly: [
        undefined,
        [
          { start: "09:00", end: "12:30" },
          { start: "13:30", end: "17:00" },
        ],
      ],
      version: "4",
    };
    expect(RulesFormSchema.parse(form)).toEqual({
      timeZone: "Europe/London",
      slotMinutes: 45,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 15,
      noticeHours: 12,
      horizonDays: 60,
      maxPerDay: null,
      weekly: [
        [],
        [
          { start: "09:00", end: "12:30" },
          { start: "13:30", end: "17:00" },
        ],
        [],
        [],
        [],
        [],
        [],
      ],
      version: 4,
    });
  });

  it("read an added override: closed with its name, or other hours", () => {
    const schema = overrideFormSchema(now, "America/Los_Angeles");
    expect(schema.parse({ date: "2026-11-26", kind: "closed", closed: "Thanksgiving", version: "3" })).toEqual({
      date: "2026-11-26",
      closed: "Thanksgiving",
      ranges: [],
      version: 3,
    });
    expect(
      schema.parse({
        date: "2026-11-27",
        kind: "hours",
        closed: "",
        ranges: [{ start: "09:00", end: "12:00" }],
        version: "3",
      }),
    ).toMatchObject({ closed: null, ranges: [{ start: "09:00", end: "12:00" }] });
    expect(fieldMessages(schema, { date: "2026-11-22", kind: "closed", closed: "", version: "3" })).toEqual({
      date: "Date must not be in the past",
      closed: "Name is required",
    });
  });
});

describe("a consultant's override form", () => {
  const schema = consultantOverrideSchema(now, "America/Los_Angeles");

  it("reads a day away with its reason, or other hours in several ranges, with no version", () => {
    expect(schema.parse({ date: "2026-12-24", kind: "closed", closed: "Annual leave" })).toEqual({
      date: "2026-12-24",
      closed: "Annual leave",
      ranges: [],
    });
    const ranges = [
      { start: "09:00", end: "11:00" },
      { start: "14:00", end: "16:00" },
    ];
    expect(schema.parse({ date: "2026-12-23", kind: "hours", closed: "", ranges })).toEqual({
      date: "2026-12-23",
      closed: null,
      ranges,
    });
  });

  it("names overlapping ranges, an end before its start and a date in the past", () => {
    expect(
      fieldMessages(schema, {
        date: "2026-11-22",
        kind: "hours",
        ranges: [
          { start: "09:00", end: "12:00" },
          { start: "11:00", end: "13:00" },
          { start: "16:00", end: "15:00" },
        ],
      }),
    ).toEqual({
      date: AVAILABILITY_MESSAGES.overridePast,
      "ranges.1.start": AVAILABILITY_MESSAGES.overlap,
      "ranges.2.end": AVAILABILITY_MESSAGES.endBeforeStart,
    });
  });
});

describe("the stored calendar", () => {
  it("starts as the calendar that was a constant in code", async () => {
    const { version, ...rules } = await getAvailability({ now });
    expect(rules).toEqual(DEFAULT_AVAILABILITY);
    expect(version).toBeGreaterThan(0);
  });

  it("saves from the version it was read at, logs who did it, and refuses a stale version", async () => {
    const staff = await insertStaff("planner");
    const { version } = await getAvailability({ now });
    const saved = await saveAvailability(
      { ...DEFAULT_AVAILABILITY, noticeHours: 12 },
      { expectedVersion: version, actor: staff, now },
    );
    expect(saved).toMatchObject({ noticeHours: 12, version: version + 1 });

    await expect(
      saveAvailability({ ...DEFAULT_AVAILABILITY, noticeHours: 24 }, { expectedVersion: version, actor: staff, now }),
    ).rejects.toMatchObject(new StaleVersionError("availability", version + 1));
    expect((await getAvailability({ now })).noticeHours).toBe(12);
    const log = await db.selectFrom("activity_log").select(["kind", "action", "actor_name"]).execute();
    expect(log).toEqual([{ kind: "availability", action: "updated", actor_name: "planner" }]);
  });

  it("adds and removes an override; the past ones drop out as they pass", async () => {
    const { version } = await getAvailability({ now });
    const closed = { date: "2026-11-26", closed: "Thanksgiving", ranges: [] };
    await changeOverrides((overrides) => [...overrides, closed], { expectedVersion: version, now, summary: "Closed" });
    expect((await getAvailability({ now })).overrides).toEqual([closed]);
    expect((await getAvailability({ now: new Date("2026-11-28T18:00:00Z") })).overrides).toEqual([]);
    await changeOverrides((overrides) => overrides.filter((day) => day.date !== closed.date), {
      expectedVersion: version + 1,
      now,
      summary: "Opened",
    });
    expect((await getAvailability({ now })).overrides).toEqual([]);
  });

  it("lists the upcoming bookings the new hours leave out, cancelling none", async () => {
    const row = (startsAt: string, status: "pending" | "cancelled" = "pending") => ({
      name: "V",
      email: "v@example.com",
      phone: "123456789",
      topic: "Capital Studio",
      starts_at: startsAt,
      status,
      token_hash: `hash-${startsAt}-${status}`,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    });
    await db
      .insertInto("appointments")
      .values([
        row("2026-11-25T17:00:00.000Z"), // Wednesday 9:00
        row("2026-11-25T22:00:00.000Z"), // Wednesday 14:00
        row("2026-11-25T23:00:00.000Z", "cancelled"), // Wednesday 15:00, cancelled
        row("2026-11-20T22:00:00.000Z"), // last week
      ])
      .execute();
    const halfDay = {
      ...DEFAULT_AVAILABILITY,
      overrides: [{ date: "2026-11-25", closed: null, ranges: [{ start: "09:00", end: "12:00" }] }],
    };
    const outside = await bookingsOutsideHours(halfDay, now);
    expect(outside.map((booking) => booking.startsAt)).toEqual(["2026-11-25T22:00:00.000Z"]);
    expect(await db.selectFrom("appointments").where("status", "=", "cancelled").select("id").execute()).toHaveLength(
      1,
    );
  });
});
