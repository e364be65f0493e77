import sharp from "sharp";

import { db, expect, test, uniqueSuffix } from "./fixtures";
import { fillBlogForm } from "./forms";
import { comingHour, fewSecondsAhead } from "./schedule";
import { ASSERTION_WAIT_MS } from "./waits";
import { postPath, slugify } from "../../app/lib/slug";

// A writer's whole path (issue 21): a draft written in the editor (bold, a link, an uploaded
// image) is nowhere public; its preview link shows it; scheduled, it appears on /insights, in the
// feed, the sitemap and the API at its moment, with nobody doing anything.

test.use({ timezoneId: "UTC" });

test("draft in the editor → private → preview → scheduled → public at its moment", async ({ page, login }) => {
  const title = `Whole path ${uniqueSuffix()}`;
  const path = postPath({ id: 0, slug: slugify(title) });
  await login();
  await page.goto("/admin/blogs/new");
  const form = page.getByRole("form", { name: "Blog post" });
  const editor = form.getByRole("textbox", { name: "Content", exact: true });
  await expect(form.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
  await form.getByLabel("Status").selectOption("draft");
  await fillBlogForm(page, { title, author: "Kavya Iyer", description: "From first word to published." });

  await editor.click();
  await page.keyboard.press("Control+b");
  await page.keyboard.type("Bold opening");
  await page.keyboard.press("Control+b");
  await page.keyboard.type(" and our ");
  await page.keyboard.type("insights");
  await page.keyboard.press("Shift+Control+ArrowLeft");
  await page.keyboard.press("Control+k");
  const linkDialog = page.getByRole("dialog", { name: "Add link" });
  await linkDialog.getByLabel("URL").fill("/insights");
  await linkDialog.getByLabel("URL").press("Enter");
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await form.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name: "Image", exact: true }).click();
  const imageDialog = page.getByRole("dialog", { name: "Insert image" });
  await imageDialog.getByLabel("Image file").setInputFiles({
    name: "growth.png",
    mimeType: "image/png",
    buffer: await sharp({ create: { width: 800, height: 450, channels: 3, background: "#1b7f5b" } })
      .png()
      .toBuffer(),
  });
  await imageDialog.getByLabel("Alt text").fill("Growth curve");
  await imageDialog.getByRole("button", { name: "Upload and insert" }).click();
  await expect(imageDialog).toBeHidden();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL("/admin/blogs");

  // Where the post shows once public: the pages as the signed-in writer gets them (never from the
  // page cache), the API as anyone does.
  const apiSearch = async () => {
    const response = await page.request.get(`/api/blogs?q=${encodeURIComponent(title)}`, { headers: { Cookie: "" } });
    const { total } = (await response.json()) as { total: number };
    return { found: total > 0, cached: response.headers()["x-cache"] === "HIT" };
  };
  const publicPlaces = async () => {
    const [insights, feed, sitemap, api] = await Promise.all([
      page.request.get("/insights").then((response) => response.text()),
      page.request.get("/insights/rss.xml").then((response) => response.text()),
      page.request.get("/sitemap.xml").then((response) => response.text()),
      apiSearch(),
    ]);
    return {
      insights: insights.includes(title),
      feed: feed.includes(title),
      sitemap: sitemap.includes(`${path}<`),
      api: api.found,
    };
  };
  // A draft: on no public page, feed, sitemap or public API answer.
  expect(await publicPlaces()).toEqual({ insights: false, feed: false, sitemap: false, api: false });
  expect((await page.request.get(path)).status()).toBe(404);

  // Its preview link shows it as it will be: bold, link, the image in every size.
  const card = page.getByRole("list", { name: "Posts" }).getByRole("listitem").filter({ hasText: title });
  await card.getByRole("link", { name: `Preview ${title}` }).click();
  const article = page.locator(".prose-content");
  await expect(article.locator("strong")).toHaveText("Bold opening");
  await expect(article.getByRole("link", { name: "insights" })).toHaveAttribute("href", "/insights");
  await expect(article.locator("picture source[type='image/avif']")).toHaveCount(1);
  await expect(article.getByRole("img", { name: "Growth curve" })).toHaveAttribute("width", "800");

  // Scheduled (in the writer's zone, here UTC).
  const hour = comingHour();
  await page.goto("/admin/blogs?status=draft");
  await card.getByRole("link", { name: "Edit" }).click();
  // The edit page's own Status (the list has a "Post status" filter until the page has changed).
  await expect(page).toHaveURL(/\/admin\/blogs\/\d+$/);
  await form.getByLabel("Status").selectOption("scheduled");
  await form.getByLabel("Publish date and time").fill(hour.toISOString().slice(0, 16));
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL("/admin/blogs");
  // Stored published at the minute the form said: scheduled until then.
  const stored = db.selectFrom("blogs").select(["status", "published_at"]).where("title", "=", title);
  expect(await stored.executeTakeFirstOrThrow()).toEqual({
    status: "published",
    published_at: hour.toISOString(),
  });

  // Brought forward: until then it is nowhere public, and the API's answer without it is kept in
  // the page cache.
  const at = fewSecondsAhead();
  await db.updateTable("blogs").set({ published_at: at.toISOString() }).where("title", "=", title).execute();
  expect(await publicPlaces()).toEqual({ insights: false, feed: false, sitemap: false, api: false });
  await expect.poll(apiSearch).toEqual({ found: false, cached: true });

  // Nobody touches anything: at its moment it is everywhere, the cached answer included.
  await expect
    .poll(publicPlaces, { timeout: at.getTime() - Date.now() + ASSERTION_WAIT_MS, intervals: [1_000] })
    .toEqual({ insights: true, feed: true, sitemap: true, api: true });
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
});
