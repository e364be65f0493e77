import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db } from "~/db.server";

import { blogSitemapEntries, createBlog, listBlogs } from "./blog.server";
import { deleteTag, mergeTag } from "./tag-removal.server";
import { getTag, slugOfFormerTagSlug, tagsOfPosts, updateTag } from "./tag.server";
import { emptyTables, taggedPostInput, startTestDatabase } from "./testing.server";

beforeAll(startTestDatabase);

const T = new Date(Math.floor(Date.now() / 1000) * 1000 - 86_400_000);
const EDITOR = { id: null, username: "tag-editor" };

const post = taggedPostInput;

const contentVersion = async () =>
  Number((await db.selectFrom("content_version").select("version").executeTakeFirstOrThrow()).version);

const activity = () => db.selectFrom("activity_log").select(["kind", "action", "summary", "actor_name"]).execute();

const tagsOf = async (id: number) => (await tagsOfPosts([id])).get(id) ?? [];

beforeEach(() =>
  emptyTables("activity_log", "post_tags", "tag_slug_redirects", "tags", "blog_slug_redirects", "blogs"),
);

describe("mergeTag", () => {
  it("gives the source's posts the target once, sends its addresses there and deletes it, logged", async () => {
    const both = await createBlog(post(["SaaS", "Pricing", "Software"]), { now: T });
    const sourceOnly = await createBlog(post(["Growth", "SaaS"]), { now: T });
    const targetOnly = await createBlog(post(["Software"]), { now: T });
    // A former slug of the source leads to the target afterwards too.
    await updateTag("saas", { name: "SaaS", slug: "saas-business", description: "" });
    const before = await contentVersion();

    const result = await mergeTag("saas-business", "software", EDITOR);
    expect(result).toMatchObject({ status: "merged", source: { name: "SaaS" }, target: { slug: "software" } });
    // A post that had both keeps the target where it was; one that had the source gets the target in its place.
    expect(await tagsOf(both.id)).toEqual([
      { name: "Pricing", slug: "pricing" },
      { name: "Software", slug: "software" },
    ]);
    expect(await tagsOf(sourceOnly.id)).toEqual([
      { name: "Growth", slug: "growth" },
      { name: "Software", slug: "software" },
    ]);
    expect(await tagsOf(targetOnly.id)).toEqual([{ name: "Software", slug: "software" }]);
    expect(await getTag("saas-business")).toBeUndefined();
    expect(await slugOfFormerTagSlug("saas-business")).toBe("software");
    expect(await slugOfFormerTagSlug("saas")).toBe("software");
    const { blogs, total } = await listBlogs({ tag: "software", now: new Date() });
    expect(total).toBe(3);
    expect(blogs.map((blog) => blog.id).sort()).toEqual([both.id, sourceOnly.id, targetOnly.id].sort());
    expect((await blogSitemapEntries()).map((entry) => entry.path)).not.toContain("/insights/tag/saas-business");
    expect(await contentVersion()).toBeGreaterThan(before);
    expect(await activity()).toEqual([
      { kind: "tag", action: "merged", summary: "Merged the tag “SaaS” into “Software”", actor_name: "tag-editor" },
    ]);

    // A writer who types the merged tag's name gets the target.
    const later = await createBlog(post(["saas"]), { now: T });
    expect(await tagsOf(later.id)).toEqual([{ name: "Software", slug: "software" }]);
  });

  it("refuses an unknown source or target, and a tag into itself, changing and logging nothing", async () => {
    await createBlog(post(["SaaS", "Software"]), { now: T });
    expect(await mergeTag("no-such-tag", "software", EDITOR)).toEqual({ status: "missing" });
    expect(await mergeTag("saas", "no-such-tag", EDITOR)).toEqual({ status: "target-missing" });
    expect(await mergeTag("saas", "saas", EDITOR)).toEqual({ status: "same" });
    expect(await getTag("saas")).toBeDefined();
    expect(await activity()).toEqual([]);
  });
});

describe("deleteTag", () => {
  it("takes the tag off its posts, with its page and former addresses, logged", async () => {
    const blog = await createBlog(post(["Pricing", "SaaS", "Growth"]), { now: T });
    await updateTag("saas", { name: "SaaS", slug: "saas-business", description: "" });
    const before = await contentVersion();

    expect(await deleteTag("saas-business", EDITOR)).toBe(true);
    expect(await tagsOf(blog.id)).toEqual([
      { name: "Pricing", slug: "pricing" },
      { name: "Growth", slug: "growth" },
    ]);
    expect(await getTag("saas-business")).toBeUndefined();
    expect(await slugOfFormerTagSlug("saas")).toBeNull();
    expect(await db.selectFrom("tag_slug_redirects").selectAll().execute()).toEqual([]);
    expect((await blogSitemapEntries()).map((entry) => entry.path)).not.toContain("/insights/tag/saas-business");
    expect(await contentVersion()).toBeGreaterThan(before);
    expect(await activity()).toEqual([
      { kind: "tag", action: "deleted", summary: "Deleted the tag “SaaS”", actor_name: "tag-editor" },
    ]);
    expect(await deleteTag("saas-business", EDITOR)).toBe(false);
    expect(await activity()).toHaveLength(1);
  });
});
