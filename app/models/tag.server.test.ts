import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db } from "~/db.server";

import { createBlog, getBlog, updateBlog } from "./blog.server";
import {
  getTag,
  listTags,
  listTagsWithCounts,
  nameTakenMessage,
  slugOfFormerTagSlug,
  slugTakenMessage,
  TAG_NAME_COMMA_MESSAGE,
  TagEditSchema,
  tagsOfPosts,
  updateTag,
} from "./tag.server";
import { emptyTables, fieldMessages, taggedPostInput, startTestDatabase } from "./testing.server";

beforeAll(startTestDatabase);

// Tomorrow: a scheduled post's date must be in the future by the clock (the schema checks it).
const T = new Date(Math.floor(Date.now() / 1000) * 1000 + 86_400_000);
const at = (ms: number) => new Date(T.getTime() + ms);
const EDITOR = { id: null, username: "tag-editor" };

const post = taggedPostInput;

const contentVersion = async () =>
  Number((await db.selectFrom("content_version").select("version").executeTakeFirstOrThrow()).version);

const activity = () => db.selectFrom("activity_log").select(["kind", "action", "summary", "actor_name"]).execute();

beforeEach(() =>
  emptyTables("activity_log", "post_tags", "tag_slug_redirects", "tags", "blog_slug_redirects", "blogs"),
);

describe("listTagsWithCounts", () => {
  it("lists every tag by name with its posts and its live posts; drafts, scheduled and unpublished posts are not live", async () => {
    await createBlog(post(["Pricing", "SaaS"]), { now: T });
    await createBlog(post(["pricing"], { status: "draft" }), { now: T });
    await createBlog(post(["Pricing"], { status: "scheduled", publishDate: at(60_000).toISOString() }), { now: T });
    const gone = await createBlog(post(["Pricing", "apples"]), { now: T });
    await updateBlog(gone.id, post(["Pricing", "apples"], { status: "unpublished" }), { now: T });
    await createBlog(post(["Zebra"], { status: "draft" }), { now: T });

    expect(await listTagsWithCounts(at(1_000))).toEqual([
      { name: "apples", slug: "apples", description: "", posts: 1, live: 0 },
      { name: "Pricing", slug: "pricing", description: "", posts: 4, live: 1 },
      { name: "SaaS", slug: "saas", description: "", posts: 1, live: 1 },
      { name: "Zebra", slug: "zebra", description: "", posts: 1, live: 0 },
    ]);
    // Once the scheduled post's time has come, it counts as live.
    expect((await listTagsWithCounts(at(60_000))).find((tag) => tag.slug === "pricing")).toMatchObject({
      posts: 4,
      live: 2,
    });
  });

  it("lists a tag no post carries any more, with none; and nothing when there are no tags", async () => {
    expect(await listTagsWithCounts()).toEqual([]);
    const only = await createBlog(post(["Lonely"]), { now: T });
    await updateBlog(only.id, post([]), { now: T });
    expect(await listTagsWithCounts()).toEqual([
      { name: "Lonely", slug: "lonely", description: "", posts: 0, live: 0 },
    ]);
  });
});

describe("TagEditSchema", () => {
  it("requires a name of 1 to 40 characters, without commas, and a description of at most 500", () => {
    expect(fieldMessages(TagEditSchema, { name: "  ", description: "" })).toEqual({ name: "Name is required" });
    expect(fieldMessages(TagEditSchema, { name: "x".repeat(41), description: "d".repeat(501) })).toEqual({
      name: "Name must be at most 40 characters",
      description: "Description must be at most 500 characters",
    });
    expect(fieldMessages(TagEditSchema, { name: "Tax, law" })).toEqual({ name: TAG_NAME_COMMA_MESSAGE });
  });

  it("keeps plain text on one line, trimmed; a blank description is none", () => {
    expect(TagEditSchema.parse({ name: "  Tax   law ", description: " Line one\nline two\u0007 " })).toEqual({
      name: "Tax law",
      description: "Line one line two",
    });
    expect(TagEditSchema.parse({ name: "Tax" })).toEqual({ name: "Tax", description: "" });
  });

  it("takes a slug of lowercase words and digits; left empty, there is none (the tag keeps its own)", () => {
    expect(TagEditSchema.parse({ name: "Tax", slug: " tax-law-2026 " })).toMatchObject({ slug: "tax-law-2026" });
    expect(TagEditSchema.parse({ name: "Tax", slug: "" }).slug).toBeUndefined();
    expect(fieldMessages(TagEditSchema, { name: "Tax", slug: "Tax law" })).toEqual({
      slug: "Slug may use lowercase letters, digits and single dashes between them, and not digits alone",
    });
    expect(fieldMessages(TagEditSchema, { name: "Tax", slug: "2026" })).toHaveProperty("slug");
  });
});

