// The booking calendar's rules as staff set them: weekly hours in the office's IANA time zone,
// date overrides, and the booking rules (slot length, buffers, notice, horizon, daily maximum).
// Times are office wall-clock times ("09:30"), dates office calendar dates ("2026-11-24").

/** A span of office wall-clock time on one day, start before end ("09:00"–"12:30"). */
export type TimeRange = { start: string; end: string };

/** One date's exception: closed (with the name visitors see, e.g. "Thanksgiving"), or other hours. */
export type DateOverride = { date: string; closed: string | null; ranges: TimeRange[] };

export type AvailabilityRules = {
  timeZone: string;
  /** Seven lists of ranges, Sunday first (as Date#getUTCDay counts). */
  weekly: TimeRange[][];
  overrides: DateOverride[];
  slotMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  noticeHours: number;
  horizonDays: number;
  /** Null: no daily maximum. */
  maxPerDay: number | null;
};

/** The stored rules with the version a save must name. */
export type StoredAvailability = AvailabilityRules & { version: number };

export const DEFAULT_TIME_ZONE = "America/Los_Angeles";

export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** The bounds the rules' numbers must keep. */
export const LIMITS = {
  slotMinutes: { min: 15, max: 120 },
  bufferMinutes: { min: 0, max: 120 },
  noticeHours: { min: 0, max: 720 },
  horizonDays: { min: 1, max: 365 },
  maxPerDay: { min: 1, max: 100 },
} as const;

const WORKDAY: TimeRange[] = [{ start: "09:00", end: "17:00" }];

/** The calendar that was a constant in code, and what the migration seeds: Mon–Fri 9–5 Pacific, 30-minute slots. */
export const DEFAULT_AVAILABILITY: AvailabilityRules = {
  timeZone: DEFAULT_TIME_ZONE,
  weekly: [[], WORKDAY, WORKDAY, WORKDAY, WORKDAY, WORKDAY, []],
  overrides: [],
  slotMinutes: 30,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  noticeHours: 0,
  horizonDays: 90,
  maxPerDay: null,
};

/** "09:30" as minutes after midnight. */
export function minutesOf(time: string) {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  return hour * 60 + minute;
}

/** Minutes after midnight as "09:30". */
export function timeOf(minutes: number) {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** "Monday to Friday", "Monday, Wednesday and Friday": the weekdays with hours, for a visitor. */
export function openDaysText(weekly: TimeRange[][]) {
  // Monday first, as people read a week.
  const days = [1, 2, 3, 4, 5, 6, 0].filter((day) => (weekly[day]?.length ?? 0) > 0);
  const names = days.map((day) => WEEKDAYS[day]!);
  const consecutive = days.every((day, index) => index === 0 || day === (days[index - 1]! + 1) % 7);
  if (names.length >= 3 && consecutive) return `${names[0]} to ${names.at(-1)}`;
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** What a booking is called to its visitor: an interview (booked from an invitation) or a consultation. */
export function meetingOf(booking: { calendar?: string }) {
  return booking.calendar === "interview" ? "interview" : "consultation";
}
