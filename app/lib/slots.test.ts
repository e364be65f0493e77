import { describe, expect, it } from "vitest";

import {
  dateProblem,
  firstBookableDate,
  formatOfficeSlot,
  officeDate,
  officeTimeToUtc,
  openSlots,
  SLOT_TIMES,
} from "./slots";

describe("slots", () => {
  it("are 30 minutes from 9:00 to 16:30", () => {
    expect(SLOT_TIMES).toHaveLength(16);
    expect(SLOT_TIMES[0]).toBe("09:00");
    expect(SLOT_TIMES.at(-1)).toBe("16:30");
  });

  it("convert office time to UTC on both sides of daylight saving time", () => {
    expect(officeTimeToUtc("2026-07-15", "09:00").toISOString()).toBe("2026-07-15T16:00:00.000Z"); // PDT, UTC-7
    expect(officeTimeToUtc("2026-12-15", "09:00").toISOString()).toBe("2026-12-15T17:00:00.000Z"); // PST, UTC-8
    // The Friday before and the Monday after DST ends (Sunday Nov 1, 2026).
    expect(officeTimeToUtc("2026-10-30", "16:30").toISOString()).toBe("2026-10-30T23:30:00.000Z");
    expect(officeTimeToUtc("2026-11-02", "09:00").toISOString()).toBe("2026-11-02T17:00:00.000Z");
    // And when it starts (Sunday Mar 8, 2026).
    expect(officeTimeToUtc("2026-03-06", "09:00").toISOString()).toBe("2026-03-06T17:00:00.000Z");
    expect(officeTimeToUtc("2026-03-09", "09:00").toISOString()).toBe("2026-03-09T16:00:00.000Z");
  });

  it("use the office's date, not UTC's, around midnight", () => {
    // 02:00 UTC on Tuesday is still Monday evening in California.
    expect(officeDate(new Date("2026-11-24T02:00:00Z"))).toBe("2026-11-23");
    // An evening visitor on Monday (office time) cannot book Monday's slots, which are past.
    expect(openSlots("2026-11-23", new Date("2026-11-24T02:00:00Z"))).toEqual([]);
    expect(firstBookableDate(new Date("2026-11-24T02:00:00Z"))).toBe("2026-11-24");
  });

  it("offer only the rest of today", () => {
    const now = new Date("2026-11-24T20:10:00Z"); // 12:10 PST
    expect(openSlots("2026-11-24", now).map((slot) => slot.time)[0]).toBe("12:30");
  });

  it("refuse past dates, weekends, invalid dates and dates beyond 90 days", () => {
    const now = new Date("2026-11-23T18:00:00Z");
    expect(dateProblem("2026-11-20", now)).toBe("past");
    expect(dateProblem("2026-11-28", now)).toBe("weekend");
    expect(dateProblem("2026-02-30", now)).toBe("invalid");
    expect(dateProblem("soon", now)).toBe("invalid");
    expect(dateProblem("2027-02-22", now)).toBe("too-far");
    expect(dateProblem("2027-02-19", now)).toBeNull();
    expect(dateProblem("2026-11-23", now)).toBeNull();
  });

  it("read back in office time", () => {
    expect(formatOfficeSlot("2026-11-24T17:30:00.000Z")).toBe("Tue, Nov 24, 2026, 9:30 AM PST");
  });
});
