// The slot engine: which slot instants are free, from the calendar's rules, the live bookings and
// the time now. Pure (no I/O): the models load the rules and bookings, then ask it. Slots step
// through each range in office wall-clock time, so a day keeps its times across a DST change; a
// wall time the change skips has no slot.
import { minutesOf, timeOf, type AvailabilityRules, type TimeRange } from "./availability";
import { addDays, parseDate } from "./slots";
import { wallClock, wallTimeToUtc } from "./zoned-time";

/** A live booking as the engine weighs it: its start (ISO instant) and length. */
export type Booked = { startsAt: string; minutes: number };

export type DaySlot = { time: string; startsAt: string; available: boolean };

const MINUTE_MS = 60_000;

/** The office calendar date of an instant under the rules' zone. */
export function officeDateIn(rules: Pick<AvailabilityRules, "timeZone">, instant: Date) {
  return wallClock(instant, rules.timeZone).date;
}

/** The first and last office dates that can be booked now (the last: today plus the horizon). */
export function bookingWindow(rules: AvailabilityRules, now: Date) {
  const today = officeDateIn(rules, now);
  return { first: today, last: addDays(today, rules.horizonDays) };
}

/** The name of the closure on `date` ("Thanksgiving"), or null when it is not closed by an override. */
export function closedFor(rules: AvailabilityRules, date: string) {
  return rules.overrides.find((override) => override.date === date)?.closed ?? null;
}

/** Whose hours a day's ranges come from: the team's rules, or a consultant's own hours. */
export type Hours = Pick<AvailabilityRules, "weekly" | "overrides">;

/** A date's office hours: its override's, else its weekday's. */
export function dayRanges(rules: Hours, date: string): TimeRange[] {
  const override = rules.overrides.find((entry) => entry.date === date);
  if (override) return override.closed === null ? override.ranges : [];
  const day = parseDate(date)?.getUTCDay();
  return day === undefined ? [] : (rules.weekly[day] ?? []);
}

export type DateProblem = "invalid" | "past" | "too-far" | "closed" | "holiday";

/** Why an office date cannot be booked, or null when it can ("closed": no hours that weekday; "holiday": closed by an override). */
export function dateProblem(rules: AvailabilityRules, date: string, now: Date): DateProblem | null {
  if (!parseDate(date)) return "invalid";
  const { first, last } = bookingWindow(rules, now);
  if (date < first) return "past";
  if (date > last) return "too-far";
  if (closedFor(rules, date) !== null) return "holiday";
  if (dayRanges(rules, date).length === 0) return "closed";
  return null;
}

/** Every slot the hours of `date` hold, as wall time and instant, whatever is booked or past. */
export function slotsOfDay(rules: AvailabilityRules, date: string) {
  const slots: Array<{ time: string; startsAt: string }> = [];
  if (!parseDate(date)) return slots;
  for (const range of dayRanges(rules, date)) {
    const rangeEnd = wallTimeToUtc(date, range.end, rules.timeZone)!.getTime();
    for (let minute = minutesOf(range.start); minute + rules.slotMinutes <= minutesOf(range.end);) {
      const time = timeOf(minute);
      minute += rules.slotMinutes;
      const start = wallTimeToUtc(date, time, rules.timeZone)!;
      // A wall time that DST skips reads back as another; a slot must also end inside its range.
      if (wallClock(start, rules.timeZone).time !== time) continue;
      if (start.getTime() + rules.slotMinutes * MINUTE_MS > rangeEnd) continue;
      slots.push({ time, startsAt: start.toISOString() });
    }
  }
  return slots;
}

/** The instants a booking keeps to itself: its time with the buffers before and after it. */
function padded(rules: AvailabilityRules, startsAt: string, minutes: number) {
  const start = new Date(startsAt).getTime();
  return {
    from: start - rules.bufferBeforeMinutes * MINUTE_MS,
    to: start + (minutes + rules.bufferAfterMinutes) * MINUTE_MS,
  };
}

type SlotQuery = { rules: AvailabilityRules; bookings: readonly Booked[]; now: Date };

/** Every slot of `date`, each marked free or not: past, inside the notice, too close to a booking, or the day full. */
export function daySlots({ rules, bookings, now, date }: SlotQuery & { date: string }): DaySlot[] {
  if (dateProblem(rules, date, now)) return [];
  const earliest = now.getTime() + rules.noticeHours * 60 * MINUTE_MS;
  const bookedThatDay = bookings.filter((booking) => officeDateIn(rules, new Date(booking.startsAt)) === date);
  const dayFull = rules.maxPerDay !== null && bookedThatDay.length >= rules.maxPerDay;
  const taken = bookings.map((booking) => padded(rules, booking.startsAt, booking.minutes));
  return slotsOfDay(rules, date).map((slot) => {
    const own = padded(rules, slot.startsAt, rules.slotMinutes);
    const start = new Date(slot.startsAt).getTime();
    const clashes = taken.some((other) => own.from < other.to && other.from < own.to);
    return { ...slot, available: start > now.getTime() && start >= earliest && !dayFull && !clashes };
  });
}

/** The free slot instants (ISO) from the office date `from` to `to`, both included. */
export function freeSlots({ from, to, ...query }: SlotQuery & { from: string; to: string }) {
  const free: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    for (const slot of daySlots({ ...query, date })) if (slot.available) free.push(slot.startsAt);
  }
  return free;
}

