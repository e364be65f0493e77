// The site search over HTTP: /api/search answers JSON (400 with a message for bad parameters),
// /search answers a page without React, and a post published or withdrawn shows there at once,
// however the page was cached before.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { call, login, startHttpServer } from "./harness";

let server: Awaited<ReturnType<typeof startHttpServer>>;
let admin: string;
beforeAll(async () => {
  server = await startHttpServer();
  ({ token: admin } = await login());
});
afterAll(() => server.close());

/**
 * A word no other test's content holds, nor one a letter away from it (the search would take one
 * for a typo of the other): ten random letters.
 */
const uniqueWord = () => [...randomBytes(10)].map((byte) => String.fromCharCode(97 + (byte % 26))).join("");

async function publishPost(title: string, more: Record<string, unknown> = {}) {
  const reply = await call("POST", "/api/blogs", {
    token: admin,
    json: { title, author: "Asha Rao", description: "A field note.", content: "<p>From the studio.</p>", ...more },
  });
  expect(reply.status, reply.text).toBe(201);
  return reply.body.blog as { id: string };
}

/** The page as an anonymous visitor gets it, through the page cache. */
async function page(path: string) {
  const response = await fetch(server.origin + path);
  expect(response.status, path).toBe(200);
  return response.text();
}

describe("GET /api/search", () => {
  it("answers the results with escaped, marked titles and snippets, their total and page", async () => {
    const word = uniqueWord();
    await publishPost(`Notes on ${word} <script>alert(1)</script>`);
    const reply = await call("GET", `/api/search?q=${word}&type=post&limit=5`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ q: word, total: 1, page: 1, limit: 5 });
    const [result] = reply.body.results;
    expect(result).toMatchObject({ type: "post", title: `Notes on ${word} <script>alert(1)</script>` });
    expect(result.url).toMatch(/^\/blog\//);
    expect(result.titleHtml).toBe(`Notes on <mark>${word}</mark> &lt;script&gt;alert(1)&lt;/script&gt;`);
    expect((await call("GET", `/api/search?q=${word}&type=job`)).body.total).toBe(0);
  });

  it("refuses bad parameters with 400 and a message, and answers any query text", async () => {
    for (const [query, message] of [
      ["type=poster", "type must be one of post, job, page"],
      ["page=0", "page must be an integer between 1 and 1000000"],
      ["limit=51", "limit must be an integer between 1 and 50"],
      [`q=${"a".repeat(501)}`, "q must be at most 500 characters"],
    ]) {
      const reply = await call("GET", `/api/search?${query}`);
      expect(reply.status, query).toBe(400);
      expect(reply.body).toEqual({ message });
    }
    for (const q of ['"', "NEAR(", "a:b", "-x*", "'; drop table blogs; --", "\u0000\u202e", "🔥", "", "   "]) {
      const reply = await call("GET", `/api/search?q=${encodeURIComponent(q)}`);
      expect(reply.status, q).toBe(200);
      expect(reply.body.results, q).toEqual(expect.any(Array));
    }
  });
});

describe("the /search page", () => {
  it("is a reading page: no module script, noindex, results marked, an empty state, suggestions", async () => {
    const word = uniqueWord();
    await publishPost(`Field guide to ${word}`);
    const html = await page(`/search?q=${word}`);
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toMatch(new RegExp(`Field guide to <mark[^>]*>${word}</mark>`));
    expect(await page(`/search?q=${uniqueWord()}`)).toContain("No results found");
    const empty = await page("/search?q=%20");
    expect(empty).toContain("Recent articles");
    expect(empty).toContain("Open roles");
  });

  it("shows a post published or withdrawn at once, though the page was kept by the cache", async () => {
    const word = uniqueWord();
    for (let i = 0; i < 2; i += 1) expect(await page(`/search?q=${word}`)).toContain("No results found");
    const post = await publishPost(`The ${word} memo`);
    expect(await page(`/search?q=${word}`)).toContain(`The <mark`);
    const withdrawn = await call("PUT", `/api/blogs/${post.id}`, {
      token: admin,
      json: { title: `The ${word} memo`, author: "Asha Rao", description: "A field note.", status: "unpublished" },
    });
    expect(withdrawn.status, withdrawn.text).toBe(200);
    expect(await page(`/search?q=${word}`)).toContain("No results found");
  });
});
