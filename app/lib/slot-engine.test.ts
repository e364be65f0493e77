import { describe, expect, it } from "vitest";

import { DEFAULT_AVAILABILITY, openDaysText, type AvailabilityRules } from "./availability";
import {
  bookingWindow,
  dateProblem,
  daySlots,
  firstBookableDate,
  fitsHours,
  freeSlots,
  hostDaySlots,
  hostSlotsOfDay,
  intersectRanges,
  pickConsultant,
  slotsOfDay,
  withHours,
  type Booked,
  type Hours,
  type Host,
} from "./slot-engine";

const LA = DEFAULT_AVAILABILITY;
const LONDON: AvailabilityRules = { ...DEFAULT_AVAILABILITY, timeZone: "Europe/London" };
/** Long before every date below: nothing is past, everything in the horizon is bookable. */
const EARLY = new Date("2026-01-01T00:00:00Z");
const NIGHT = [{ start: "00:00", end: "03:00" }];

function rules(changes: Partial<AvailabilityRules>, base = LA): AvailabilityRules {
  return { ...base, horizonDays: 365, ...changes };
}

function free(query: { rules: AvailabilityRules; date: string; bookings?: Booked[]; now?: Date }) {
  return daySlots({ bookings: [], now: EARLY, ...query })
    .filter((slot) => slot.available)
    .map((slot) => slot.time);
}

describe("slot engine: daylight saving time", () => {
  it.each([
    // America/Los_Angeles: DST starts Sunday Mar 8, 2026 and ends Sunday Nov 1, 2026.
    ["LA, Friday before DST starts", LA, "2026-03-06", "09:00", "2026-03-06T17:00:00.000Z"],
    ["LA, Monday after DST starts", LA, "2026-03-09", "09:00", "2026-03-09T16:00:00.000Z"],
    ["LA, Friday before DST ends", LA, "2026-10-30", "16:30", "2026-10-30T23:30:00.000Z"],
    ["LA, Monday after DST ends", LA, "2026-11-02", "09:00", "2026-11-02T17:00:00.000Z"],
    // Europe/London: BST starts Sunday Mar 29, 2026 and ends Sunday Oct 25, 2026.
    ["London, Friday before BST starts", LONDON, "2026-03-27", "09:00", "2026-03-27T09:00:00.000Z"],
    ["London, Monday after BST starts", LONDON, "2026-03-30", "09:00", "2026-03-30T08:00:00.000Z"],
    ["London, Friday before BST ends", LONDON, "2026-10-23", "09:00", "2026-10-23T08:00:00.000Z"],
    ["London, Monday after BST ends", LONDON, "2026-10-26", "09:00", "2026-10-26T09:00:00.000Z"],
  ])("%s: %s %s is %s", (_, calendar, date, time, instant) => {
    const slot = slotsOfDay(rules({}, calendar), date).find((entry) => entry.time === time);
    expect(slot?.startsAt).toBe(instant);
  });

  it.each([
    // The night the clocks go forward has no 02:00–02:59 in LA and no 01:00–01:59 in London.
    ["LA", LA, "2026-03-08", ["00:00", "00:30", "01:00", "01:30"], "2026-03-08T09:00:00.000Z"],
    ["London", LONDON, "2026-03-29", ["00:00", "00:30", "02:00", "02:30"], "2026-03-29T01:00:00.000Z"],
    // The night they go back, each wall time is one slot (at one of its two instants).
    ["LA", LA, "2026-11-01", ["00:00", "00:30", "01:00", "01:30", "02:00", "02:30"], "2026-11-01T08:00:00.000Z"],
    [
      "London",
      LONDON,
      "2026-10-25",
      ["00:00", "00:30", "01:00", "01:30", "02:00", "02:30"],
      "2026-10-25T01:00:00.000Z",
    ],
  ])("%s on %s: a slot for each wall time that exists", (_, calendar, date, times, oneOClock) => {
    const night = rules({ overrides: [{ date, closed: null, ranges: NIGHT }] }, calendar as AvailabilityRules);
    const slots = slotsOfDay(night, date);
    expect(slots.map((slot) => slot.time)).toEqual(times);
    expect(slots.find((slot) => slot.time === times[2])?.startsAt).toBe(oneOClock);
  });
});

