// Job rules the browser needs too (the form, the panel); the model imports them from here.
export const JOB_TYPES = ["Full-time", "Part-time", "Internship", "Contract"] as const;
export type JobType = (typeof JOB_TYPES)[number];
/** What the form starts with and what an API client that leaves the type out gets. */
export const DEFAULT_JOB_TYPE: JobType = "Full-time";

/** Where the work happens. Remote jobs are open to applicants in the job's country. */
export const WORKPLACES = ["On-site", "Hybrid", "Remote"] as const;
export type Workplace = (typeof WORKPLACES)[number];
export const DEFAULT_WORKPLACE: Workplace = "On-site";

/** Open jobs take applications until their closing date (if any); closed ones take none. */
export const JOB_STATUSES = ["open", "closed"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOBS_PAGE_SIZE = 8;

export function isJobType(value: unknown): value is JobType {
  return typeof value === "string" && (JOB_TYPES as readonly string[]).includes(value);
}

export function isWorkplace(value: unknown): value is Workplace {
  return typeof value === "string" && (WORKPLACES as readonly string[]).includes(value);
}

/** Requirements are stored one per line: the bullet list, blank lines dropped. */
export function splitRequirements(text: string | null | undefined) {
  return (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*•]\s+)?/, "").trim())
    .filter(Boolean);
}

/** What a job's page says once it takes no more applications. */
export const JOB_CLOSED_MESSAGE = "This position is no longer accepting applications";
