// Job application rules the pages and the model share: the recruiting pipeline and where a
// candidate came from.

/**
 * The pipeline, in order; an application can be rejected at any point. "Not a fit" holds those
 * a knock-out screening answer set aside (no email goes out for it).
 */
export const APPLICATION_STAGES = ["new", "screening", "interview", "offer", "hired", "rejected", "not_fit"] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

export const STAGE_LABELS: Record<ApplicationStage, string> = {
  new: "New",
  screening: "Screening",
  interview: "Interview",
  offer: "Offer",
  hired: "Hired",
  rejected: "Rejected",
  not_fit: "Not a fit",
};

/** What an application's timeline records: the application itself, stage changes and private notes. */
export type ApplicationEventKind = "applied" | "stage" | "note";

/** The stage after this one on the way to Hired; null at the end (Hired) or off the path (Rejected). */
export function nextStage(stage: ApplicationStage): ApplicationStage | null {
  const path = APPLICATION_STAGES.slice(0, APPLICATION_STAGES.indexOf("hired") + 1);
  const index = path.indexOf(stage);
  return index >= 0 && index < path.length - 1 ? path[index + 1]! : null;
}

export function isApplicationStage(value: unknown): value is ApplicationStage {
  return typeof value === "string" && (APPLICATION_STAGES as readonly string[]).includes(value);
}

/** An application's source when the link said nothing and no other site referred the candidate. */
export const DIRECT_SOURCE = "careers site";

const MAX_SOURCE_LENGTH = 60;

/** A source tag as stored: lower-case words, digits, dots and dashes ("linkedin", "news.ycombinator.com"). */
function cleanSource(value: string | null | undefined) {
  const tag = (value ?? "")
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9.\-_ ]+/g, "")
    .replace(/\s+/g, " ")
    .slice(0, MAX_SOURCE_LENGTH)
    .trim();
  return tag || null;
}

/**
 * Where a candidate came from: `?source=` or `?utm_source=` on the job's link, else the site that
 * referred them (its host, without www), else "careers site". Our own pages are not a source.
 */
export function applicationSource(
  params: URLSearchParams,
  referrer: string | null | undefined,
  ownOrigin: string,
): string {
  const tagged = cleanSource(params.get("source")) ?? cleanSource(params.get("utm_source"));
  if (tagged) return tagged;
  try {
    const url = new URL(referrer ?? "");
    if ((url.protocol === "https:" || url.protocol === "http:") && url.origin !== new URL(ownOrigin).origin) {
      return cleanSource(url.hostname.replace(/^www\./, "")) ?? DIRECT_SOURCE;
    }
  } catch {
    // No referrer, or not a URL: a direct visit.
  }
  return DIRECT_SOURCE;
}

/** The application form of a job, keeping the link's source tag. */
export function applyPath(jobId: number, source?: string | null) {
  return source ? `/careers/${jobId}/apply?${new URLSearchParams({ source })}` : `/careers/${jobId}/apply`;
}

/** A source as posted back by the form (a hidden field anyone can edit): cleaned, or "careers site". */
export function cleanSourceTag(value: string) {
  return cleanSource(value) ?? DIRECT_SOURCE;
}