describe("slot engine: hours and overrides", () => {
  const wednesday = "2026-12-02";

  it.each<[string, Partial<AvailabilityRules>, string, string[] | number]>([
    ["a weekday's hours, 30-minute slots", {}, wednesday, 16],
    ["no hours on a Saturday", {}, "2026-12-05", []],
    [
      "several ranges a day",
      {
        weekly: [
          [],
          [],
          [],
          [
            { start: "09:00", end: "10:00" },
            { start: "13:30", end: "14:30" },
          ],
          [],
          [],
          [],
        ],
      },
      wednesday,
      ["09:00", "09:30", "13:30", "14:00"],
    ],
    [
      "a 45-minute slot that does not fit the range's end is left out",
      { slotMinutes: 45, weekly: [[], [], [], [{ start: "09:00", end: "11:00" }], [], [], []] },
      wednesday,
      ["09:00", "09:45"],
    ],
    [
      "a date closed for a holiday",
      { overrides: [{ date: wednesday, closed: "Founders' Day", ranges: [] }] },
      wednesday,
      [],
    ],
    [
      "a half day",
      { overrides: [{ date: wednesday, closed: null, ranges: [{ start: "09:00", end: "12:00" }] }] },
      wednesday,
      ["09:00", "09:30", "10:00", "10:30", "11:00", "11:30"],
    ],
    [
      "a Saturday opened by an override",
      { overrides: [{ date: "2026-12-05", closed: null, ranges: [{ start: "10:00", end: "11:00" }] }] },
      "2026-12-05",
      ["10:00", "10:30"],
    ],
  ])("%s", (_, changes, date, expected) => {
    const times = free({ rules: rules(changes), date });
    if (typeof expected === "number") expect(times).toHaveLength(expected);
    else expect(times).toEqual(expected);
  });

  it("says why a date cannot be booked", () => {
    const calendar = rules({
      horizonDays: 10,
      overrides: [{ date: "2026-11-26", closed: "Thanksgiving", ranges: [] }],
    });
    const now = new Date("2026-11-23T18:00:00Z");
    expect(dateProblem(calendar, "2026-11-20", now)).toBe("past");
    expect(dateProblem(calendar, "2026-11-26", now)).toBe("holiday");
    expect(dateProblem(calendar, "2026-11-28", now)).toBe("closed");
    expect(dateProblem(calendar, "2026-02-30", now)).toBe("invalid");
    expect(dateProblem(calendar, "2026-12-03", now)).toBeNull();
    expect(dateProblem(calendar, "2026-12-04", now)).toBe("too-far");
    expect(bookingWindow(calendar, now)).toEqual({ first: "2026-11-23", last: "2026-12-03" });
  });

  it("names the open days for visitors", () => {
    expect(openDaysText(LA.weekly)).toBe("Monday to Friday");
    const some = [
      [],
      [{ start: "09:00", end: "10:00" }],
      [],
      [{ start: "09:00", end: "10:00" }],
      [],
      [{ start: "09:00", end: "10:00" }],
      [],
    ];
    expect(openDaysText(some)).toBe("Monday, Wednesday and Friday");
  });
});

describe("slot engine: bookings, buffers, notice, horizon and a daily maximum", () => {
  const date = "2026-12-02";
  const at = (time: string, minutes = 30): Booked => ({
    startsAt: slotsOfDay(LA, date).find((slot) => slot.time === time)!.startsAt,
    minutes,
  });
  const morning = (times: string[]) => times.filter((time) => time < "12:00");

  it.each<[string, Partial<AvailabilityRules>, Booked[], string[]]>([
    ["a booking takes its slot", {}, [at("10:00")], ["09:00", "09:30", "10:30", "11:00", "11:30"]],
    [
      "a longer booking (made under other rules) takes what it covers",
      {},
      [at("10:00", 60)],
      ["09:00", "09:30", "11:00", "11:30"],
    ],
    [
      "15 minutes before and after keep the neighbours free of it",
      { bufferBeforeMinutes: 15, bufferAfterMinutes: 15 },
      [at("10:00")],
      ["09:00", "11:00", "11:30"],
    ],
    [
      "a buffer after only blocks the slot after",
      { bufferAfterMinutes: 10 },
      [at("10:00")],
      ["09:00", "11:00", "11:30"],
    ],
    [
      "a cancelled booking is not passed in: its slot is free",
      {},
      [],
      ["09:00", "09:30", "10:00", "10:30", "11:00", "11:30"],
    ],
  ])("%s", (_, changes, bookings, expected) => {
    expect(morning(free({ rules: rules(changes), date, bookings }))).toEqual(expected);
  });

  it("fills a day at its maximum", () => {
    const calendar = rules({ maxPerDay: 2 });
    expect(free({ rules: calendar, date, bookings: [at("10:00")] })).toHaveLength(15);
    expect(free({ rules: calendar, date, bookings: [at("10:00"), at("14:00")] })).toEqual([]);
    // The next day is not affected.
    expect(free({ rules: calendar, date: "2026-12-03", bookings: [at("10:00"), at("14:00")] })).toHaveLength(16);
  });

  it.each<[string, number, string, string | null]>([
    ["without notice, the next slot after now", 0, "2026-12-02T20:10:00Z", "12:30"],
    ["with 2 hours' notice, two hours on", 2, "2026-12-02T20:10:00Z", "14:30"],
    ["with 12 hours' notice in the morning, nothing that day", 12, "2026-12-02T16:00:00Z", null],
  ])("notice: %s", (_, noticeHours, now, first) => {
    expect(free({ rules: rules({ noticeHours }), date, now: new Date(now) })[0] ?? null).toBe(first);
  });

  it("offers nothing past the horizon", () => {
    const now = new Date("2026-11-23T18:00:00Z");
    const calendar = rules({ horizonDays: 10 });
    expect(free({ rules: calendar, date: "2026-12-03", now })).toHaveLength(16);
    expect(free({ rules: calendar, date: "2026-12-04", now })).toEqual([]);
  });

  it("lists the free instants over a range of dates", () => {
    const instants = freeSlots({ rules: rules({}), bookings: [at("10:00")], now: EARLY, from: date, to: "2026-12-06" });
    // Wednesday (one taken), Thursday, Friday; nothing at the weekend.
    expect(instants).toHaveLength(15 + 16 + 16);
    expect(instants[0]).toBe("2026-12-02T17:00:00.000Z");
    expect(instants).not.toContain(at("10:00").startsAt);
  });

  it("finds the first date with a free slot past a holiday and the weekend", () => {
    const calendar = rules({ overrides: [{ date: "2026-12-07", closed: "Staff day", ranges: [] }] });
    const fridayEvening = new Date("2026-12-05T02:00:00Z");
    expect(firstBookableDate({ rules: calendar, bookings: [], now: fridayEvening })).toBe("2026-12-08");
  });
});

