// Appointment slots: 30 minutes each, Mon–Fri 9am–5pm in the office's time zone (Pacific),
// from today up to 90 days ahead. Dates are office calendar dates ("2026-11-24"), times are
// office wall-clock times ("09:30"); what is stored is the UTC instant.
import { wallClock, wallTimeToUtc } from "./zoned-time";

export const OFFICE_TIME_ZONE = "America/Los_Angeles";
export const SLOT_MINUTES = 30;
export const OPENING_HOUR = 9;
export const CLOSING_HOUR = 17;
export const BOOKING_WINDOW_DAYS = 90;

/** Every slot start of a working day: 09:00, 09:30 … 16:30. */
export const SLOT_TIMES = Array.from({ length: ((CLOSING_HOUR - OPENING_HOUR) * 60) / SLOT_MINUTES }, (_, index) => {
  const minutes = OPENING_HOUR * 60 + index * SLOT_MINUTES;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
});

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The office's wall-clock reading of an instant. */
function officeClock(instant: Date) {
  return wallClock(instant, OFFICE_TIME_ZONE);
}

/** The office calendar date of an instant ("today" at the office). */
export function officeDate(instant: Date) {
  return officeClock(instant).date;
}

/** The UTC instant of an office wall-clock time (daylight saving time included). */
export function officeTimeToUtc(date: string, time: string) {
  const instant = wallTimeToUtc(date, time, OFFICE_TIME_ZONE);
  if (!instant) throw new Error(`Invalid office date/time: ${date} ${time}`);
  return instant;
}

function parseDate(date: string) {
  const [, year, month, day] = DATE.exec(date) ?? [];
  if (!year) return null;
  const value = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return value.toISOString().slice(0, 10) === date ? value : null;
}

/** The office date `days` after `date` (YYYY-MM-DD). */
export function addDays(date: string, days: number) {
  const value = parseDate(date)!;
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/** The first and last office dates that can be booked now. */
export function bookingWindow(now: Date) {
  const today = officeDate(now);
  return { first: today, last: addDays(today, BOOKING_WINDOW_DAYS) };
}

export function isWeekday(date: string) {
  const day = parseDate(date)?.getUTCDay();
  return day !== undefined && day !== 0 && day !== 6;
}

export type DateProblem = "invalid" | "past" | "too-far" | "weekend";

/** Why an office date cannot be booked, or null when it can. */
export function dateProblem(date: string, now: Date): DateProblem | null {
  if (!parseDate(date)) return "invalid";
  const { first, last } = bookingWindow(now);
  if (date < first) return "past";
  if (date > last) return "too-far";
  if (!isWeekday(date)) return "weekend";
  return null;
}

/** The slots of an office date that are still ahead of `now`. */
export function openSlots(date: string, now: Date) {
  if (dateProblem(date, now)) return [];
  return SLOT_TIMES.map((time) => ({ time, startsAt: officeTimeToUtc(date, time).toISOString() })).filter(
    (slot) => slot.startsAt > now.toISOString(),
  );
}

/** The next office date with an open slot. */
export function firstBookableDate(now: Date) {
  const { first } = bookingWindow(now);
  for (let offset = 0; offset <= BOOKING_WINDOW_DAYS; offset += 1) {
    const date = addDays(first, offset);
    if (openSlots(date, now).length > 0) return date;
  }
  return first;
}

/** "Tue, Nov 24, 2026, 9:30 AM PST": a slot as the office reads it. */
export function formatOfficeSlot(startsAt: string) {
  return formatSlotIn(startsAt, OFFICE_TIME_ZONE);
}

/** A slot as a reader in `timeZone` (an IANA name) reads it, e.g. "Mon, Dec 7, 2026, 6:00 PM GMT+1". */
export function formatSlotIn(startsAt: string, timeZone: string) {
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(new Date(startsAt));
}

/** "9:30 AM": a slot's office time of day. */
export function formatOfficeTime(time: string) {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  return `${hour % 12 || 12}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

/** Whether `name` is a time zone this server knows (e.g. Europe/Berlin), as a browser reports it. */
export function isKnownTimeZone(name: string) {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+){0,2}$/.test(name) || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
