import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db } from "~/db.server";

import { BlogInputSchema, createBlog, deleteBlog, getBlog, updateBlog } from "./blog.server";
import {
  AUTOSAVE_COALESCE_MS,
  getRevision,
  listRevisions,
  recordRevision,
  restoreRevision,
  REVISIONS_KEPT,
} from "./post-revision.server";
import { emptyTables, insertStaff, startTestDatabase } from "./testing.server";

beforeAll(startTestDatabase);

const input = (overrides: Record<string, unknown> = {}) =>
  BlogInputSchema.parse({
    title: "Title",
    author: "Author",
    description: "Description",
    content: "<p>Body</p>",
    ...overrides,
  });

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 5, 9, 0) + minutes * 60_000);

const rowsOf = (postId: number) =>
  db.selectFrom("post_revisions").selectAll().where("blog_id", "=", postId).orderBy("id").execute();

let asha: { id: number; username: string };
let ravi: { id: number; username: string };

beforeEach(async () => {
  await emptyTables("post_revisions", "activity_log", "post_tags", "tags", "blog_slug_redirects", "blogs", "users");
  asha = await insertStaff("asha", "Asha Rao");
  ravi = await insertStaff("ravi");
});

describe("recordRevision, through createBlog and updateBlog", () => {
  it("keeps each save's text, with who saved it, newest first", async () => {
    const post = await createBlog(input(), { actor: asha, now: at(0) });
    await updateBlog(post.id, input({ title: "Second" }), { actor: ravi, now: at(1) });
    const list = await listRevisions(post.id);
    expect(list).toEqual([
      { id: expect.any(Number), createdAt: at(1).toISOString(), origin: "save", userName: "ravi", title: "Second" },
      { id: expect.any(Number), createdAt: at(0).toISOString(), origin: "save", userName: "Asha Rao", title: "Title" },
    ]);
    expect(await getRevision(post.id, list[1]!.id)).toMatchObject({
      title: "Title",
      description: "Description",
      content: "<p>Body</p>",
      author: "Author",
    });
  });

  it("keeps the content as saved: sanitized", async () => {
    const post = await createBlog(input({ content: '<p onclick="x()">Hi<script>bad()</script></p>' }));
    const [revision] = await rowsOf(post.id);
    expect(revision!.content).toBe("<p>Hi</p>");
    expect(revision!.user_id).toBeNull();
  });

  it("skips a save that leaves the text as the newest revision has it", async () => {
    const post = await createBlog(input(), { actor: asha, now: at(0) });
    await updateBlog(post.id, input({ tags: ["Pricing"], status: "draft" }), { actor: asha, now: at(1) });
    expect(await rowsOf(post.id)).toHaveLength(1);
    await updateBlog(post.id, input({ author: "Someone else" }), { actor: asha, now: at(2) });
    expect(await rowsOf(post.id)).toHaveLength(2);
  });

  it(`keeps the newest ${REVISIONS_KEPT} revisions of a post`, async () => {
    const post = await createBlog(input({ title: "Save 1" }), { now: at(0) });
    const other = await createBlog(input({ title: "Other post" }), { now: at(0) });
    for (let save = 2; save <= 55; save += 1) {
      await updateBlog(post.id, input({ title: `Save ${save}` }), { now: at(save) });
    }
    const rows = await rowsOf(post.id);
    expect(rows).toHaveLength(REVISIONS_KEPT);
    expect(rows.map((row) => row.title)).toEqual(Array.from({ length: 50 }, (_, i) => `Save ${i + 6}`));
    expect(await rowsOf(other.id)).toHaveLength(1);
  });

  it("merges an autosave into the same person's autosave of less than 10 minutes before", async () => {
    const post = await createBlog(input(), { actor: asha, now: at(0) });
    const autosave = (text: string, minutes: number, actor = asha) =>
      updateBlog(post.id, input({ content: `<p>${text}</p>` }), { actor, now: at(minutes), origin: "autosave" });

    await autosave("One", 1);
    await autosave("Two", 5);
    let rows = await rowsOf(post.id);
    expect(rows.map((row) => [row.origin, row.content, row.created_at])).toEqual([
      ["save", "<p>Body</p>", at(0).toISOString()],
      ["autosave", "<p>Two</p>", at(5).toISOString()],
    ]);

    // 10 minutes after the last one: a new revision.
    await autosave("Three", 5 + AUTOSAVE_COALESCE_MS / 60_000);
    // Another person's autosave: a new revision.
    await autosave("Four", 16, ravi);
    // A save in between ends the run: the next autosave is a new revision.
    await updateBlog(post.id, input({ content: "<p>Five</p>" }), { actor: ravi, now: at(17) });
    await autosave("Six", 18, ravi);
    rows = await rowsOf(post.id);
    expect(rows.map((row) => [row.origin, row.content, row.user_id])).toEqual([
      ["save", "<p>Body</p>", asha.id],
      ["autosave", "<p>Two</p>", asha.id],
      ["autosave", "<p>Three</p>", asha.id],
      ["autosave", "<p>Four</p>", ravi.id],
      ["save", "<p>Five</p>", ravi.id],
      ["autosave", "<p>Six</p>", ravi.id],
    ]);
  });

  it("can be called on a transaction of one's own, and answers null when nothing changed", async () => {
    const post = await createBlog(input());
    const id = await db
      .transaction()
      .execute((trx) => recordRevision(trx, { ...post, title: "New" }, { userId: null, origin: "save", now: at(1) }));
    expect(id).toEqual(expect.any(Number));
    const same = await db
      .transaction()
      .execute((trx) => recordRevision(trx, { ...post, title: "New" }, { userId: null, origin: "save", now: at(2) }));
    expect(same).toBeNull();
  });

  it("go when their post is deleted, and lose their person when the account is", async () => {
    const post = await createBlog(input(), { actor: asha });
    await updateBlog(post.id, input({ title: "Two" }), { actor: ravi });
    await db.deleteFrom("users").where("id", "=", ravi.id).execute();
    expect((await listRevisions(post.id)).map((revision) => revision.userName)).toEqual([null, "Asha Rao"]);
    await deleteBlog(post.id);
    expect(await rowsOf(post.id)).toEqual([]);
  });
});

