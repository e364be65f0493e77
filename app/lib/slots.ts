// Office dates and times: calendar dates ("2026-11-24") and wall-clock times ("09:30") in the
// office's time zone, and how a slot reads. The booking calendar's rules live in the database
// (availability.ts, slot-engine.ts); the office zone here is the one job closing dates and
// publish times are told in.
import { wallClock, wallTimeToUtc } from "./zoned-time";

export const OFFICE_TIME_ZONE = "America/Los_Angeles";

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

export function parseDate(date: string) {
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

/** "Tue, Nov 24, 2026, 9:30 AM PST": a slot as the office, in its zone `timeZone`, reads it. */
export function formatOfficeSlot(startsAt: string, timeZone: string) {
  return formatSlotIn(startsAt, timeZone);
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

/** "9:30 AM PST": a slot's time of day with its zone's short name, as a clock in `timeZone` reads it. */
export function formatSlotTime(startsAt: string, timeZone: string) {
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(new Date(startsAt));
}

/** "Pacific Time (Los Angeles)": an IANA zone named for people. */
export function timeZoneLabel(timeZone: string) {
  const name = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longGeneric" })
    .formatToParts(new Date())
    .find((part) => part.type === "timeZoneName")?.value;
  const city = timeZone.split("/").at(-1)!.replace(/_/g, " ");
  return name && name !== city ? `${name} (${city})` : city;
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
