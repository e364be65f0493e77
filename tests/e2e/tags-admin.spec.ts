// Tags in the back-office, with JavaScript at desktop width and without it at phone width: an
// Admin goes from the Blog Manager to the tags, gives a seeded post's tag a description (a blank
// name is refused first, what was typed kept) and the tag's page, its meta description and its
// feed say it at once. An Editor reaches the tags too; a Recruiter is refused with 403.
import { expect, test, toast, uniqueSuffix } from "./fixtures";

const PHONE = { width: 375, height: 740 };

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "Tags" : "Tags without JavaScript", () => {
    test.use({ javaScriptEnabled, viewport: javaScriptEnabled ? undefined : PHONE });
    // Each run its own seeded tag, so the two never edit the same one.
    const tag = javaScriptEnabled ? { name: "Brand", slug: "brand" } : { name: "Hiring", slug: "hiring" };

    test("an Admin describes a seeded post's tag, and its page and feed show it at once", async ({
      page,
      login,
      request,
    }) => {
      await login();
      const description = `How we think about ${tag.name.toLowerCase()} (${uniqueSuffix()}).`;
      // A visitor's page and feed (`request`: no session), asked for twice so the page cache keeps them.
      const visitorPaths = [`/insights/tag/${tag.slug}`, `/insights/tag/${tag.slug}/rss.xml`];
      for (const path of [...visitorPaths, ...visitorPaths]) expect((await request.get(path)).status()).toBe(200);

      await page.goto("/admin/blogs");
      await page.getByRole("link", { name: "Tags", exact: true }).click();
      await expect(page).toHaveURL("/admin/tags");
      await expect(page.getByRole("heading", { level: 1, name: "Tags" })).toBeVisible();
      const card = page
        .getByRole("list", { name: "Tags" })
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: tag.name, exact: true }) });
      await expect(card).toContainText(`/insights/tag/${tag.slug}`);
      await expect(card).toContainText(/\d+ posts? · \d+ live/);
      await card.getByRole("link", { name: `Edit ${tag.name}` }).click();

      await expect(page).toHaveURL(`/admin/tags/${tag.slug}`);
      const name = page.getByLabel("Name");
      await expect(name).toHaveValue(tag.name);
      await expect(page.getByText(`Its address stays /insights/tag/${tag.slug}`)).toBeVisible();
      await name.fill("");
      await page.getByLabel("Description").fill(description);
      await page.getByRole("button", { name: "Save tag" }).click();
      await expect(page.getByText("Name is required")).toBeVisible();
      await expect(name).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel("Description")).toHaveValue(description);

      await name.fill(tag.name);
      await page.getByRole("button", { name: "Save tag" }).click();
      await expect(page).toHaveURL("/admin/tags");
      if (javaScriptEnabled) await expect(toast(page, "Tag saved")).toBeVisible();
      await expect(card).toContainText("Described");
      await expect(card).toContainText(description);

      await card.getByRole("link", { name: new RegExp(`the page of ${tag.name}$`) }).click();
      await expect(page).toHaveURL(`/insights/tag/${tag.slug}`);
      await expect(page.getByRole("heading", { level: 1, name: tag.name })).toBeVisible();
      await expect(page.getByText(description)).toBeVisible();
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", description);
      // Visitors, served from the cache until now, get the new page and feed at once.
      const [visitorPage, feed] = await Promise.all(visitorPaths.map(async (path) => (await request.get(path)).text()));
      expect(visitorPage).toContain(`<meta name="description" content="${description}"`);
      expect(feed).toContain(`<description>${description}</description>`);
    });
  });
}

test("an Editor reaches the tags; a Recruiter is refused with 403", async ({ page, login, createUser }) => {
  await login(await createUser({ role: "editor" }));
  expect((await page.goto("/admin/tags"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Tags" })).toBeVisible();
  await page.getByRole("link", { name: "Edit Pricing" }).click();
  await expect(page.getByLabel("Name")).toHaveValue("Pricing");
  expect((await page.goto("/admin/tags/no-such-tag"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Tag not found" })).toBeVisible();

  await login(await createUser({ role: "recruiter" }));
  for (const path of ["/admin/tags", "/admin/tags/pricing"]) {
    expect((await page.goto(path))?.status(), path).toBe(403);
    await expect(page.getByText("Your role does not give you access to this page.")).toBeVisible();
  }
  const refused = await page.request.post("/admin/tags/pricing", {
    form: { name: "Taken over", description: "" },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(refused.status()).toBe(403);
});