describe("slot engine: bookings the rules no longer have room for", () => {
  const booked = (startsAt: string, minutes = 30): Booked => ({ startsAt, minutes });

  it.each<[string, Partial<AvailabilityRules>, Booked, boolean]>([
    ["inside the hours", {}, booked("2026-12-02T17:00:00.000Z"), true],
    ["the last slot of the day", {}, booked("2026-12-03T00:30:00.000Z"), true],
    ["running past closing", {}, booked("2026-12-03T00:30:00.000Z", 60), false],
    ["on a Saturday", {}, booked("2026-12-05T17:00:00.000Z"), false],
    [
      "on a date closed since",
      { overrides: [{ date: "2026-12-02", closed: "Offsite", ranges: [] }] },
      booked("2026-12-02T17:00:00.000Z"),
      false,
    ],
    [
      "in the afternoon of a half day",
      { overrides: [{ date: "2026-12-02", closed: null, ranges: [{ start: "09:00", end: "12:00" }] }] },
      booked("2026-12-02T21:00:00.000Z"),
      false,
    ],
  ])("%s", (_, changes, booking, fits) => {
    expect(fitsHours(rules(changes), booking)).toBe(fits);
  });
});

/** The same ranges Monday to Friday. */
const week = (ranges: Array<{ start: string; end: string }>) => [[], ranges, ranges, ranges, ranges, ranges, []];

describe("slot engine: consultants' hours inside the team's", () => {
  const wednesday = "2026-12-02";
  const mornings: Hours = { weekly: week([{ start: "08:00", end: "12:00" }]), overrides: [] };

  it.each<[string, Array<[string, string]>, Array<[string, string]>, Array<[string, string]>]>([
    ["one inside the other", [["09:00", "17:00"]], [["10:00", "12:00"]], [["10:00", "12:00"]]],
    ["overlapping at one end", [["09:00", "12:00"]], [["11:00", "14:00"]], [["11:00", "12:00"]]],
    ["touching only", [["09:00", "12:00"]], [["12:00", "14:00"]], []],
    [
      "several ranges on each side",
      [
        ["09:00", "12:30"],
        ["13:30", "17:00"],
      ],
      [["12:00", "14:00"]],
      [
        ["12:00", "12:30"],
        ["13:30", "14:00"],
      ],
    ],
    ["nothing on one side", [["09:00", "17:00"]], [], []],
  ])("ranges %s", (_, a, b, shared) => {
    const ranges = (list: Array<[string, string]>) => list.map(([start, end]) => ({ start, end }));
    expect(intersectRanges(ranges(a), ranges(b))).toEqual(ranges(shared));
  });

  const MORNING = ["09:00", "09:30", "10:00", "10:30", "11:00", "11:30"];

  it.each<[string, Hours, string, string[]]>([
    ["the team's 9-5 and the consultant's 8-12 share 9-12", mornings, wednesday, MORNING],
    [
      "a consultant's weekend hours are outside the team's",
      { ...mornings, weekly: [[{ start: "10:00", end: "12:00" }], [], [], [], [], [], []] },
      "2026-12-06",
      [],
    ],
    [
      "a consultant's day off shuts their day",
      { ...mornings, overrides: [{ date: wednesday, closed: "Leave", ranges: [] }] },
      wednesday,
      [],
    ],
    [
      "a consultant's other hours on a date are narrowed to the team's",
      { ...mornings, overrides: [{ date: wednesday, closed: null, ranges: [{ start: "16:00", end: "19:00" }] }] },
      wednesday,
      ["16:00", "16:30"],
    ],
  ])("%s", (_, hours, date, expected) => {
    expect(free({ rules: withHours(rules({}), hours), date })).toEqual(expected);
  });

  it("a team holiday stays closed under its name for every consultant", () => {
    const team = rules({ overrides: [{ date: wednesday, closed: "Founders' Day", ranges: [] }] });
    const narrowed = withHours(team, mornings);
    expect(dateProblem(narrowed, wednesday, EARLY)).toBe("holiday");
    expect(free({ rules: narrowed, date: wednesday })).toEqual([]);
  });
});

