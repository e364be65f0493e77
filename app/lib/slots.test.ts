import { describe, expect, it } from "vitest";

import { formatOfficeSlot, formatSlotTime, officeDate, officeTimeToUtc, timeZoneLabel } from "./slots";

describe("office times", () => {
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
  });

  it("read back in the office's zone, named", () => {
    expect(formatOfficeSlot("2026-11-24T17:30:00.000Z", "America/Los_Angeles")).toBe("Tue, Nov 24, 2026, 9:30 AM PST");
    expect(formatSlotTime("2026-07-15T16:00:00.000Z", "America/Los_Angeles")).toBe("9:00 AM PDT");
    expect(formatSlotTime("2026-11-24T09:30:00.000Z", "Europe/London")).toBe("9:30 AM GMT");
    expect(timeZoneLabel("America/Los_Angeles")).toBe("Pacific Time (Los Angeles)");
  });
});