describe("updateTag", () => {
  it("renames a tag and describes it; its slug stays, and the change is logged in its transaction", async () => {
    const blog = await createBlog(post(["Pricing"]), { now: T });
    const before = await contentVersion();
    const result = await updateTag("pricing", { name: "Pricing strategy", description: "How to charge." }, EDITOR);
    expect(result).toMatchObject({
      status: "saved",
      changed: true,
      tag: { name: "Pricing strategy", slug: "pricing", description: "How to charge." },
    });
    expect((await tagsOfPosts([blog.id])).get(blog.id)).toEqual([{ name: "Pricing strategy", slug: "pricing" }]);
    // The public pages cached at the old version are stale at once (a trigger on tags).
    expect(await contentVersion()).toBeGreaterThan(before);
    expect(await activity()).toEqual([
      {
        kind: "tag",
        action: "updated",
        summary: "Renamed the tag “Pricing” to “Pricing strategy”",
        actor_name: "tag-editor",
      },
    ]);

    await updateTag("pricing", { name: "Pricing strategy", description: "" }, EDITOR);
    expect((await activity()).map((entry) => entry.summary)).toContain("Edited the tag “Pricing strategy”");
  });

  it("changes and logs nothing when nothing changed", async () => {
    await createBlog(post(["Pricing"]), { now: T });
    const before = await contentVersion();
    expect(await updateTag("pricing", { name: "Pricing", description: "" }, EDITOR)).toMatchObject({
      status: "saved",
      changed: false,
    });
    expect(await contentVersion()).toBe(before);
    expect(await activity()).toEqual([]);
  });

  it("refuses an unknown tag, and a name (or the slug of a name) another tag has", async () => {
    await createBlog(post(["Pricing", "Growth hacks"]), { now: T });
    expect(await updateTag("no-such-tag", { name: "X", description: "" }, EDITOR)).toEqual({ status: "missing" });
    expect(await updateTag("pricing", { name: "growth HACKS", description: "" }, EDITOR)).toEqual({
      status: "name-taken",
      other: "Growth hacks",
    });
    expect(await updateTag("pricing", { name: "Growth-hacks", description: "" }, EDITOR)).toEqual({
      status: "name-taken",
      other: "Growth hacks",
    });
    expect(nameTakenMessage("Growth hacks")).toBe("Another tag is called “Growth hacks”: choose a name of its own");
    // Its own name in other letters is no clash.
    expect(await updateTag("pricing", { name: "PRICING", description: "" }, EDITOR)).toMatchObject({
      status: "saved",
    });
    expect(await activity()).toHaveLength(1);
  });

  it("keeps a renamed tag on the posts saved again with its new name, or its old one", async () => {
    const blog = await createBlog(post(["Pricing", "SaaS"]), { now: T });
    await updateTag("pricing", { name: "Pricing strategy", description: "" });
    // The post form shows the tag's new name; saving it keeps the same tag (and its address).
    await updateBlog(blog.id, post(["Pricing strategy", "SaaS"]), { now: T });
    expect((await tagsOfPosts([blog.id])).get(blog.id)).toEqual([
      { name: "Pricing strategy", slug: "pricing" },
      { name: "SaaS", slug: "saas" },
    ]);
    // Its old name (its slug's words) and its new one together: one tag, given once.
    await updateBlog(blog.id, post(["pricing strategy", "Pricing"]), { now: T });
    expect((await tagsOfPosts([blog.id])).get(blog.id)).toEqual([{ name: "Pricing strategy", slug: "pricing" }]);
    expect(await db.selectFrom("tags").select("slug").orderBy("slug").execute()).toEqual([
      { slug: "pricing" },
      { slug: "saas" },
    ]);
    expect((await getBlog(blog.id))?.tags).toEqual([{ name: "Pricing strategy", slug: "pricing" }]);
  });
});

