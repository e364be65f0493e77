import type { Page } from "@playwright/test";

import { BROWSER_VARIANT, db, expect, test, toast, uniqueSuffix } from "./fixtures";
import { fillBlogForm } from "./forms";

/**
 * Creates a post and edits it twice through the form; returns its title, its id and its public
 * address. The first version's words ("first draft", "orchard") are gone by the third.
 */
async function postWithThreeVersions(page: Page) {
  const title = `Revisions at work ${uniqueSuffix()}`;
  await page.goto("/admin/blogs/new");
  await fillBlogForm(page, {
    title,
    author: "Meera Nair",
    description: "The first draft of the summary.",
    content: "<p>The orchard opens in spring.</p><p>Bring boots.</p>",
  });
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL("/admin/blogs");

  const edit = async (values: Parameters<typeof fillBlogForm>[1]) => {
    await page.goto(`/admin/blogs?q=${encodeURIComponent(title)}`);
    await page.getByRole("link", { name: new RegExp(`^Edit ${title}`) }).click();
    await expect(page).toHaveURL(/\/admin\/blogs\/\d+$/);
    await fillBlogForm(page, values);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL("/admin/blogs");
  };
  await edit({ description: "The second summary.", content: "<p>The garden opens in spring.</p><p>Bring boots.</p>" });
  await edit({
    title: `${title} (revised)`,
    content: "<p>The garden opens in summer.</p><p>Bring boots and a hat.</p>",
  });

  const { id, slug } = await db
    .selectFrom("blogs")
    .select(["id", "slug"])
    .where("title", "=", `${title} (revised)`)
    .executeTakeFirstOrThrow();
  return { title, id, path: `/blog/${slug}` };
}

/** On a post's revisions page: compares its oldest revision, checks the marks, restores it. */
async function compareAndRestoreOldest(page: Page, id: number) {
  const rows = page.getByRole("list", { name: "Revisions, newest first" }).getByRole("listitem");
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText("Saved by e2e-admin");
  await rows
    .last()
    .getByRole("link", { name: /^Compare/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/blogs/${id}/revisions/\\d+$`));
  await expect(page.getByRole("heading", { level: 1, name: "Compare revision" })).toBeVisible();

  const content = page.getByRole("region", { name: "Content" });
  await expect(content.locator("del").filter({ hasText: "orchard" })).toBeVisible();
  await expect(content.locator("ins").filter({ hasText: "garden" })).toBeVisible();
  await expect(content.locator("ins").filter({ hasText: "summer" })).toBeVisible();
  const title = page.getByRole("region", { name: "Title" });
  await expect(title.locator("ins").filter({ hasText: "revised" })).toBeVisible();
  await expect(title.locator("del")).toHaveCount(0);
  const description = page.getByRole("region", { name: "Description" });
  await expect(description.locator("del").filter({ hasText: "first draft" })).toBeVisible();
  await expect(description.locator("ins").filter({ hasText: "second" })).toBeVisible();

  await page.getByRole("button", { name: "Restore this revision" }).click();
  await expect(page).toHaveURL(`/admin/blogs/${id}`);
}

/** The post is back to its first text, on the edit page, in its history and on the site. */
async function expectFirstVersion(page: Page, { title, id, path }: { title: string; id: number; path: string }) {
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  await expect(page.getByLabel("Description", { exact: true })).toHaveValue("The first draft of the summary.");
  await page.getByRole("link", { name: "Revisions", exact: true }).click();
  await expect(page).toHaveURL(`/admin/blogs/${id}/revisions`);
  const rows = page.getByRole("list", { name: "Revisions, newest first" }).getByRole("listitem");
  await expect(rows).toHaveCount(4);
  await expect(rows.first()).toContainText("Restored by e2e-admin");

  // Now the newest revision: nothing to restore.
  await rows
    .first()
    .getByRole("link", { name: /^Compare/ })
    .click();
  await expect(page.getByText("This revision is the same as the current version")).toBeVisible();
  await expect(page.getByRole("button", { name: "Restore this revision" })).toBeDisabled();

  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: title, exact: true })).toBeVisible();
  await expect(page.getByText("The orchard opens in spring.")).toBeVisible();
  await expect(page.getByText("garden")).toHaveCount(0);
}

test.describe("Post revisions", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("edit twice, compare the first version, restore it: the site shows it again", async ({ page, login }) => {
    await login();
    const post = await postWithThreeVersions(page);

    // From the edit page's Revisions link.
    await page.goto(`/admin/blogs?q=${encodeURIComponent(post.title)}`);
    await page.getByRole("link", { name: `Edit ${post.title} (revised)` }).click();
    await page.getByRole("link", { name: "Revisions", exact: true }).click();
    await expect(page).toHaveURL(`/admin/blogs/${post.id}/revisions`);

    await compareAndRestoreOldest(page, post.id);
    await expect(toast(page, "Revision restored")).toBeVisible();
    await expectFirstVersion(page, post);

    // The form sent again (an old tab): the text is already that revision's, nothing changes.
    const oldest = await db
      .selectFrom("post_revisions")
      .select("id")
      .where("blog_id", "=", post.id)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const again = await page.request.post(`/admin/blogs/${post.id}/revisions/${oldest.id}`, {
      headers: { Origin: new URL(page.url()).origin },
      form: {}, // the restore button's (empty) form, as the old tab sends it
    });
    expect(new URL(again.url()).pathname).toBe(`/admin/blogs/${post.id}`);
    const { count } = await db
      .selectFrom("post_revisions")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("blog_id", "=", post.id)
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(4);
  });

  test("an unknown post, or another post's revision, is a 404", async ({ page, login }) => {
    await login();
    const other = await db
      .selectFrom("post_revisions")
      .select(["id", "blog_id"])
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const mine = await db.selectFrom("blogs").select("id").where("id", "<>", other.blog_id).executeTakeFirstOrThrow();
    let response = await page.goto(`/admin/blogs/${mine.id}/revisions/${other.id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Revision not found" })).toBeVisible();
    const restore = await page.request.post(`/admin/blogs/${mine.id}/revisions/${other.id}`, {
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(restore.status()).toBe(404);

    response = await page.goto("/admin/blogs/999999/revisions");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Blog not found" })).toBeVisible();
  });
});

test.describe("Post revisions without JavaScript, at phone width", { tag: BROWSER_VARIANT }, () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

  test("compare the first version and restore it with plain forms", async ({ page, login }) => {
    await login();
    const post = await postWithThreeVersions(page);

    // From the Blog Manager's row.
    await page.goto(`/admin/blogs?q=${encodeURIComponent(post.title)}`);
    await page.getByRole("link", { name: `Revisions of ${post.title} (revised)` }).click();
    await expect(page).toHaveURL(`/admin/blogs/${post.id}/revisions`);

    await compareAndRestoreOldest(page, post.id);
    await expectFirstVersion(page, post);
  });
});
