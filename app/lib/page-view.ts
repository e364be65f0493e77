import Bowser from "bowser";
import { isbot } from "isbot";

// What a page view is, and what is kept of it (issue 43): the rules that decide whether a request
// was a person reading a page, and the few facts the report needs, cut to size and cleaned of
// control characters whatever a client sent. The address and user agent only feed the visitor key.

/** What the HTTP server saw of an answered GET (server/page-views.js). */
export type PageViewFacts = {
  /** Path and query, secret links' tokens already blanked (server/request-log.js loggablePath). */
  url: string;
  status: number;
  contentType: string;
  /** Milliseconds since 1970. */
  at: number;
  address: string;
  userAgent: string;
  referrer: string;
  /** `DNT: 1` or `Sec-GPC: 1`. */
  optedOut: boolean;
  /** `Sec-Purpose`/`Purpose: prefetch`: the browser guessed, nobody looked. */
  prefetch: boolean;
  /** The proxy's country header (CF-IPCountry or ANALYTICS_COUNTRY_HEADER). */
  country: string;
};

export const CAMPAIGN_FIELDS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "ref"] as const;
export type CampaignField = (typeof CAMPAIGN_FIELDS)[number];
export type Campaign = Record<CampaignField, string | null>;

export type Device = "desktop" | "mobile" | "tablet";

/** A page view as stored, less its visitor key (models/analytics.server.ts adds it). */
export type PageView = Campaign & {
  day: string;
  viewedAt: string;
  path: string;
  referrerHost: string | null;
  country: string | null;
  device: Device;
  browser: string;
};

const MAX_PATH = 300;
const MAX_CAMPAIGN = 100;
const MAX_HOST = 253;
const MAX_BROWSER = 40;

/** Paths that are not the public site's pages: the back-office and its sign-in pages, the API, built assets. */
const NOT_PAGES = /^\/(?:admin|dashboard|api|build|login|logout|forgot-password|reset-password|invite)(?:[/?.]|$)/i;

/** A page's data request (single fetch): what a hydrated page asks for when it navigates. */
const DATA_SUFFIX = /\.data$/;

/**
 * Whether the request was a person reading a page: a GET answered with a page (200, or 304 for
 * one the browser kept) or a hydrated page's navigation, not of the back-office or the API, not a
 * prefetch, not from a bot (the isbot list; no user agent at all counts as one), and not from
 * someone who asked not to be tracked. 404s and other errors are not counted.
 */
export function isCountable(facts: PageViewFacts) {
  if (facts.status !== 200 && facts.status !== 304) return false;
  if (facts.optedOut || facts.prefetch) return false;
  const path = pathOf(facts.url);
  if (NOT_PAGES.test(path)) return false;
  const page = facts.contentType.startsWith("text/html");
  const navigation = DATA_SUFFIX.test(path) && !isRevalidation(path, facts.referrer);
  if (!page && !navigation) return false;
  return !agentOf(facts.userAgent).bot;
}

/** The page a URL shows: its path, `.data` dropped (`/_root.data` is the home page). */
function pagePath(url: string) {
  const path = pathOf(url).replace(DATA_SUFFIX, "");
  return path === "/_root" ? "/" : path;
}

/** After a form is sent, Remix asks for the same page's data again: not a new view. */
function isRevalidation(dataPath: string, referrer: string) {
  const from = parsedUrl(referrer);
  return from !== null && from.pathname === pagePath(dataPath);
}

function pathOf(url: string) {
  const queryStart = url.indexOf("?");
  return queryStart === -1 ? url : url.slice(0, queryStart);
}

/** `value` without control characters, at most `max` characters, or null when nothing is left. */
export function cleanText(value: string | null | undefined, max: number) {
  if (value === null || value === undefined) return null;
  const clean = value
    .replace(/\p{Cc}/gu, "")
    .trim()
    .slice(0, max);
  return clean === "" ? null : clean;
}

function parsedUrl(value: string, base?: string) {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/** The campaign fields a URL's query carries (utm_* and ref), each cleaned and cut to size. */
export function campaignOf(search: URLSearchParams): Campaign {
  const campaign = {} as Campaign;
  for (const field of CAMPAIGN_FIELDS) campaign[field] = cleanText(search.get(field), MAX_CAMPAIGN);
  return campaign;
}

/** The referring site's host (www. dropped), or null: none sent, unreadable, or this site's own. */
export function referrerHostOf(referrer: string, isSiteHost: (host: string) => boolean) {
  const url = referrer ? parsedUrl(referrer) : null;
  if (!url || !url.host || isSiteHost(url.host)) return null;
  return cleanText(url.hostname.toLowerCase().replace(/^www\./, ""), MAX_HOST);
}

/**
 * Where a visit came from, as goals and the report name it: the campaign's source, else `ref`,
 * else the referring site; null for a direct visit.
 */
export function visitSourceOf(view: Pick<PageView, "utm_source" | "ref" | "referrerHost">) {
  return view.utm_source ?? view.ref ?? view.referrerHost;
}

export function deviceOf(userAgent: string): { device: Device; browser: string } {
  const { device, browser } = agentOf(userAgent);
  return { device, browser };
}

/** What a user agent says of its client: a bot (the isbot list; none at all counts as one), else its device and browser. */
type Agent = { bot: boolean; device: Device; browser: string };

/** Distinct user agents remembered: a site's visitors send a few hundred; a flood of made-up ones only churns. */
export const KNOWN_AGENTS = 1000;
const knownAgents = new Map<string, Agent>();

/**
 * The user agent's classification, worked out once per distinct one (the oldest forgotten past
 * KNOWN_AGENTS): isbot's list and bowser cost more than the rest of counting a view.
 */
function agentOf(userAgent: string): Agent {
  const known = knownAgents.get(userAgent);
  if (known) return known;
  const agent: Agent =
    userAgent.trim() === "" || isbot(userAgent)
      ? { bot: true, device: "desktop", browser: "Other" }
      : { bot: false, ...parsedDevice(userAgent) };
  if (knownAgents.size >= KNOWN_AGENTS) knownAgents.delete(knownAgents.keys().next().value!);
  knownAgents.set(userAgent, agent);
  return agent;
}

function parsedDevice(userAgent: string): { device: Device; browser: string } {
  const { browser, platform } = Bowser.parse(userAgent);
  const device: Device = platform.type === "mobile" || platform.type === "tablet" ? platform.type : "desktop";
  return { device, browser: cleanText(browser.name, MAX_BROWSER) ?? "Other" };
}

/** The UTC day of a moment, YYYY-MM-DD: the visitor key's and the report's unit. */
export function dayOf(at: number | Date) {
  return new Date(at).toISOString().slice(0, 10);
}

/** What is kept of a countable request. */
export function pageViewOf(facts: PageViewFacts, isSiteHost: (host: string) => boolean): PageView {
  const url = parsedUrl(facts.url, "http://site.invalid");
  const country = facts.country.trim().toUpperCase();
  const viewedAt = new Date(facts.at).toISOString();
  return {
    day: viewedAt.slice(0, 10),
    viewedAt,
    path: cleanText(pagePath(url?.pathname ?? "/"), MAX_PATH) ?? "/",
    referrerHost: referrerHostOf(facts.referrer, isSiteHost),
    ...campaignOf(url?.searchParams ?? new URLSearchParams()),
    // Two letters (ISO 3166); Cloudflare's XX (unknown) and T1 (Tor) say nothing.
    country: /^[A-Z]{2}$/.test(country) && country !== "XX" ? country : null,
    ...deviceOf(facts.userAgent),
  };
}
