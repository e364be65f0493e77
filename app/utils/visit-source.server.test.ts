import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db } from "~/db.server";
import { emptyTables, startTestDatabase } from "~/models/testing.server";

import { siteOrigin } from "./http.server";
import {
  keepsVisitSource,
  readSubscribeVisit,
  readVisitSource,
  recordFormGoal,
  visitSourceField,
  visitSourceOf,
} from "./visit-source.server";

beforeAll(startTestDatabase);
beforeEach(() => emptyTables("analytics_goals"));

const page = (path: string) => new URL(path, siteOrigin);

function formWith(token: string | null) {
  const form = new FormData();
  if (token) form.set("visit_source", token);
  return form;
}

describe("visitSourceOf", () => {
  it("takes the page's own campaign first, then the referring site, then the campaign of this site's page before", () => {
    expect(visitSourceOf(page("/appointment?utm_source=linkedin"), "https://news.example/a")).toEqual({
      source: "linkedin",
      page: null,
    });
    expect(visitSourceOf(page("/appointment?ref=partner"), null)).toEqual({ source: "partner", page: null });
    expect(visitSourceOf(page("/appointment"), "https://www.news.example/a?b=c")).toEqual({
      source: "news.example",
      page: null,
    });
    expect(visitSourceOf(page("/appointment"), `${siteOrigin}/insights/growth?utm_source=newsletter`)).toEqual({
      source: "newsletter",
      page: "/insights/growth",
    });
    expect(visitSourceOf(page("/contact"), `${siteOrigin}/appointment/manage/secret-token`)).toEqual({
      source: null,
      page: "/appointment/manage/:token",
    });
  });
});

describe("keepsVisitSource", () => {
  it("keeps a goal form's page out of the page cache when its referrer says where the visit came from", () => {
    expect(keepsVisitSource("/appointment", "https://www.linkedin.com/")).toBe(true);
    expect(keepsVisitSource("/careers/12/apply", `${siteOrigin}/careers`)).toBe(true);
    expect(keepsVisitSource("/contact", `${siteOrigin}/about`)).toBe(true);
    // No referrer, the form's own page, or a page that is not a form: the cache may answer.
    expect(keepsVisitSource("/appointment", undefined)).toBe(false);
    expect(keepsVisitSource("/appointment?date=2026-12-01", `${siteOrigin}/appointment`)).toBe(false);
    expect(keepsVisitSource("/about", "https://www.linkedin.com/")).toBe(false);
    expect(keepsVisitSource("/contact-us", "https://www.linkedin.com/")).toBe(false);
  });
});

describe("the hidden field", () => {
  it("carries the source from the form's page to its action, signed, for two hours", () => {
    const request = new Request(page("/contact?utm_source=autumn-mail"), {
      headers: { Referer: `${siteOrigin}/about` },
    });
    const token = visitSourceField(request, new Date("2026-11-27T10:00:00Z"));
    expect(token).toEqual(expect.any(String));
    expect(readVisitSource(formWith(token), new Date("2026-11-27T11:59:00Z"))).toEqual({
      source: "autumn-mail",
      page: "/about",
    });
    const nothing = { source: null, page: null };
    expect(readVisitSource(formWith(token), new Date("2026-11-27T12:01:00Z"))).toEqual(nothing);
    expect(readVisitSource(formWith(`${token}x`))).toEqual(nothing);
    expect(readVisitSource(formWith("forged.token"))).toEqual(nothing);
    expect(readVisitSource(formWith(null))).toEqual(nothing);
    expect(visitSourceField(new Request(page("/contact")))).toBeNull();
  });

  it("records a goal with the visit's source and page, or the form's page", async () => {
    const request = new Request(page("/careers/7/apply"), { headers: { Referer: "https://jobs.example/list" } });
    await recordFormGoal("application", formWith(visitSourceField(request)), "/careers/7/apply", {
      id: 7,
      title: "Analyst",
    });
    await recordFormGoal("contact", formWith(null), "/contact");
    const goals = await db
      .selectFrom("analytics_goals")
      .select(["goal", "page", "source", "job_id", "job_title"])
      .orderBy("id")
      .execute();
    expect(goals).toEqual([
      { goal: "application", page: "/careers/7/apply", source: "jobs.example", job_id: 7, job_title: "Analyst" },
      { goal: "contact", page: "/contact", source: null, job_id: null, job_title: null },
    ]);
  });
});

describe("a newsletter form's visit", () => {
  it("is its hidden field's, else the campaign and path of the page its small form was sent from", () => {
    const subscribePage = new Request(page("/newsletter"), { headers: { Referer: "https://www.linkedin.com/feed" } });
    const sent = (headers: Record<string, string>, token: string | null) =>
      readSubscribeVisit(new Request(page("/newsletter"), { method: "POST", headers }), formWith(token));
    expect(sent({ Referer: `${siteOrigin}/newsletter` }, visitSourceField(subscribePage))).toEqual({
      source: "linkedin.com",
      page: null,
    });
    expect(sent({ Referer: `${siteOrigin}/insights/growth?utm_source=autumn-mail` }, null)).toEqual({
      source: "autumn-mail",
      page: "/insights/growth",
    });
    expect(sent({}, null)).toEqual({ source: null, page: null });
  });
});