describe("renaming a tag's slug", () => {
  it("moves its page to the new slug; the old one leads there, and the change is logged", async () => {
    const blog = await createBlog(post(["Pricing"]), { now: T });
    const before = await contentVersion();
    const result = await updateTag(
      "pricing",
      { name: "Pricing models", slug: "pricing-models", description: "" },
      EDITOR,
    );
    expect(result).toMatchObject({ status: "saved", changed: true, tag: { slug: "pricing-models" } });
    expect(await getTag("pricing")).toBeUndefined();
    expect(await getTag("pricing-models")).toMatchObject({ name: "Pricing models" });
    expect(await slugOfFormerTagSlug("pricing")).toBe("pricing-models");
    expect((await tagsOfPosts([blog.id])).get(blog.id)).toEqual([{ name: "Pricing models", slug: "pricing-models" }]);
    expect(await contentVersion()).toBeGreaterThan(before);
    expect((await activity()).map((entry) => entry.summary)).toEqual([
      "Renamed the tag “Pricing” to “Pricing models” (its page is now /insights/tag/pricing-models)",
    ]);

    // Moved again, both former slugs lead to where it is now; moved back, its own slug is no former one.
    await updateTag("pricing-models", { name: "Pricing models", slug: "prices", description: "" }, EDITOR);
    expect(await slugOfFormerTagSlug("pricing")).toBe("prices");
    expect(await slugOfFormerTagSlug("pricing-models")).toBe("prices");
    expect((await activity()).map((entry) => entry.summary)).toContain(
      "Moved the tag “Pricing models” to /insights/tag/prices",
    );
    await updateTag("prices", { name: "Pricing", slug: "pricing", description: "" }, EDITOR);
    expect(await slugOfFormerTagSlug("pricing")).toBeNull();
    expect(await slugOfFormerTagSlug("prices")).toBe("pricing");
  });

  it("refuses a slug another tag has, and changes nothing", async () => {
    await createBlog(post(["Pricing", "Growth"]), { now: T });
    expect(await updateTag("pricing", { name: "Pricing", slug: "growth", description: "" }, EDITOR)).toEqual({
      status: "slug-taken",
      other: "Growth",
    });
    expect(slugTakenMessage("Growth")).toBe("The tag “Growth” has this address: choose another");
    expect(await getTag("pricing")).toMatchObject({ name: "Pricing" });
    expect(await activity()).toEqual([]);
  });

  it("keeps giving posts the renamed tag when a writer types its old name", async () => {
    await createBlog(post(["Pricing"]), { now: T });
    await updateTag("pricing", { name: "Pricing models", slug: "pricing-models", description: "" });
    const later = await createBlog(post(["pricing", "New"]), { now: T });
    expect((await tagsOfPosts([later.id])).get(later.id)).toEqual([
      { name: "Pricing models", slug: "pricing-models" },
      { name: "New", slug: "new" },
    ]);
    expect(await listTags()).toEqual([
      { name: "New", slug: "new" },
      { name: "Pricing models", slug: "pricing-models" },
    ]);
  });

  it("moves the content version on for a write to the former slugs alone (a trigger)", async () => {
    await createBlog(post(["Pricing"]), { now: T });
    const { id } = await db.selectFrom("tags").select("id").executeTakeFirstOrThrow();
    const before = await contentVersion();
    await db
      .insertInto("tag_slug_redirects")
      .values({ slug: "prices", tag_id: id, created_at: T.toISOString() })
      .execute();
    expect(await contentVersion()).toBeGreaterThan(before);
  });
});