describe("slot engine: several hosts", () => {
  const wednesday = "2026-12-02";
  const allWeek: Hours = { weekly: DEFAULT_AVAILABILITY.weekly, overrides: [] };
  const at = (time: string) => slotsOfDay(rules({}), wednesday).find((slot) => slot.time === time)!.startsAt;
  const host = (id: number, bookings: Booked[] = [], hours = allWeek): Host => ({ id, hours, bookings });
  const slotAt = (slots: ReturnType<typeof hostDaySlots>, time: string) => slots.find((slot) => slot.time === time);

  it.each<[string, "any" | "all", Host[], boolean, number[]]>([
    [
      "a topic: free while one consultant is",
      "any",
      [host(1, [{ startsAt: at("10:00"), minutes: 30 }]), host(2)],
      true,
      [2],
    ],
    [
      "a topic: taken once every consultant is",
      "any",
      [host(1, [{ startsAt: at("10:00"), minutes: 30 }]), host(2, [{ startsAt: at("10:00"), minutes: 30 }])],
      false,
      [],
    ],
    [
      "a panel: taken when one interviewer is busy",
      "all",
      [host(1, [{ startsAt: at("10:00"), minutes: 30 }]), host(2)],
      false,
      [2],
    ],
    ["a panel: free when all are", "all", [host(1), host(2)], true, [1, 2]],
    ["no hosts: nothing", "any", [], false, []],
  ])("%s", (_, needs, hosts, available, freeIds) => {
    const slot = slotAt(hostDaySlots({ rules: rules({}), hosts, needs, now: EARLY, date: wednesday }), "10:00");
    expect(slot?.available ?? false).toBe(available);
    expect(slot?.free ?? []).toEqual(freeIds);
  });

  it("a panel interview's length and a host's buffers weigh as for the team", () => {
    const long = rules({ slotMinutes: 60, bufferAfterMinutes: 15 });
    const busy = host(1, [{ startsAt: at("11:00"), minutes: 60 }]);
    const slots = hostDaySlots({ rules: long, hosts: [busy, host(2)], needs: "all", now: EARLY, date: wednesday });
    // 10:00–11:00 plus its 15 minutes after runs into 11:00; 12:00 is clear of 11:00–12:00 + 15 only at 13:00.
    expect(slots.filter((slot) => slot.available).map((slot) => slot.time)).toEqual([
      "09:00",
      "13:00",
      "14:00",
      "15:00",
      "16:00",
    ]);
  });

  it("offers the union of the hosts' slot times, each host's inside the team's", () => {
    const late: Hours = { weekly: week([{ start: "15:15", end: "18:00" }]), overrides: [] };
    const early: Hours = { weekly: week([{ start: "08:00", end: "10:00" }]), overrides: [] };
    expect(hostSlotsOfDay(rules({}), [{ hours: late }, { hours: early }], wednesday).map((slot) => slot.time)).toEqual([
      "09:00",
      "09:30",
      "15:15",
      "15:45",
      "16:15",
    ]);
  });
});

describe("slot engine: round-robin", () => {
  it.each<[string, Array<{ id: number; name: string; upcoming: number }>, number | null]>([
    [
      "the one with the fewest upcoming bookings",
      [
        { id: 1, name: "Asha", upcoming: 3 },
        { id: 2, name: "Ben", upcoming: 1 },
      ],
      2,
    ],
    [
      "a tie goes by name",
      [
        { id: 1, name: "Zoe", upcoming: 2 },
        { id: 2, name: "Amir", upcoming: 2 },
      ],
      2,
    ],
    [
      "a tie of names goes by id",
      [
        { id: 9, name: "Sam", upcoming: 0 },
        { id: 4, name: "Sam", upcoming: 0 },
      ],
      4,
    ],
    ["nobody free: nobody", [], null],
  ])("picks %s", (_, candidates, id) => {
    expect(pickConsultant(candidates)?.id ?? null).toBe(id);
  });
});
