// A post's lifecycle through the running site: a draft and a scheduled post are nowhere public
// (pages, feed, sitemap, the API without a writer's token) while writers see them; a scheduled post
// goes live at its time with no one doing anything, and the page cache in front of Remix serves it
// from that moment.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { call, createUser, login, startHttpServer } from "./harness";

let server: Awaited<ReturnType<typeof startHttpServer>>;
let writer: string;
beforeAll(async () => {
  server = await startHttpServer();
  ({ token: writer } = await login());
});
afterAll(() => server.close());

/** A page as an anonymous visitor gets it (through the page cache). */
async function page(path: string) {
  const response = await fetch(server.origin + path);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** Where the public meets the post titled `title`, as each place answers now. */
async function publicPlaces(id: string, title: string, url: string) {
  const [insights, feed, sitemap, list, one] = await Promise.all([
    page("/insights"),
    page("/insights/rss.xml"),
    page("/sitemap.xml"),
    call("GET", `/api/blogs?q=${encodeURIComponent(title)}`),
    call("GET", `/api/blogs/${id}`),
  ]);
  return {
    insights: insights.includes(title),
    feed: feed.includes(title),
    sitemap: sitemap.includes(`${url}<`),
    list: list.body.total > 0,
    api: one.status === 200,
  };
}
const nowhere = { insights: false, feed: false, sitemap: false, list: false, api: false };
const everywhere = { insights: true, feed: true, sitemap: true, list: true, api: true };

async function createPost(fields: Record<string, unknown>) {
  const title = `Lifecycle ${randomBytes(4).toString("hex")}`;
  const reply = await call("POST", "/api/blogs", {
    token: writer,
    json: { title, author: "Writer", description: "A post with a lifecycle.", content: "<p>Body</p>", ...fields },
  });
  expect(reply.status, reply.text).toBe(201);
  return { id: reply.body.blog.id as string, title, url: reply.body.blog.url as string, blog: reply.body.blog };
}

describe("a post's lifecycle on the running site", () => {
  it("keeps a draft off every public place; writers see it; publishing puts it everywhere", async () => {
    const { id, title, url, blog } = await createPost({ status: "draft" });
    expect(blog.status).toBe("draft");
    expect(await publicPlaces(id, title, url)).toEqual(nowhere);
    expect((await fetch(`${server.origin}/blog/${id}`)).status).toBe(404);

    const mine = await call("GET", `/api/blogs?status=draft&q=${encodeURIComponent(title)}`, { token: writer });
    expect(mine.body.blogs.map((post: { id: string }) => post.id)).toEqual([id]);
    expect((await call("GET", `/api/blogs/${id}`, { token: writer })).body.blog.status).toBe("draft");
    // A signed-in Support member is not a writer: the public view.
    const support = await login(await createUser({ role: "support" }));
    expect((await call("GET", `/api/blogs/${id}`, { token: support.token })).status).toBe(404);

    // The old client's PUT (no status) keeps it a draft.
    const edit = { title, author: "Writer", description: "Edited.", content: "<p>Body</p>" };
    expect((await call("PUT", `/api/blogs/${id}`, { token: writer, json: edit })).body.blog.status).toBe("draft");
    expect(await publicPlaces(id, title, url)).toEqual(nowhere);

    const published = await call("PUT", `/api/blogs/${id}`, { token: writer, json: { ...edit, status: "published" } });
    expect(published.body.blog.status).toBe("published");
    expect(await publicPlaces(id, title, url)).toEqual(everywhere);
  });

  it("publishes a scheduled post at its time by itself, and the cached pages show it from then on", async () => {
    // Pages kept by the cache before the post is created.
    for (let i = 0; i < 2; i += 1) await page("/insights");
    // Room for the checks made before the moment (half a second here) on a machine ten times busier.
    const goLive = Date.now() + 6_000;
    const { id, title, url, blog } = await createPost({
      status: "scheduled",
      publishDate: new Date(goLive).toISOString(),
    });
    expect(blog).toMatchObject({ status: "scheduled", publishDate: new Date(goLive).toISOString() });
    for (let i = 0; i < 2; i += 1) await page("/insights"); // kept again, at the new version
    expect(await publicPlaces(id, title, url)).toEqual(nowhere);

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, goLive - Date.now()) + 50));
    expect(await publicPlaces(id, title, url)).toEqual(everywhere);
    expect((await call("GET", `/api/blogs/${id}`)).body.blog.status).toBe("published");
  });

  it("refuses a schedule without a future date, and a status it does not know", async () => {
    const base = { title: "Refused", author: "Writer", description: "No.", content: "" };
    const past = await call("POST", "/api/blogs", {
      token: writer,
      json: { ...base, status: "scheduled", publishDate: "2020-01-01T00:00:00Z" },
    });
    expect(past).toMatchObject({
      status: 400,
      body: { errors: { publishDate: "To schedule a post, choose a publish date and time in the future" } },
    });
    const unknown = await call("POST", "/api/blogs", { token: writer, json: { ...base, status: "live" } });
    expect(unknown.status).toBe(400);
    expect((await call("GET", "/api/blogs?status=live", { token: writer })).status).toBe(400);
  });
});
