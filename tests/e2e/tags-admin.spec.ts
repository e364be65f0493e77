// Tags in the back-office, with JavaScript at desktop width and without it at phone width: an
// Admin goes from the Blog Manager to the tags, gives a seeded post's tag a description (a blank
// name is refused first, what was typed kept) and the tag's page, its meta description and its
// feed say it at once. Then, with and without JavaScript at desktop and phone width, tags of the
// test's own posts are renamed (a new slug), merged and deleted, and the posts, tag pages and feeds
// follow; the old addresses redirect. An Editor may do all of it; a Recruiter is refused with 403.
import type { APIRequestContext, Page } from "@playwright/test";

import { admin, BROWSER_VARIANT, expect, test, toast, uniqueSuffix } from "./fixtures";
import { settingsSeed } from "../../app/content/seed/settings";

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

for (const javaScriptEnabled of [true, false]) {
  const title = javaScriptEnabled ? "Tags" : "Tags without JavaScript";
  test.describe(title, { tag: javaScriptEnabled ? [] : BROWSER_VARIANT }, () => {
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
      await expect(page.getByLabel("Slug")).toHaveValue(tag.slug);
      const fallback = `Articles about ${tag.name} from ${settingsSeed.company.name}.`;
      await expect(page.getByText(`Left empty, they say “${fallback}”`, { exact: false })).toBeVisible();
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

/** Publishes a post with these tags through the API; returns its public path. */
async function publishPost(request: APIRequestContext, tags: string[]) {
  const { token } = await (await request.post("/api/login", { data: admin })).json();
  const response = await request.post("/api/blogs", {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: `Tagged post ${uniqueSuffix()}`,
      author: "Tag Tester",
      description: "A post whose tags are renamed, merged and deleted.",
      content: "<p>Tags follow.</p>",
      tags,
    },
  });
  expect(response.status()).toBe(201);
  return `/blog/${(await response.json()).blog.id}`;
}

/** The tags a visitor sees on a post's page, by name. */
async function postTagNames(page: Page, path: string) {
  await page.goto(path);
  return page.getByRole("main").getByRole("list", { name: "Tags" }).first().getByRole("link").allTextContents();
}

/** Where a visitor asking for `path` is sent: the status and Location of the answer. */
async function redirectOf(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers()["location"] };
}

for (const javaScriptEnabled of [true, false]) {
  for (const [width, viewport] of Object.entries({ desktop: DESKTOP, phone: PHONE })) {
    const title = `Renaming, merging and deleting tags, ${javaScriptEnabled ? "with" : "without"} JavaScript, ${width}`;
    const variant = !javaScriptEnabled || width !== "desktop";
    test.describe(title, { tag: variant ? BROWSER_VARIANT : [] }, () => {
      test.use({ javaScriptEnabled, viewport });

      test("the posts, tag pages and feeds follow, and the old addresses redirect", async ({
        page,
        login,
        request,
      }) => {
        const suffix = uniqueSuffix();
        const [alpha, beta, gamma] = ["Alpha", "Beta", "Gamma"].map((name) => ({
          name: `${name} ${suffix}`,
          slug: `${name.toLowerCase()}-${suffix}`,
        }));
        const both = await publishPost(request, [alpha!.name, beta!.name, gamma!.name]);
        const betaOnly = await publishPost(request, [beta!.name]);
        // A visitor's tag pages, asked for twice so the page cache keeps them: none outlives the changes.
        for (const tag of [alpha, beta, gamma, alpha, beta, gamma])
          expect((await request.get(`/insights/tag/${tag!.slug}`)).status()).toBe(200);
        await login();

        // Rename Alpha with a new slug: a malformed slug is refused first, what was typed kept.
        await page.goto(`/admin/tags/${alpha!.slug}`);
        const renamed = { name: `Retitled ${suffix}`, slug: `retitled-${suffix}` };
        await page.getByLabel("Name").fill(renamed.name);
        await page.getByLabel("Slug").fill("Not a slug");
        await page.getByRole("button", { name: "Save tag" }).click();
        await expect(page.getByText("Slug may use lowercase letters, digits and single dashes")).toBeVisible();
        await expect(page.getByLabel("Slug")).toHaveAttribute("aria-invalid", "true");
        await expect(page.getByLabel("Name")).toHaveValue(renamed.name);
        await page.getByLabel("Slug").fill(renamed.slug);
        await page.getByRole("button", { name: "Save tag" }).click();
        await expect(page).toHaveURL("/admin/tags");
        if (javaScriptEnabled) await expect(toast(page, "Tag saved")).toBeVisible();
        expect(await redirectOf(request, `/insights/tag/${alpha!.slug}?page=1`)).toEqual({
          status: 301,
          location: `/insights/tag/${renamed.slug}?page=1`,
        });
        expect(await redirectOf(request, `/insights/tag/${alpha!.slug}/rss.xml`)).toEqual({
          status: 301,
          location: `/insights/tag/${renamed.slug}/rss.xml`,
        });
        expect(await postTagNames(page, both)).toEqual([renamed.name, beta!.name, gamma!.name]);

        // Merge Beta into the renamed tag: a merge without a choice is refused first.
        await page.goto(`/admin/tags/${beta!.slug}`);
        const merge = page.getByRole("form", { name: "Merge tag" });
        await merge.getByRole("button", { name: "Merge tags" }).click();
        await expect(merge.getByText("Choose the tag to merge it into")).toBeVisible();
        await merge.getByLabel("Merge into").selectOption({ label: renamed.name });
        await merge.getByRole("button", { name: "Merge tags" }).click();
        if (javaScriptEnabled) {
          const dialog = page.getByRole("dialog", { name: "Merge these tags?" });
          await expect(dialog).toContainText(`Every post tagged “${beta!.name}” will be tagged “${renamed.name}”`);
          await dialog.getByRole("button", { name: "Merge", exact: true }).click();
        }
        await expect(page).toHaveURL("/admin/tags");
        if (javaScriptEnabled) await expect(toast(page, "Tags merged")).toBeVisible();
        const tags = page.getByRole("list", { name: "Tags" });
        await expect(tags.getByRole("heading", { name: beta!.name, exact: true })).toHaveCount(0);
        await expect(
          tags.getByRole("listitem").filter({ has: page.getByRole("heading", { name: renamed.name, exact: true }) }),
        ).toContainText("2 posts · 2 live");
        expect(await redirectOf(request, `/insights/tag/${beta!.slug}`)).toEqual({
          status: 301,
          location: `/insights/tag/${renamed.slug}`,
        });
        // The post that had both has the tag once; the other has it in Beta's place.
        expect(await postTagNames(page, both)).toEqual([renamed.name, gamma!.name]);
        expect(await postTagNames(page, betaOnly)).toEqual([renamed.name]);
        await page.goto(`/insights/tag/${renamed.slug}`);
        await expect(page.getByText("2 articles")).toBeVisible();
        expect(await (await request.get(`/insights/tag/${renamed.slug}/rss.xml`)).text()).toContain(
          `Insights: ${renamed.name}</title>`,
        );

        // Delete Gamma from the list.
        await page.goto("/admin/tags");
        await page.getByRole("link", { name: `Delete ${gamma!.name}` }).click();
        if (javaScriptEnabled) {
          const dialog = page.getByRole("dialog", { name: "Delete this tag?" });
          await expect(dialog).toContainText(`“${gamma!.name}” will be removed from every post that has it`);
          await dialog.getByRole("button", { name: "Delete" }).click();
          await expect(toast(page, "Tag deleted")).toBeVisible();
        } else {
          await expect(page).toHaveURL(`/admin/tags/${gamma!.slug}/delete`);
          await expect(page.getByRole("heading", { level: 1, name: "Delete this tag?" })).toBeVisible();
          await page.getByRole("button", { name: "Delete" }).click();
          await expect(page).toHaveURL("/admin/tags");
        }
        await expect(page.getByRole("list", { name: "Tags" }).getByRole("heading", { name: gamma!.name })).toHaveCount(
          0,
        );
        expect((await request.get(`/insights/tag/${gamma!.slug}`)).status()).toBe(404);
        expect(await postTagNames(page, both)).toEqual([renamed.name]);
      });
    });
  }
}

test("an Editor reaches the tags; a Recruiter is refused with 403", async ({ page, login, createUser }) => {
  await login(await createUser({ role: "editor" }));
  expect((await page.goto("/admin/tags"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Tags" })).toBeVisible();
  await page.getByRole("link", { name: "Edit Pricing" }).click();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Pricing");
  expect((await page.goto("/admin/tags/no-such-tag"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Tag not found" })).toBeVisible();

  await login(await createUser({ role: "recruiter" }));
  for (const path of ["/admin/tags", "/admin/tags/pricing"]) {
    expect((await page.goto(path))?.status(), path).toBe(403);
    await expect(page.getByText("Your role does not give you access to this page.")).toBeVisible();
  }
  const origin = new URL(page.url()).origin;
  for (const [path, form] of [
    ["/admin/tags/pricing", { intent: "save", name: "Taken over", slug: "taken-over", description: "" }],
    ["/admin/tags/pricing", { intent: "merge", into: "saas" }],
    ["/admin/tags/pricing/delete", {}],
  ] as const) {
    const refused = await page.request.post(path, { form, headers: { Origin: origin }, maxRedirects: 0 });
    expect(refused.status(), `${path} ${JSON.stringify(form)}`).toBe(403);
  }
  expect((await page.goto("/admin/tags/pricing/delete"))?.status()).toBe(403);
  expect((await page.request.get("/insights/tag/pricing")).status()).toBe(200);
});

test("an Editor renames, merges and deletes tags", async ({ page, login, createUser, request }) => {
  const suffix = uniqueSuffix();
  const post = await publishPost(request, [`Editor one ${suffix}`, `Editor two ${suffix}`, `Editor three ${suffix}`]);
  await login(await createUser({ role: "editor" }));
  await page.goto(`/admin/tags/editor-one-${suffix}`);
  await page.getByLabel("Slug").fill(`editor-first-${suffix}`);
  await page.getByRole("button", { name: "Save tag" }).click();
  await expect(toast(page, "Tag saved")).toBeVisible();

  await page.goto(`/admin/tags/editor-two-${suffix}`);
  await page.getByLabel("Merge into").selectOption({ label: `Editor one ${suffix}` });
  await page.getByRole("button", { name: "Merge tags" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Merge", exact: true }).click();
  await expect(toast(page, "Tags merged")).toBeVisible();

  await page.getByRole("link", { name: `Delete Editor three ${suffix}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Tag deleted")).toBeVisible();
  expect(await postTagNames(page, post)).toEqual([`Editor one ${suffix}`]);
  expect(
    new URL(
      await page
        .getByRole("main")
        .getByRole("link", { name: `Editor one ${suffix}` })
        .first()
        .evaluate((a) => (a as HTMLAnchorElement).href),
    ).pathname,
  ).toBe(`/insights/tag/editor-first-${suffix}`);
});
