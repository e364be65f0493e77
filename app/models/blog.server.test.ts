import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db } from "~/db.server";
import { BLOG_HTML_VERSION } from "~/lib/sanitize.server";
import { postPath } from "~/lib/slug";

import {
  BlogInputSchema,
  blogSitemapEntries,
  createBlog,
  deleteBlog,
  getBlog,
  getLiveBlog,
  getLiveBlogBySlug,
  listAllBlogs,
  listBlogs,
  listBlogsWithContent,
  parseBlogId,
  pathOfFormerSlug,
  SCHEDULE_IN_FUTURE_MESSAGE,
  updateBlog,
} from "./blog.server";
import { emptyTables, fieldMessages, startTestDatabase } from "./testing.server";

beforeAll(startTestDatabase);

const post = (overrides: Record<string, unknown> = {}) =>
  BlogInputSchema.parse({
    title: "Title",
    author: "Author",
    description: "Description",
    content: "<p>Body</p>",
    ...overrides,
  });

beforeEach(() => emptyTables("post_tags", "tags", "blog_slug_redirects", "blogs"));

describe("BlogInputSchema", () => {
  it("names each missing field with the spec's message", () => {
    expect(fieldMessages(BlogInputSchema, { title: "  ", author: "", description: undefined })).toEqual({
      title: "Title is required",
      author: "Author is required",
      description: "Description is required",
    });
  });

  it("trims text and treats a blank image as none", () => {
    expect(BlogInputSchema.parse({ title: " T ", author: " A ", description: " D ", image: " " })).toEqual({
      title: "T",
      author: "A",
      description: "D",
      content: "",
      image: null,
    });
  });

  it("accepts http(s) and site-relative images only", () => {
    expect(post({ image: "https://cdn.example.com/a.png" }).image).toBe("https://cdn.example.com/a.png");
    expect(post({ image: "/images/blog/a.svg" }).image).toBe("/images/blog/a.svg");
    for (const image of [
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "//evil.example/a.png",
      "ftp://x/a.png",
    ]) {
      expect(BlogInputSchema.safeParse({ title: "T", author: "A", description: "D", image }).success, image).toBe(
        false,
      );
    }
  });

  it("refuses an image path that leads off the site, with a message that says why", () => {
    for (const image of [
      "/\\evil.example/x.png",
      "/%5Cevil.example/x.png",
      "/%2F/evil.example/x.png",
      "/.//evil.example/x.png",
      "/\t/evil.example/x.png",
    ]) {
      const result = BlogInputSchema.safeParse({ title: "T", author: "A", description: "D", image });
      expect(result.error?.issues[0]?.message, image).toBe(
        "Image must be a path on this site, starting with a single / (such as /images/blog/post.svg)",
      );
    }
  });

  it("takes featuredImage as the image when image is absent", () => {
    expect(post({ featuredImage: "/images/x.svg" }).image).toBe("/images/x.svg");
  });

  it("rejects wrong types with a message", () => {
    const result = BlogInputSchema.safeParse({ title: 5, author: "A", description: "D" });
    expect(result.error?.issues[0]?.message).toBe("Title must be text");
  });
});

