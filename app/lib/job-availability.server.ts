import type { JobStatus } from "./jobs";
import { addDays, officeDate, officeTimeToUtc } from "./slots";

// When a job takes applications, in the office's time zone: decided on the server only (loaders, the
// model, the structured data). Beside the job rules the browser loads, it would bring the slot rules along.

type Availability = { status: JobStatus; closesOn: string | null };

/**
 * Whether a job takes applications `now`: it is open and its closing date (the last day, in the
 * office's time zone) has not passed. The one rule behind /careers, the job's page and the form.
 */
export function isTakingApplications(job: Availability, now = new Date()) {
  return job.status === "open" && (job.closesOn === null || job.closesOn >= officeDate(now));
}

/** The instant applications stop for a closing date: the start of the next office day. */
export function closingInstant(closesOn: string) {
  return officeTimeToUtc(addDays(closesOn, 1), "00:00");
}
