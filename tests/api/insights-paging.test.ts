import { describe, expect, it } from "vitest";

import { call, login } from "./harness";

describe("insights paging", () => {
  it("shows 12 posts a page with links that work without JavaScript", async () => {
    const { token } = await login();
    for (let i = 1; i <= 13; i += 1) {
      const reply = await call("POST", "/api/blogs", {
        token,
        json: { title: `Paged post ${i}`, author: "Pager", description: "Paging check." },
      });
      expect(reply.status).toBe(201);
    }
    // React separates text parts with <!-- --> in server HTML.
    const html = async (path: string) => (await call("GET", path)).text.replace(/<!-- -->/g, "");
    const first = { text: await html("/insights") };
    expect(first.text).toContain("Paged post 13");
    expect(first.text).not.toContain("Paged post 1<");
    expect(first.text).toContain("Page 1 of 2");
    expect(first.text).toMatch(/href="\/insights\?page=2"/);

    const second = { text: await html("/insights?page=2") };
    expect(second.text).toContain("Paged post 1<");
    expect(second.text).toContain("Page 2 of 2");
    expect(second.text).toMatch(/href="\/insights"[^>]*rel="prev"|rel="prev"[^>]*href="\/insights"/);
    // Thirteen posts written through the API: about a second on SQLite, past 5 s on a busy machine on PostgreSQL.
  }, 20_000);
});