describe("blog model", () => {
  it("never hands out a stored image that leads off the site", async () => {
    const { id } = await createBlog(post());
    await db.updateTable("blogs").set({ image: "/\\evil.example/x.png" }).where("id", "=", id).execute();
    expect((await getBlog(id))?.image).toBeNull();
    expect((await listBlogs()).blogs[0]?.image).toBeNull();
  });

  it("stores sanitized HTML and publishes the post", async () => {
    const created = await createBlog(post({ content: '<p onclick="x()">Hi</p><script>alert(1)</script>' }));
    expect(created.content).toBe("<p>Hi</p>");
    expect(created.status).toBe("published");
    const stored = await db
      .selectFrom("blogs")
      .select("content")
      .where("id", "=", created.id)
      .executeTakeFirstOrThrow();
    expect(stored.content).toBe("<p>Hi</p>");
  });

  it("stores the read time with the post and counts it again when the body changes", async () => {
    const words = (count: number) => Array.from({ length: count }, (_, i) => `w${i}`).join(" ");
    const created = await createBlog(post({ content: `<p>${words(450)}</p>` }));
    expect(created.readTime).toBe(3);
    const stored = () =>
      db
        .selectFrom("blogs")
        .select(["read_time", "sanitizer_version"])
        .where("id", "=", created.id)
        .executeTakeFirstOrThrow();
    expect(await stored()).toEqual({ read_time: 3, sanitizer_version: BLOG_HTML_VERSION });
    expect((await updateBlog(created.id, post({ content: `<p>${words(50)}</p>` })))?.readTime).toBe(1);
    expect(await stored()).toEqual({ read_time: 1, sanitizer_version: BLOG_HTML_VERSION });
    // Pages read the stored value; nothing counts words on a page view.
    await db.updateTable("blogs").set({ read_time: 7 }).where("id", "=", created.id).execute();
    expect((await listBlogs()).blogs[0]?.readTime).toBe(7);
    expect((await getBlog(created.id))?.readTime).toBe(7);
  });

  it("cleans on the way out a post stored under an older allow-list or by other means", async () => {
    const { id } = await createBlog(post());
    await db
      .updateTable("blogs")
      .set({ content: '<p onclick="x()">Hi</p><script>alert(1)</script>', sanitizer_version: 0 })
      .where("id", "=", id)
      .execute();
    expect((await getBlog(id))?.content).toBe("<p>Hi</p>");
    expect((await listBlogsWithContent(10))[0]?.content).toBe("<p>Hi</p>");
  });

  it("lists newest first with paging and searches title or author in any case", async () => {
    await createBlog(post({ title: "Scaling Sales", author: "Ravi" }), { now: new Date("2026-01-01T00:00:00Z") });
    await createBlog(post({ title: "Hiring", author: "Meera SALES" }), { now: new Date("2026-02-01T00:00:00Z") });
    await createBlog(post({ title: "Pricing", author: "Ravi" }), { now: new Date("2026-03-01T00:00:00Z") });

    const all = await listBlogs({ limit: 2 });
    expect(all.total).toBe(3);
    expect(all.blogs.map((blog) => blog.title)).toEqual(["Pricing", "Hiring"]);
    expect((await listBlogs({ limit: 2, page: 2 })).blogs.map((blog) => blog.title)).toEqual(["Scaling Sales"]);

    expect((await listBlogs({ q: "sales" })).blogs.map((blog) => blog.title)).toEqual(["Hiring", "Scaling Sales"]);
    expect((await listBlogs({ q: "RAVI" })).total).toBe(2);
    expect((await listBlogs({ q: "%" })).total).toBe(0);
    // A list never carries the posts' bodies.
    expect(Object.keys(all.blogs[0]!).sort()).toEqual(
      [
        "author",
        "cover",
        "createdAt",
        "description",
        "featured",
        "id",
        "image",
        "imageAlt",
        "publishedAt",
        "readTime",
        "slug",
        "status",
        "tags",
        "title",
        "updatedAt",
      ].sort(),
    );
  });

  it("updates and deletes, answering null/false for unknown ids", async () => {
    const created = await createBlog(post());
    const updated = await updateBlog(created.id, post({ title: "New title" }));
    expect(updated?.title).toBe("New title");
    expect(await updateBlog(created.id + 1000, post())).toBeNull();
    expect(await deleteBlog(created.id)).toBe(true);
    expect(await deleteBlog(created.id)).toBe(false);
    expect(await getBlog(created.id)).toBeNull();
  });

  it("lists posts for the sitemap with their last change", async () => {
    const created = await createBlog(post(), { now: new Date("2026-04-01T00:00:00Z") });
    expect(await blogSitemapEntries()).toEqual([
      { path: `/blog/${created.slug}`, lastmod: "2026-04-01T00:00:00.000Z" },
    ]);
  });

  it("parses only canonical positive ids", () => {
    expect(parseBlogId("12")).toBe(12);
    for (const id of ["0", "-1", "12abc", "1.5", "", "01", "9999999999999999999"]) expect(parseBlogId(id)).toBeNull();
  });
});

