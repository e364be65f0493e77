import { campaignOf, cleanText, referrerHostOf } from "~/lib/page-view";
import { readKeyToken, signToken } from "~/lib/signed-token.server";
import { VISIT_SOURCE_FIELD } from "~/lib/visit-source-field";
import { recordGoal, type Goal, type VisitSource } from "~/models/goals.server";

import { evenIfDatabaseBusy } from "./database-busy.server";
import { env } from "./env.server";
import { isSiteHost } from "./http.server";
import { loggablePath } from "../../server/request-log.js";

// A goal (a message, a booking, an application, a newsletter subscription) keeps where its visit
// came from without a cookie (issue 43): the form's page carries it in a signed hidden field, made
// from that page's request: its own utm_source/ref, the referring site, or the utm_source/ref of
// the page of this site that led to it (whose path is kept as the goal's page). Such a page is
// one visitor's: the server never takes it from, or keeps it in, the page cache (keepsVisitSource).

/** Long enough to fill in a form slowly; too short to replay an old one's source. */
const VISIT_SOURCE_TTL_MS = 2 * 60 * 60 * 1000;
const PURPOSE = "visit-source";
const MAX_PAGE = 150;

/** The public pages whose forms count as goals (and their data requests). */
const GOAL_FORM_PAGE = /^\/(?:contact|appointment|newsletter|careers\/[^/?]+\/apply)(?:\.data)?(?:\?|$)/;

function parsedUrl(value: string | null | undefined) {
  try {
    return value ? new URL(value) : null;
  } catch {
    return null;
  }
}

/** The path of a page of this site that `referrer` names (secret links blanked), or null. */
function sitePageOf(referrer: URL | null) {
  if (!referrer || !isSiteHost(referrer.host)) return null;
  return cleanText(loggablePath(referrer.pathname), MAX_PAGE);
}

/** Where the visit that asked for `url` from `referrer` came from; null fields when it says nothing. */
export function visitSourceOf(url: URL, referrer: string | null | undefined): VisitSource {
  const from = parsedUrl(referrer);
  const own = campaignOf(url.searchParams);
  const previous = from && isSiteHost(from.host) ? campaignOf(from.searchParams) : null;
  return {
    source:
      own.utm_source ??
      own.ref ??
      referrerHostOf(referrer ?? "", isSiteHost) ??
      previous?.utm_source ??
      previous?.ref ??
      null,
    page: sitePageOf(from),
  };
}

/**
 * Whether a request for a goal form's page came with something the form keeps from its referrer:
 * the server then renders it afresh, and keeps the answer from the page cache (server/app.js).
 */
export function keepsVisitSource(url: string, referrer: string | undefined) {
  if (!referrer || !GOAL_FORM_PAGE.test(url)) return false;
  const from = parsedUrl(referrer);
  return from !== null && (!isSiteHost(from.host) || from.pathname !== url.split("?", 1)[0]);
}

/** The hidden field's value for a form page's request, or null when the visit says nothing. */
export function visitSourceField(request: Request, now = new Date()) {
  if (!env.analytics.enabled) return null;
  const visit = visitSourceOf(new URL(request.url), request.headers.get("referer"));
  if (!visit.source && !visit.page) return null;
  return signToken(env.sessionSecret, PURPOSE, JSON.stringify(visit), new Date(now.getTime() + VISIT_SOURCE_TTL_MS));
}

/** What a sent form's hidden field says, when it was signed here and is still fresh. */
export function readVisitSource(formData: FormData, now = new Date()): VisitSource {
  const token = formData.get(VISIT_SOURCE_FIELD);
  const check = typeof token === "string" ? readKeyToken(env.sessionSecret, PURPOSE, token, now) : null;
  if (check?.status !== "valid") return { source: null, page: null };
  try {
    const { source, page } = JSON.parse(check.id) as Partial<VisitSource>;
    return {
      source: typeof source === "string" ? cleanText(source, 100) : null,
      page: typeof page === "string" ? cleanText(page, MAX_PAGE) : null,
    };
  } catch {
    return { source: null, page: null };
  }
}

/**
 * What a sent newsletter form says of its visit: its hidden field, else (the small form of the
 * footer, Insights or a post, on a cached page that carries none) the campaign and path of the
 * page it was sent from, which is the post's referrer. Nothing with ANALYTICS=off.
 */
export function readSubscribeVisit(request: Request, formData: FormData): VisitSource {
  if (!env.analytics.enabled) return { source: null, page: null };
  const field = readVisitSource(formData);
  if (field.source || field.page) return field;
  return visitSourceOf(new URL(request.url), request.headers.get("referer"));
}

/**
 * Records a goal with its visit's source (nothing with ANALYTICS=off); the page is the form's own
 * when the visit names none. Called once the form's own save succeeded: a busy database skips it.
 */
export async function recordVisitGoal(
  goal: Goal,
  visit: VisitSource,
  formPage: string,
  job: { id: number; title: string } | null = null,
) {
  if (!env.analytics.enabled) return;
  await evenIfDatabaseBusy(recordGoal({ goal, page: visit.page ?? formPage, source: visit.source, job }));
}

/** Records that `formData`'s form was sent, with the source its hidden field carries. */
export async function recordFormGoal(
  goal: Goal,
  formData: FormData,
  formPage: string,
  job: { id: number; title: string } | null = null,
) {
  await recordVisitGoal(goal, readVisitSource(formData), formPage, job);
}
