import type { TimeRange } from "~/lib/availability";

import { saveConsultant, type ConsultantSettings } from "./consultant.server";
import { insertStaff } from "./testing.server";

// What the scheduling models' tests (bookings, consultants, interviews) start from (never imported
// by the app): the moment they run at, a visitor's booking request, and staff made consultants.

/** The moment the scheduling tests run at: Monday 23 November 2026, 10:00 PST. */
export const SCHEDULE_NOW = new Date("2026-11-23T18:00:00Z");

/** A visitor's booking request as the form sends it: Wednesday 10:30 office time. */
export const BOOKING_REQUEST = {
  name: "Meera",
  email: "meera@example.com",
  phone: "+91 98450 12345",
  company: "",
  topic: "Capital Studio",
  date: "2026-11-25",
  time: "10:30",
  message: "",
};

export const WORKDAY: TimeRange[] = [{ start: "09:00", end: "17:00" }];

/** A week of `ranges` Monday to Friday, Sunday first. */
export const workweek = (ranges: TimeRange[] = WORKDAY) => [[], ranges, ranges, ranges, ranges, ranges, []];

/** A staff member made a consultant: neither bookable nor interviewing, 9–5 on weekdays, unless `settings` say; their id. */
export async function insertConsultant(username: string, name: string, settings: Partial<ConsultantSettings> = {}) {
  const { id } = await insertStaff(username, name);
  await saveConsultant(id, {
    bookable: false,
    interviews: false,
    topics: [],
    weekly: workweek(),
    overrides: [],
    ...settings,
  });
  return id;
}
