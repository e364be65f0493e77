import { describe, expect, it } from "vitest";

import { isCountable, pageViewOf, visitSourceOf, type PageViewFacts } from "./page-view";
import { CHROME_USER_AGENT, pageViewFacts } from "./page-view.testing";

const CHROME = CHROME_USER_AGENT;
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const IPAD =
  "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

const isSiteHost = (host: string) => host === "www.lumora.test";

const facts = (changes: Partial<PageViewFacts> = {}) => pageViewFacts("2026-11-27T23:59:30.000Z", changes);

describe("isCountable", () => {
  it("counts a person's page, and a page the browser kept (304)", () => {
    expect(isCountable(facts())).toBe(true);
    expect(isCountable(facts({ status: 304 }))).toBe(true);
  });

  it("counts a hydrated page's navigation, but not the same page's data asked again after a form", () => {
    const navigation = facts({ url: "/careers.data", contentType: "text/x-script" });
    expect(isCountable(navigation)).toBe(true);
    expect(isCountable({ ...navigation, referrer: "https://www.lumora.test/careers" })).toBe(false);
  });

  it("does not count bots, a missing user agent, prefetches, opted-out visitors, errors or anything but pages", () => {
    const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
    const headless = CHROME.replace("Chrome/", "HeadlessChrome/");
    for (const userAgent of [googlebot, headless, "curl/8.5.0", "python-requests/2.31", "", "   "]) {
      expect(isCountable(facts({ userAgent })), userAgent).toBe(false);
    }
    expect(isCountable(facts({ prefetch: true }))).toBe(false);
    expect(isCountable(facts({ optedOut: true }))).toBe(false);
    for (const status of [404, 500, 301, 503]) expect(isCountable(facts({ status })), String(status)).toBe(false);
    for (const url of [
      "/admin/jobs",
      "/admin",
      "/dashboard",
      "/api/jobs",
      "/build/entry.js",
      "/admin.data",
      "/login",
    ]) {
      expect(isCountable(facts({ url })), url).toBe(false);
    }
    expect(isCountable(facts({ url: "/sitemap.xml", contentType: "application/xml" }))).toBe(false);
    expect(isCountable(facts({ url: "/healthz", contentType: "application/json" }))).toBe(false);
    // A page whose name starts like the back-office's is still a page.
    expect(isCountable(facts({ url: "/administration-services" }))).toBe(true);
  });
});

describe("pageViewOf", () => {
  it("keeps the path, the campaign fields, the referring site, the country and the device, nothing else", () => {
    const view = pageViewOf(
      facts({
        url: "/insights/growth?utm_source=linkedin&utm_medium=social&utm_campaign=autumn&utm_term=t&utm_content=c&ref=partner&page=2&email=a@b.c",
        referrer: "https://www.linkedin.com/feed/?trk=secret",
        country: "in",
        userAgent: IPHONE,
      }),
      isSiteHost,
    );
    expect(view).toEqual({
      day: "2026-11-27",
      viewedAt: "2026-11-27T23:59:30.000Z",
      path: "/insights/growth",
      referrerHost: "linkedin.com",
      utm_source: "linkedin",
      utm_medium: "social",
      utm_campaign: "autumn",
      utm_term: "t",
      utm_content: "c",
      ref: "partner",
      country: "IN",
      device: "mobile",
      browser: "Safari",
    });
    expect(visitSourceOf(view)).toBe("linkedin");
  });

  it("names no referrer for this site's own pages, and the data request's page", () => {
    const view = pageViewOf(
      facts({ url: "/_root.data?_routes=root", referrer: "https://www.lumora.test/about" }),
      isSiteHost,
    );
    expect(view).toMatchObject({ path: "/", referrerHost: null, utm_source: null, device: "desktop" });
    expect(visitSourceOf(view)).toBeNull();
    expect(pageViewOf(facts({ userAgent: IPAD }), isSiteHost).device).toBe("tablet");
    expect(pageViewOf(facts({ url: "/careers.data" }), isSiteHost).path).toBe("/careers");
  });

  it("cuts what a client makes up to size and keeps no control characters", () => {
    const huge = "x".repeat(10_000);
    const view = pageViewOf(
      facts({
        url: `/about?utm_source=${huge}&utm_campaign=%00%1Bbad%07name&ref=%0D%0A`,
        referrer: `https://${"a".repeat(60)}.example/${huge}`,
        country: "<script>",
        userAgent: `\u0000\u0001${"\u00ff".repeat(400)}`,
      }),
      isSiteHost,
    );
    expect(view.utm_source).toHaveLength(100);
    expect(view.utm_campaign).toBe("badname");
    expect(view.ref).toBeNull();
    expect(view.referrerHost).toBe(`${"a".repeat(60)}.example`);
    expect(view.country).toBeNull();
    expect(view.browser).toBe("Other");
    expect(pageViewOf(facts({ referrer: "not a url" }), isSiteHost).referrerHost).toBeNull();
    expect(pageViewOf(facts({ url: `/${huge}` }), isSiteHost).path).toHaveLength(300);
    expect(pageViewOf(facts({ country: "XX" }), isSiteHost).country).toBeNull();
  });
});
