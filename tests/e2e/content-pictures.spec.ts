import sharp from "sharp";

import { expect, test } from "./fixtures";
import { checkHtml } from "./nu-html-checker";
import { editForm, press } from "./page-editor";

// Pictures staff upload for the site's pages are served at the size each screen draws them: a
// <picture> of every variant, of which a phone fetches a small one. The contact page's map is the
// upload here (no other test edits that document); the home page's hero, from the demo's own
// files, is fetched first and the carousel below it lazily.

const PHONE = { width: 375, height: 740 };

const MAP_ALT = "Map of central Bengaluru with our office marked near MG Road";

/** A photo-like JPEG: coloured shapes on blue, which do not compress to nothing. */
async function photo(width: number, height: number) {
  const shapes = Array.from(
    { length: 40 },
    (_, index) =>
      `<circle cx="${(index * 97) % width}" cy="${(index * 61) % height}" r="${40 + (index % 7) * 15}" fill="hsl(${index * 37} 70% 50%)"/>`,
  ).join("");
  return sharp({ create: { width, height, channels: 3, background: "#2255aa" } })
    .composite([{ input: Buffer.from(`<svg width="${width}" height="${height}">${shapes}</svg>`) }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

test("an uploaded map is published as a <picture> of its variants, and a phone loads a small one", async ({
  page,
  login,
  browser,
}) => {
  const original = await photo(1200, 750);
  await login();
  await page.goto("/admin/pages/contact");
  const map = editForm(page).getByRole("group", { name: "Map", exact: true });
  await map.getByLabel(/^(Upload an|Replace the) image$/).setInputFiles({
    name: "office-map.jpg",
    mimeType: "image/jpeg",
    buffer: original,
  });
  await expect(map.getByLabel("Alt text")).toHaveValue(MAP_ALT);
  await press(page, "Publish now", "Page published", true);
  await expect(map.getByRole("img", { name: `Current image: ${MAP_ALT}` })).toHaveAttribute("src", /^\/media\//);

  const phone = await browser.newContext({ viewport: PHONE });
  const visitor = await phone.newPage();
  await visitor.goto("/contact");
  const img = visitor.getByRole("img", { name: MAP_ALT });
  await expect(img).toHaveAttribute("srcset", /^\/media\/\S+\.jpg 480w, \S+\.jpg 960w, \S+\.jpg 1200w$/);
  await expect(img).toHaveAttribute("sizes", /calc\(100vw - 2\.5rem\)$/);
  await expect(img).toHaveAttribute("loading", "lazy");
  const sources = visitor.locator("picture", { has: img }).locator("source");
  await expect(sources).toHaveCount(2);
  await expect(sources.nth(1)).toHaveAttribute("type", "image/webp");
  await expect(sources.nth(1)).toHaveAttribute("srcset", /\.webp 480w, .+\.webp 960w, .+\.webp 1200w$/);

  // Below the fold it loads as it comes near: the smallest AVIF, all the phone's 335 px need.
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc)).toBeTruthy();
  const chosen = new URL(await img.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname;
  const smallestAvif = (await sources.first().getAttribute("srcset"))!.split(" ")[0];
  expect(chosen).toBe(smallestAvif);
  const served = await (await visitor.request.get(chosen)).body();
  expect((await sharp(served).metadata()).width).toBe(480);
  expect(served.byteLength).toBeLessThan(original.byteLength);
  await phone.close();

  // Its <picture> is valid HTML.
  const html = await (await page.request.get("/contact")).text();
  expect((await checkHtml(new Map([["/contact", html]]))).errors).toEqual([]);
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the home page's hero is fetched first and at once, the carousel's slides as they come near", async ({
    page,
  }) => {
    await page.goto("/");
    const hero = page.getByTestId("hero-image");
    await expect(hero).toHaveAttribute("fetchpriority", "high");
    await expect(hero).toHaveAttribute("loading", "eager");
    await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.currentSrc)).toContain("hero-mobile.svg");
    const slides = page.locator('[aria-roledescription="slide"] img');
    await expect(slides).toHaveCount(3);
    for (const slide of await slides.all()) await expect(slide).toHaveAttribute("loading", "lazy");
  });
});