/** The next office date with a free slot; today when there is none in the horizon. */
export function firstBookableDate(query: SlotQuery) {
  const { first, last } = bookingWindow(query.rules, query.now);
  for (let date = first; date <= last; date = addDays(date, 1)) {
    if (daySlots({ ...query, date }).some((slot) => slot.available)) return date;
  }
  return first;
}

/** Whether a booking still lies inside the hours of its date (after the rules changed, it may not). */
export function fitsHours(rules: AvailabilityRules, booking: Booked) {
  const start = new Date(booking.startsAt).getTime();
  const end = start + booking.minutes * MINUTE_MS;
  const date = officeDateIn(rules, new Date(booking.startsAt));
  return dayRanges(rules, date).some(
    (range) =>
      wallTimeToUtc(date, range.start, rules.timeZone)!.getTime() <= start &&
      end <= wallTimeToUtc(date, range.end, rules.timeZone)!.getTime(),
  );
}

/**
 * The instants whose bookings bear on the office dates `from` to `to`: a day more on either side
 * covers buffers, the longest slot and a day's count in any zone.
 */
export function bookingSpan(rules: AvailabilityRules, from: string, to: string) {
  return {
    from: wallTimeToUtc(addDays(from, -1), "00:00", rules.timeZone)!.toISOString(),
    to: wallTimeToUtc(addDays(to, 2), "00:00", rules.timeZone)!.toISOString(),
  };
}

/** The wall-clock spans two lists of ranges share (both in time order or not). */
export function intersectRanges(a: readonly TimeRange[], b: readonly TimeRange[]): TimeRange[] {
  const shared: TimeRange[] = [];
  for (const left of a) {
    for (const right of b) {
      const start = left.start > right.start ? left.start : right.start;
      const end = left.end < right.end ? left.end : right.end;
      if (start < end) shared.push({ start, end });
    }
  }
  return shared.sort((x, y) => (x.start < y.start ? -1 : 1));
}

/**
 * The team's rules narrowed to a consultant's own hours: on every date only what both keep open. A
 * date the team closed stays closed under its name; a date only the consultant is away is just shut.
 */
export function withHours(rules: AvailabilityRules, hours: Hours): AvailabilityRules {
  const dates = new Set([...rules.overrides, ...hours.overrides].map((override) => override.date));
  const overrides = [...dates].sort().map((date) => {
    const team = rules.overrides.find((override) => override.date === date);
    if (team && team.closed !== null) return team;
    return { date, closed: null, ranges: intersectRanges(dayRanges(rules, date), dayRanges(hours, date)) };
  });
  const weekly = rules.weekly.map((ranges, day) => intersectRanges(ranges, hours.weekly[day] ?? []));
  return { ...rules, weekly, overrides };
}

/** A consultant or interviewer as the engine weighs them: their own hours and live bookings. */
export type Host = { id: number; hours: Hours; bookings: readonly Booked[] };

/** A slot of several hosts: free when enough of them are (`free`: the ids of those who are). */
export type HostSlot = DaySlot & { free: number[] };

/**
 * Every slot of `date` any host offers, in time order. `needs` "any": a topic's consultants, one
 * free host is enough; "all": an interview panel, every host must be free.
 */
export function hostDaySlots({
  hosts,
  needs,
  ...query
}: Omit<SlotQuery, "bookings"> & { date: string; hosts: readonly Host[]; needs: "any" | "all" }): HostSlot[] {
  const byStart = new Map<string, HostSlot>();
  for (const host of hosts) {
    const rules = withHours(query.rules, host.hours);
    for (const slot of daySlots({ ...query, rules, bookings: host.bookings })) {
      const entry = byStart.get(slot.startsAt) ?? { ...slot, available: false, free: [] };
      if (slot.available) entry.free.push(host.id);
      byStart.set(slot.startsAt, entry);
    }
  }
  return [...byStart.values()]
    .sort((a, b) => (a.startsAt < b.startsAt ? -1 : 1))
    .map((slot) => ({
      ...slot,
      available: needs === "any" ? slot.free.length > 0 : slot.free.length === hosts.length && hosts.length > 0,
    }));
}

/** Every slot the hosts' hours hold on `date` (each host's inside the team's), whatever is booked or past. */
export function hostSlotsOfDay(rules: AvailabilityRules, hosts: readonly Pick<Host, "hours">[], date: string) {
  const byTime = new Map<string, { time: string; startsAt: string }>();
  for (const host of hosts) {
    for (const slot of slotsOfDay(withHours(rules, host.hours), date)) byTime.set(slot.startsAt, slot);
  }
  return [...byTime.values()].sort((a, b) => (a.startsAt < b.startsAt ? -1 : 1));
}

/** A free consultant the round-robin weighs: how many upcoming bookings they have. */
export type Candidate = { id: number; name: string; upcoming: number };

/** Round-robin: the candidate with the fewest upcoming bookings; ties go by name, then id. */
export function pickConsultant<C extends Candidate>(candidates: readonly C[]): C | null {
  const ranked = [...candidates].sort(
    (a, b) => a.upcoming - b.upcoming || a.name.localeCompare(b.name, "en") || a.id - b.id,
  );
  return ranked[0] ?? null;
}
