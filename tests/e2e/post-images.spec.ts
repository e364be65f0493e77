import type { Page } from "@playwright/test";
import sharp from "sharp";

import { BROWSER_VARIANT, db, expect, test, uniqueSuffix } from "./fixtures";
import { fillBlogForm } from "./forms";
import { postPath, slugify } from "../../app/lib/slug";

// Uploaded images (issue 21): a post's cover from its form and an image from the editor, each kept
// in every size and format and drawn as a <picture> that never shifts the page as it loads.

const PHONE = { width: 375, height: 740 };

/** A real photo-like image: a gradient with a shape, `format` encoded. */
async function picture(width: number, height: number, format: "jpeg" | "png") {
  const shape = `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#f5a623"/></svg>`;
  return sharp({ create: { width, height, channels: 3, background: "#2255aa" } })
    .composite([{ input: Buffer.from(shape) }])
    .toFormat(format)
    .toBuffer();
}

/** How far the page's layout moved while it loaded (the Cumulative Layout Shift, as Chromium counts it). */
async function layoutShiftOf(page: Page, path: string) {
  await page.addInitScript(() => {
    (window as unknown as { shift: number }).shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) (window as unknown as { shift: number }).shift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(path);
  await page.waitForLoadState("load");
  // Every image of the page decoded, then a frame for any shift to be reported.
  await page.evaluate(() => Promise.all([...document.images].map((image) => image.decode().catch(() => undefined))));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
  return page.evaluate(() => (window as unknown as { shift: number }).shift);
}

/** A new post's address: /blog/{its slug, made from the title}. */
function postPathOf(title: string) {
  return postPath({ id: 0, slug: slugify(title) });
}

test.describe("Post images, with JavaScript", () => {
  test("a cover and an editor image upload, render in every size and format, and shift nothing", async ({
    page,
    login,
  }) => {
    const title = `Illustrated ${uniqueSuffix()}`;
    await login();
    await page.goto("/admin/blogs/new");
    const form = page.getByRole("form", { name: "Blog post" });
    await expect(form.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
    await fillBlogForm(page, { title, author: "Kavya Iyer", description: "A post with pictures." });
    await form.getByLabel("Upload a cover image").setInputFiles({
      name: "sunrise.jpg",
      mimeType: "image/jpeg",
      buffer: await picture(2000, 1125, "jpeg"),
    });
    // Shown at once, before anything is sent.
    await expect(form.getByRole("img", { name: "Preview of the post's cover" })).toHaveAttribute("src", /^blob:/);

    // An image in the body, through the editor's dialog and the real endpoint.
    await form.getByRole("textbox", { name: "Content", exact: true }).click();
    await page.keyboard.type("Before the chart.");
    await page.keyboard.press("Enter");
    await form.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name: "Image", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Insert image" });
    await dialog.getByLabel("Image file").setInputFiles({
      name: "chart.png",
      mimeType: "image/png",
      buffer: await picture(900, 600, "png"),
    });
    await dialog.getByLabel("Alt text").fill("Revenue by quarter");
    await dialog.getByRole("button", { name: "Upload and insert" }).click();
    await expect(dialog).toBeHidden();
    const bodyImage = form
      .getByRole("textbox", { name: "Content", exact: true })
      .getByRole("img", { name: "Revenue by quarter" });
    await expect(bodyImage).toHaveAttribute("src", /^\/media\/[0-9a-f]{64}\.png$/);
    await expect(bodyImage).toHaveAttribute("width", "900");

    // No alt text for the cover: refused next to its field; the uploaded cover is kept.
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(form.getByText("Describe the image for people who cannot see it")).toBeVisible();
    await expect(form.getByLabel("Alt text", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Image URL", { exact: true })).toHaveValue(/^\/media\/[0-9a-f]{64}\.jpg$/);
    await expect(form.getByLabel("Title", { exact: true })).toHaveValue(title);
    await form.getByLabel("Alt text", { exact: true }).fill("An orange sun rising over a blue sea");
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page).toHaveURL("/admin/blogs");

    const path = postPathOf(title);
    for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
      await page.setViewportSize(viewport);
      expect(await layoutShiftOf(page, path), `layout shift at ${viewport.width} px`).toBe(0);
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // The cover: AVIF and WebP sources, the JPEG <img> with its size, fetched first.
    const cover = page.getByRole("img", { name: "An orange sun rising over a blue sea" });
    await expect(cover).toHaveAttribute("width", "1600");
    await expect(cover).toHaveAttribute("height", "900");
    await expect(cover).toHaveAttribute("fetchpriority", "high");
    await expect(cover).toHaveAttribute("loading", "eager");
    await expect(cover).toHaveAttribute("srcset", /480w, .+ 960w, .+ 1600w$/);
    const sources = page.locator("picture", { has: cover }).locator("source");
    await expect(sources).toHaveCount(2);
    await expect(sources.first()).toHaveAttribute("type", "image/avif");
    // Chromium takes the AVIF, at a width that suits the screen, and it is really there.
    const chosen = await cover.evaluate((image: HTMLImageElement) => ({
      src: image.currentSrc,
      width: image.naturalWidth,
    }));
    expect(chosen.src).toMatch(/\/media\/[0-9a-f]{64}\.avif$/);
    expect(chosen.width).toBeGreaterThan(0);
    const served = await page.request.get(chosen.src);
    expect(served.headers()["content-type"]).toBe("image/avif");
    expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

    // The body's image: a lazy <picture> of its own sizes.
    const chart = page.locator(".prose-content").getByRole("img", { name: "Revenue by quarter" });
    await expect(chart).toHaveAttribute("loading", "lazy");
    await expect(chart).toHaveAttribute("width", "900");
    await expect(chart).toHaveAttribute("srcset", /\.png 480w, .+\.png 900w$/);
    await expect(page.locator(".prose-content picture source")).toHaveCount(2);
  });

  test("the featured post leads /insights, its cover fetched first and the rest lazily", async ({ page, login }) => {
    const title = `Featured ${uniqueSuffix()}`;
    await login();
    await page.goto("/admin/blogs/new");
    await fillBlogForm(page, { title, author: "Kavya Iyer", description: "The one to read first." });
    const form = page.getByRole("form", { name: "Blog post" });
    await form.getByLabel("Upload a cover image").setInputFiles({
      name: "lead.png",
      mimeType: "image/png",
      buffer: await picture(1000, 560, "png"),
    });
    await form.getByLabel("Alt text", { exact: true }).fill("A sun over the sea");
    await form.getByRole("checkbox", { name: /Feature this post/ }).check();
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page).toHaveURL("/admin/blogs");

    await page.goto("/insights");
    const lead = page.getByRole("article").first();
    await expect(lead).toContainText("Featured");
    await expect(lead.getByRole("heading", { level: 2 })).toHaveText(title);
    await expect(lead.locator("img")).toHaveAttribute("fetchpriority", "high");
    // The grid's covers (its posts may have none) load lazily.
    const others = page.getByRole("list", { name: "Latest articles" }).locator("img").first();
    await expect(others).toHaveAttribute("loading", "lazy");
    // It leads the list once: not again in the grid.
    await expect(page.getByRole("heading", { name: title })).toHaveCount(1);
    await expect(page.getByRole("list", { name: "Latest articles" }).getByRole("heading", { name: title })).toHaveCount(
      0,
    );
    await db.updateTable("blogs").set({ featured: 0 }).where("title", "=", title).execute();
  });
});

test.describe("Post images, without JavaScript", { tag: BROWSER_VARIANT }, () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test("a cover uploads with the form; an SVG is refused next to its field, keeping what was typed", async ({
    page,
    login,
  }) => {
    const title = `Plain upload ${uniqueSuffix()}`;
    await login();
    await page.goto("/admin/blogs/new");
    const form = page.getByRole("form", { name: "Blog post" });
    await fillBlogForm(page, {
      title,
      author: "Kavya Iyer",
      description: "Uploaded without scripts.",
      content: "<p>Text</p>",
    });
    await form.getByLabel("Alt text", { exact: true }).fill("Blue and orange");
    // An SVG under a JPEG's name: judged by its bytes.
    await form.getByLabel("Upload a cover image").setInputFiles({
      name: "cover.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      ),
    });
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(form.getByText("The image must be a JPEG, PNG, WebP or AVIF file")).toBeVisible();
    await expect(form.getByLabel("Upload a cover image")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Title", { exact: true })).toHaveValue(title);
    await expect(form.getByLabel("Alt text", { exact: true })).toHaveValue("Blue and orange");

    await form.getByLabel("Upload a cover image").setInputFiles({
      name: "cover.png",
      mimeType: "image/png",
      buffer: await picture(700, 400, "png"),
    });
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page).toHaveURL("/admin/blogs");

    await page.goto(postPathOf(title));
    const cover = page.getByRole("img", { name: "Blue and orange" });
    await expect(cover).toHaveAttribute("src", /^\/media\/[0-9a-f]{64}\.png$/);
    await expect(cover).toHaveAttribute("width", "700");
    // A real person sees it: the topmost thing at its centre.
    const box = (await cover.boundingBox())!;
    expect(box.width).toBeGreaterThan(300);
    expect(
      await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.getAttribute("alt"),
        [box.x + box.width / 2, box.y + box.height / 2],
      ),
    ).toBe("Blue and orange");
  });
});
