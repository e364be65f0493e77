// Counting page views on the server (issue 43): a page the page cache answers is counted like one
// Remix rendered, and what is not a person reading a page is not.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db, startHttpServer } from "./harness";

const BROWSER = {
  "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
  Accept: "text/html",
};

let server: Awaited<ReturnType<typeof startHttpServer>>;
beforeAll(async () => {
  server = await startHttpServer({ countPageViews: true, trustProxy: 1 });
  // Once it answers, the database is migrated.
  expect((await fetch(`${server.origin}/readyz`)).status).toBe(200);
});
afterAll(() => server.close());
beforeEach(() => db.deleteFrom("page_views").execute());

function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  return fetch(server.origin + path, { method, headers: { ...BROWSER, ...headers } });
}

async function counted() {
  await server.flushPageViews();
  return db.selectFrom("page_views").select(["path", "utm_source", "referrer_host", "country"]).orderBy("id").execute();
}

describe("page views", () => {
  it("counts a page the page cache answered, as every other", async () => {
    const states = [];
    for (let i = 0; i < 3; i++) {
      const reply = await get("/about?utm_source=newsletter&fbclid=abc", { "X-Forwarded-For": `203.0.113.${i}` });
      await reply.text();
      states.push(reply.headers.get("x-cache"));
    }
    expect(states).toEqual([null, "MISS", "HIT"]);
    expect(await counted()).toEqual(
      Array.from({ length: 3 }, () => ({
        path: "/about",
        utm_source: "newsletter",
        referrer_host: null,
        country: null,
      })),
    );
    // Each from its own address (the proxy's X-Forwarded-For, TRUST_PROXY=1): three visitors, the hit's too.
    expect(await db.selectFrom("page_views").select("visitor").distinct().execute()).toHaveLength(3);
  });

  it("keeps the referring site and the proxy's country, and counts no bot, prefetch, HEAD, opt-out, error or back-office page", async () => {
    await (await get("/services", { Referer: "https://www.google.com/search?q=secret", "CF-IPCountry": "IN" })).text();
    const notCounted: Array<[string, Record<string, string>, string?]> = [
      ["/services", { "User-Agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)" }],
      ["/services", { "Sec-Purpose": "prefetch" }],
      ["/services", { Purpose: "prefetch" }],
      ["/services", { DNT: "1" }],
      ["/services", { "Sec-GPC": "1" }],
      ["/services", {}, "HEAD"],
      ["/no-such-page", {}],
      ["/admin/jobs", {}],
      ["/api/jobs", {}],
      ["/sitemap.xml", {}],
    ];
    for (const [path, headers, method] of notCounted) await (await get(path, headers, method)).arrayBuffer();
    expect(await counted()).toEqual([
      { path: "/services", utm_source: null, referrer_host: "google.com", country: "IN" },
    ]);
  });
});

describe("what a client makes up", () => {
  it("is answered as any visit and stored cut to size: a 10 KB campaign, a huge binary user agent, a forged referrer", async () => {
    const reply = await get(`/about?utm_source=${"x".repeat(10_000)}&utm_campaign=%00%1Bspring%07`, {
      "User-Agent": `${BROWSER["User-Agent"]} ${"\u00ff\u00fe".repeat(1_000)}`,
      Referer: `https://forged.example/${"%00".repeat(500)}`,
    });
    expect(reply.status).toBe(200);
    await reply.arrayBuffer();
    await server.flushPageViews();
    const [stored] = await db
      .selectFrom("page_views")
      .select(["path", "utm_source", "utm_campaign", "referrer_host", "browser"])
      .execute();
    expect(stored).toEqual({
      path: "/about",
      utm_source: "x".repeat(100),
      utm_campaign: "spring",
      referrer_host: "forged.example",
      browser: "Chrome",
    });
  });
});

describe("a goal form's visit source", () => {
  it("is rendered for the visitor whose referrer names one, never taken from or kept in the page cache", async () => {
    const direct = [];
    for (let i = 0; i < 3; i++) {
      const reply = await get("/contact");
      direct.push({ cache: reply.headers.get("x-cache"), field: (await reply.text()).includes('name="visit_source"') });
    }
    expect(direct).toEqual([
      { cache: null, field: false },
      { cache: "MISS", field: false },
      { cache: "HIT", field: false },
    ]);
    for (let i = 0; i < 3; i++) {
      const reply = await get("/contact", { Referer: "https://www.linkedin.com/" });
      expect(reply.headers.get("x-cache")).toBeNull();
      expect(await reply.text()).toContain('name="visit_source"');
    }
  });
});
