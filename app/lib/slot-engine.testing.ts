// The seeded booking calendar (Mon–Fri 9–5 Pacific, 30-minute slots, 90 days ahead) for tests that
// book through the site as it starts: the slot engine's answers under those rules (never imported by the app).
import { DEFAULT_AVAILABILITY } from "./availability";
import * as engine from "./slot-engine";

const rules = DEFAULT_AVAILABILITY;

/** Every slot time of a seeded working day: 09:00, 09:30 … 16:30. */
export const SLOT_TIMES = engine.slotsOfDay(rules, "2026-11-25").map((slot) => slot.time);

export function bookingWindow(now: Date) {
  return engine.bookingWindow(rules, now);
}

/** Whether the seeded calendar has hours on `date` (a weekday). */
export function isWeekday(date: string) {
  return engine.dayRanges(rules, date).length > 0;
}

export function dateProblem(date: string, now: Date) {
  return engine.dateProblem(rules, date, now);
}

/** The first date with a slot left, bookings aside. */
export function firstBookableDate(now: Date) {
  return engine.firstBookableDate({ rules, bookings: [], now });
}
