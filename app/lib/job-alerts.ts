// Job alerts' rules the pages need too: what a saved search is, how it reads in words, its states.

/** A saved careers search: the careers page's own filters, '' for one not set. */
export type JobSearch = { q: string; location: string; type: string; department: string };

export const JOB_ALERT_STATES = ["pending", "confirmed", "unsubscribed"] as const;
export type JobAlertState = (typeof JOB_ALERT_STATES)[number];

export const JOB_ALERT_STATE_LABELS: Record<JobAlertState, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A saved search in words, for emails and pages: "Engineer roles in Bengaluru", "Full-time roles", "All open roles". */
export function describeJobSearch({ q, location, type, department }: JobSearch) {
  if (!q && !location && !type && !department) return "All open roles";
  const kind = [type, q].filter(Boolean).join(" ");
  return [
    kind ? `${capitalised(kind)} roles` : "Roles",
    department ? ` in the ${department} team` : "",
    location ? ` in ${location}` : "",
  ].join("");
}

/** The careers page's address for a saved search: what the alert's emails link to. */
export function careersSearchPath(search: JobSearch) {
  const params = new URLSearchParams(Object.entries(search).filter(([, value]) => value));
  const query = params.toString();
  return query ? `/careers?${query}#jobs` : "/careers#jobs";
}
