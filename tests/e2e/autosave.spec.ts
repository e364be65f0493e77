import { db, expect, test, toast, uniqueSuffix } from "./fixtures";
import { fillBlogForm, fillPostHtml } from "./forms";

// Drafts save themselves while they are written (issue 21); leaving with unsaved changes asks first.

test.describe("Autosave", () => {
  test("a new draft saves itself as it is typed, becomes its own page, and asks before unsaved changes are left", async ({
    page,
    login,
  }) => {
    const title = `Autosaved ${uniqueSuffix()}`;
    await login();
    await page.goto("/admin/blogs/new");
    const form = page.getByRole("form", { name: "Blog post" });
    await expect(form.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
    const line = form.getByRole("status").filter({ hasText: /draft|unsaved|not saved/i });
    await form.getByLabel("Status").selectOption("draft");
    await fillBlogForm(page, { title, author: "Kavya Iyer", description: "Written without pressing Save." });
    await form.getByRole("textbox", { name: "Content", exact: true }).click();
    await page.keyboard.type("The first paragraph, kept by itself.");
    await expect(form.getByText(/^Draft saved at \d/)).toBeVisible();
    // The draft exists, as a draft, and the page is now its own.
    await expect(page).toHaveURL(/\/admin\/blogs\/\d+$/);
    const stored = await db
      .selectFrom("blogs")
      .select(["id", "status", "content"])
      .where("title", "=", title)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe("draft");
    expect(stored.content).toContain("The first paragraph, kept by itself.");

    // More typing: unsaved until the next autosave; a link away asks first, and staying keeps it all.
    await page.keyboard.type(" And a second sentence.");
    await expect(line).toHaveText("Unsaved changes");
    page.once("dialog", (dialog) => {
      expect(dialog.message()).toBe("You have unsaved changes. Leave this page without saving them?");
      void dialog.dismiss();
    });
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(`/admin/blogs/${stored.id}`);
    await expect(form.getByText(/^Draft saved at \d/)).toBeVisible();

    // Saved: leaving asks nothing, and the page shows the draft as autosaved.
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL("/admin/blogs");
    await page.goto(`/admin/blogs/${stored.id}`);
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
    await expect(form.getByRole("textbox", { name: "Content", exact: true })).toContainText(
      "The first paragraph, kept by itself. And a second sentence.",
    );
    // A run of autosaves is one revision.
    const revisions = await db.selectFrom("post_revisions").select("origin").where("blog_id", "=", stored.id).execute();
    expect(revisions.map((revision) => revision.origin)).toEqual(["autosave"]);
  });

  test("a published post never saves by itself: its changes wait for Save, and leaving asks first", async ({
    page,
    login,
  }) => {
    const title = `Live edit ${uniqueSuffix()}`;
    await login();
    await page.goto("/admin/blogs/new");
    await fillBlogForm(page, { title, author: "Kavya Iyer", description: "Already public." });
    await fillPostHtml(page, "<p>Public text.</p>");
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page).toHaveURL("/admin/blogs");
    const { id } = await db.selectFrom("blogs").select("id").where("title", "=", title).executeTakeFirstOrThrow();

    let autosaves = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/admin/blogs/autosave")) autosaves += 1;
    });
    await page.goto(`/admin/blogs/${id}`);
    const form = page.getByRole("form", { name: "Blog post" });
    await form.getByLabel("Description", { exact: true }).fill("Changed, not yet saved.");
    await expect(form.getByText("Unsaved changes")).toBeVisible();
    await page.waitForTimeout(3000);
    expect(autosaves).toBe(0);
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL("/admin/blogs");
    const stored = await db.selectFrom("blogs").select("description").where("id", "=", id).executeTakeFirstOrThrow();
    expect(stored.description).toBe("Already public.");
  });

  test("a Publish pressed while a new draft's first autosave is on its way waits for it: one post, published", async ({
    page,
    login,
  }) => {
    const title = `Pressed mid-autosave ${uniqueSuffix()}`;
    await login();
    await page.goto("/admin/blogs/new");
    const form = page.getByRole("form", { name: "Blog post" });
    await expect(form.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
    // The first autosave's answer (the new draft's id) is held until Publish has been pressed.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/admin/blogs/autosave", async (route) => {
      const response = await route.fetch();
      await held;
      await route.fulfill({ response });
    });
    await form.getByLabel("Status").selectOption("draft");
    await fillBlogForm(page, { title, author: "Kavya Iyer", description: "Published while it saved itself." });
    await expect(form.getByRole("status").filter({ hasText: "Saving draft…" })).toBeVisible();
    await form.getByLabel("Status").selectOption("published");
    await page.getByRole("button", { name: "Publish" }).click();
    release();
    await expect(page).toHaveURL("/admin/blogs");
    const stored = await db.selectFrom("blogs").select("status").where("title", "=", title).execute();
    expect(stored).toEqual([{ status: "published" }]);
    await expect(toast(page, "Blog updated!")).toBeVisible();
    // Off the site again: other specs expect the demo posts on the first page of /insights.
    await db.deleteFrom("blogs").where("title", "=", title).execute();
  });

  test("a new draft, autosaved and edited since, is published by its button with no question asked", async ({
    page,
    login,
  }) => {
    const title = `Edited after autosave ${uniqueSuffix()}`;
    await login();
    await page.goto("/admin/blogs/new");
    const form = page.getByRole("form", { name: "Blog post" });
    await expect(form.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
    await form.getByLabel("Status").selectOption("draft");
    await fillBlogForm(page, { title, author: "Kavya Iyer", description: "Saved by itself, then published." });
    await expect(form.getByText(/^Draft saved at \d/)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/blogs\/\d+$/);
    await form.getByLabel("Status").selectOption("published");
    await expect(form.getByText("Unsaved changes")).toBeVisible();
    let asked = false;
    page.on("dialog", (dialog) => {
      asked = true;
      void dialog.dismiss();
    });
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page).toHaveURL("/admin/blogs");
    expect(asked).toBe(false);
    const stored = await db.selectFrom("blogs").select("status").where("title", "=", title).execute();
    expect(stored).toEqual([{ status: "published" }]);
    await expect(toast(page, "Blog updated!")).toBeVisible();
    // Off the site again: other specs expect the demo posts on the first page of /insights.
    await db.deleteFrom("blogs").where("title", "=", title).execute();
  });
});