describe("getRevision", () => {
  it("answers null for a revision of another post, or none", async () => {
    const post = await createBlog(input());
    const other = await createBlog(input({ title: "Other" }));
    const [revision] = await rowsOf(other.id);
    expect(await getRevision(post.id, revision!.id)).toBeNull();
    expect(await getRevision(post.id, 999_999)).toBeNull();
  });
});

describe("restoreRevision", () => {
  it("writes the text back, leaves slug, tags, status, date and image, and logs the restore", async () => {
    const post = await createBlog(
      input({ title: "First", tags: ["Pricing", "SaaS"], image: "/images/blog/a.svg", slug: "kept-slug" }),
      { actor: asha, now: at(0) },
    );
    const [first] = await listRevisions(post.id);
    await updateBlog(
      post.id,
      input({
        title: "Second",
        description: "Changed",
        content: "<p>New body</p>",
        author: "Ravi",
        tags: ["Pricing", "SaaS"],
        image: "/images/blog/a.svg",
        slug: "kept-slug",
        status: "unpublished",
      }),
      { actor: asha, now: at(1) },
    );
    const before = (await getBlog(post.id))!;

    const restored = await restoreRevision(post.id, first!.id, { actor: ravi, now: at(2) });
    expect(restored).toMatchObject({
      title: "First",
      description: "Description",
      content: "<p>Body</p>",
      author: "Author",
      slug: "kept-slug",
      image: "/images/blog/a.svg",
      status: "unpublished",
      publishedAt: before.publishedAt,
    });
    expect(restored!.tags.map((tag) => tag.name)).toEqual(["Pricing", "SaaS"]);

    const [newest] = await listRevisions(post.id);
    expect(newest).toMatchObject({
      origin: "restore",
      userName: "ravi",
      title: "First",
      createdAt: at(2).toISOString(),
    });
    const log = await db.selectFrom("activity_log").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(log).toMatchObject({
      actor_id: ravi.id,
      kind: "post",
      action: "restored",
      subject_id: post.id,
      summary: "Restored the post “First” to its revision of January 5, 2026 at 9:00 AM UTC",
    });
  });

  it("keeps a scheduled post scheduled", async () => {
    const future = new Date(Date.now() + 7 * 86_400_000);
    const post = await createBlog(input({ status: "scheduled", publishDate: future.toISOString() }));
    const [first] = await listRevisions(post.id);
    await updateBlog(post.id, input({ title: "Changed" }));
    const restored = await restoreRevision(post.id, first!.id);
    expect(restored).toMatchObject({ title: "Title", status: "published", publishedAt: future.toISOString() });
  });

  it("answers null for an unknown post or another post's revision, and changes nothing", async () => {
    const post = await createBlog(input());
    const other = await createBlog(input({ title: "Other" }));
    const [revision] = await listRevisions(other.id);
    expect(await restoreRevision(post.id, revision!.id)).toBeNull();
    expect(await restoreRevision(999_999, revision!.id)).toBeNull();
    expect((await getBlog(post.id))!.title).toBe("Title");
    expect(await rowsOf(post.id)).toHaveLength(1);
  });
});