describe("the post lifecycle", () => {
  // Far ahead: a scheduled date must still be in the future when the schema checks it (against the real clock).
  const T = new Date("2099-12-01T10:00:00.000Z");
  const at = (ms: number) => new Date(T.getTime() + ms);

  /** Where the public could meet the post at `now`: the list, the feed, the sitemap, its page. */
  async function publicly(id: number, now: Date) {
    const path = postPath((await getBlog(id))!);
    return {
      list: (await listBlogs({ now })).blogs.some((blog) => blog.id === id),
      feed: (await listBlogsWithContent(50, now)).some((blog) => blog.id === id),
      sitemap: (await blogSitemapEntries(now)).some((entry) => entry.path === path),
      page: (await getLiveBlog(id, now)) !== null,
    };
  }
  const nowhere = { list: false, feed: false, sitemap: false, page: false };
  const everywhere = { list: true, feed: true, sitemap: true, page: true };

  it("keeps a draft off every public place, and staff see it", async () => {
    const draft = await createBlog(post({ status: "draft" }), { now: T });
    expect(await publicly(draft.id, at(365 * 86_400_000))).toEqual(nowhere);
    const staff = await listAllBlogs({ status: "draft", now: T });
    expect(staff.blogs.map((blog) => blog.id)).toEqual([draft.id]);
    expect(staff.counts).toMatchObject({ all: 1, draft: 1, published: 0 });
  });

  it("publishes a scheduled post at its time, with no write, and not a millisecond before", async () => {
    const scheduled = await createBlog(post({ status: "scheduled", publishDate: at(60_000).toISOString() }), {
      now: T,
    });
    expect(scheduled.status).toBe("published");
    expect(scheduled.publishedAt).toBe(at(60_000).toISOString());
    expect(await publicly(scheduled.id, at(59_999))).toEqual(nowhere);
    expect((await listAllBlogs({ status: "scheduled", now: at(59_999) })).total).toBe(1);
    expect(await publicly(scheduled.id, at(60_000))).toEqual(everywhere);
    expect((await listAllBlogs({ status: "published", now: at(60_000) })).total).toBe(1);
  });

  it("keeps a post's state when an edit does not say (the old client's PUT), and takes it off the site when unpublished", async () => {
    const scheduled = await createBlog(post({ status: "scheduled", publishDate: at(60_000).toISOString() }), {
      now: T,
    });
    const edited = await updateBlog(scheduled.id, post({ title: "Edited" }), { now: at(1_000) });
    expect(edited).toMatchObject({ status: "published", publishedAt: at(60_000).toISOString(), title: "Edited" });

    const live = await createBlog(post(), { now: T });
    expect(await publicly(live.id, T)).toEqual(everywhere);
    await updateBlog(live.id, post({ status: "unpublished" }), { now: at(1) });
    expect(await publicly(live.id, at(2))).toEqual(nowhere);
    // Published again with no date: it keeps the moment it first went live.
    const again = await updateBlog(live.id, post({ status: "published" }), { now: at(5_000) });
    expect(again?.publishedAt).toBe(T.toISOString());
  });

  it("publishes a draft at the moment it is published, not when it was started", async () => {
    const draft = await createBlog(post({ status: "draft" }), { now: T });
    const published = await updateBlog(draft.id, post({ status: "published" }), { now: at(3_600_000) });
    expect(published?.publishedAt).toBe(at(3_600_000).toISOString());
  });
});

describe("a post's status and publish date as the form and the API send them", () => {
  const input = { title: "T", author: "A", description: "D" };

  it("reads an ISO 8601 instant, and a form's wall-clock time in the writer's zone", () => {
    const iso = BlogInputSchema.parse({ ...input, status: "published", publishDate: "2026-12-01T04:00:00Z" });
    expect(iso.publishDate?.toISOString()).toBe("2026-12-01T04:00:00.000Z");
    const local = BlogInputSchema.parse({ ...input, publishDate: "2026-12-01T09:30", timeZone: "Asia/Kolkata" });
    expect(local.publishDate?.toISOString()).toBe("2026-12-01T04:00:00.000Z");
    // An unknown zone is the office's (Pacific: UTC−8 in December).
    const office = BlogInputSchema.parse({ ...input, publishDate: "2026-12-01T09:30", timeZone: "Mars/Base" });
    expect(office.publishDate?.toISOString()).toBe("2026-12-01T17:30:00.000Z");
    expect(BlogInputSchema.parse({ ...input, publishDate: "" }).publishDate).toBeUndefined();
  });

  it("refuses a date it cannot read, a status it does not know and a schedule in the past", () => {
    expect(fieldMessages(BlogInputSchema, { ...input, publishDate: "next tuesday" })).toEqual({
      publishDate: "Publish date must be a date and time, such as 2026-12-01T09:30:00Z",
    });
    expect(fieldMessages(BlogInputSchema, { ...input, status: "live" })).toEqual({
      status: "Status must be one of draft, scheduled, published, unpublished",
    });
    expect(
      fieldMessages(BlogInputSchema, { ...input, status: "scheduled", publishDate: "2020-01-01T00:00:00Z" }),
    ).toEqual({
      publishDate: SCHEDULE_IN_FUTURE_MESSAGE,
    });
    expect(fieldMessages(BlogInputSchema, { ...input, status: "scheduled" })).toEqual({
      publishDate: SCHEDULE_IN_FUTURE_MESSAGE,
    });
  });
});

