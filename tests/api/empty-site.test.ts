import { describe, expect, it } from "vitest";

import { call } from "./harness";

// The harness starts on an empty database (SEED_DEMO=0): the pages' empty states.
describe("an empty site", () => {
  it("shows the insights empty state", async () => {
    const page = await call("GET", "/insights");
    expect(page.status).toBe(200);
    expect(page.text).toContain("No articles found. Check back later!");
  });

  it("shows the careers empty state", async () => {
    const page = await call("GET", "/careers");
    expect(page.status).toBe(200);
    expect(page.text).toContain("No job postings found matching your criteria.");
  });

  it("serves an RSS feed and a sitemap with no posts", async () => {
    const feed = await call("GET", "/insights/rss.xml");
    expect(feed.status).toBe(200);
    expect(feed.text).toContain("<channel>");
    expect(feed.text).not.toContain("<item>");
    expect((await call("GET", "/sitemap.xml")).text).toContain("/about</loc>");
  });
});