describe("readable URLs", () => {
  it("makes a unique slug from the title, keeps it through edits, and keeps old slugs leading to the post", async () => {
    const first = await createBlog(post({ title: "Pricing for Founders" }));
    const second = await createBlog(post({ title: "Pricing for founders!" }));
    expect([first.slug, second.slug]).toEqual(["pricing-for-founders", "pricing-for-founders-2"]);

    // A new title keeps the address; a typed slug changes it, and the old one still leads there.
    const retitled = await updateBlog(first.id, post({ title: "Pricing, revisited" }));
    expect(retitled?.slug).toBe("pricing-for-founders");
    const renamed = await updateBlog(first.id, post({ title: "Pricing, revisited", slug: "pricing-revisited" }));
    expect(renamed?.slug).toBe("pricing-revisited");
    expect(await pathOfFormerSlug("pricing-for-founders")).toBe("/blog/pricing-revisited");
    expect((await getLiveBlogBySlug("pricing-revisited"))?.id).toBe(first.id);

    // Another post may take the freed slug: it is its page now, no longer a redirect.
    const third = await createBlog(post({ title: "Other", slug: "pricing-for-founders" }));
    expect(third.slug).toBe("pricing-for-founders");
    expect(await pathOfFormerSlug("pricing-for-founders")).toBeNull();
    // A typed slug another post has gets the next free one.
    expect((await createBlog(post({ title: "Again", slug: "pricing-revisited" }))).slug).toBe("pricing-revisited-2");
  });

  it("refuses a slug that is not lowercase words and dashes, or only digits", () => {
    for (const slug of ["Has Spaces", "UPPER", "12345", "trailing-"])
      expect(fieldMessages(BlogInputSchema, { title: "T", author: "A", description: "D", slug })).toEqual({
        slug: "Slug may use lowercase letters, digits and single dashes between them, and not digits alone",
      });
  });
});

describe("searching posts", () => {
  it("looks in title, description and the body's text (not its markup), in any case", async () => {
    const body = await createBlog(
      post({
        title: "Cash",
        description: "Money in, money out.",
        content: "<p><strong>Working capital</strong> &amp; R&amp;D</p>",
      }),
    );
    const described = await createBlog(post({ title: "Hiring", description: "The first ten engineers", content: "" }));
    const ids = async (q: string) => (await listBlogs({ q })).blogs.map((blog) => blog.id);
    expect(await ids("WORKING CAPITAL")).toEqual([body.id]);
    expect(await ids("r&d")).toEqual([body.id]);
    expect(await ids("first ten")).toEqual([described.id]);
    expect(await ids("hiring")).toEqual([described.id]);
    expect(await ids("strong")).toEqual([]);
    expect(await ids("100%")).toEqual([]);
  });
});

describe("tags", () => {
  it("keeps a post's tags in order, once each, and finds the posts of a tag", async () => {
    const tagged = await createBlog(post({ title: "Priced", tags: "Pricing,  SaaS  metrics, pricing" }));
    expect(tagged.tags).toEqual([
      { name: "Pricing", slug: "pricing" },
      { name: "SaaS metrics", slug: "saas-metrics" },
    ]);
    const other = await createBlog(post({ title: "Other", tags: ["Hiring", "Pricing"] }));
    const ids = async (tag: string) => (await listBlogs({ tag })).blogs.map((blog) => blog.id);
    expect(await ids("pricing")).toEqual([other.id, tagged.id]);
    expect(await ids("saas-metrics")).toEqual([tagged.id]);
    expect(await ids("no-such-tag")).toEqual([]);

    // An edit that does not send tags keeps them; an empty list clears them.
    expect((await updateBlog(tagged.id, post({ title: "Priced again" })))?.tags).toHaveLength(2);
    expect((await updateBlog(tagged.id, post({ title: "Priced again", tags: [] })))?.tags).toEqual([]);
    expect(await ids("saas-metrics")).toEqual([]);
    expect((await getBlog(other.id))?.tags.map((tag) => tag.name)).toEqual(["Hiring", "Pricing"]);
  });

  it("refuses more than 10 tags, or one longer than 40 characters", () => {
    const input = { title: "T", author: "A", description: "D" };
    expect(
      fieldMessages(BlogInputSchema, { ...input, tags: Array.from({ length: 11 }, (_, n) => `Tag ${n}`) }),
    ).toEqual({
      tags: "A post has at most 10 tags",
    });
    expect(fieldMessages(BlogInputSchema, { ...input, tags: ["x".repeat(41)] })).toEqual({
      tags: "Each tag must be at most 40 characters",
    });
  });
});
