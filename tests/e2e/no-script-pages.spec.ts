import type { BrowserContext, Page } from "@playwright/test";

import { axeViolations } from "./axe";
import { expect, PRESENTATION, test } from "./fixtures";
import { createToastHeaders } from "../../app/utils/toast.server";

// Reading pages load no React: their few behaviours come from the page script every page inlines
// (app/page-script). Pages that interact hydrate as before (app/utils/hydration.ts).
const READING = [
  "/",
  "/about",
  "/services",
  "/studio",
  "/learning",
  "/insights",
  "/search?q=pune",
  "/privacy",
  "/terms",
  "/cookies",
];
const INTERACTIVE = ["/careers", "/contact", "/appointment", "/login"];

const MODULE_SCRIPT = /<script[^>]*type="module"/;
// Public pages that hydrate hold it, with their preloads, until they have painted (app/utils/framework-after-paint.server.ts).
const HELD_MODULE_SCRIPT = /<script type="text\/x-held-module">/;
const PAGE_SCRIPT = /^<script src="\/build\/page-script-[\w-]+\.js" defer="">$/;

async function firstPostPath(page: Page) {
  await page.goto("/insights");
  return (await page.locator('main a[href^="/blog/"]').first().getAttribute("href"))!;
}

/** Plants the flash cookie a redirect with a toast sets, made by the app's own code. */
async function plantToast(context: BrowserContext, baseURL: string, type: "success" | "error") {
  const setCookie = (await createToastHeaders({ type, title: "Your changes are saved" })).get("Set-Cookie")!;
  const [name, value] = setCookie.split(";")[0]!.split(/=(.*)/);
  await context.addCookies([{ name: name!, value: value!, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
}

test.describe("pages without React", { tag: PRESENTATION }, () => {
  test("reading pages send no module script and no module preload; interactive pages do", async ({ page }) => {
    const post = await firstPostPath(page);
    const tag = (await page.locator('main a[href^="/insights/tag/"]').first().getAttribute("href"))!;
    for (const path of [...READING, post, tag, "/studio/venture-studio", "/no-such-page"]) {
      const html = await (await page.request.get(path)).text();
      expect(html, path).not.toMatch(MODULE_SCRIPT);
      expect(html, path).not.toContain("modulepreload");
      expect(html, path).toContain("data-theme-switch");
      // Their one script: a small file of the built assets, run once the page is parsed.
      expect(html.match(/<script [^>]*src=[^>]*>/g), path).toEqual([expect.stringMatching(PAGE_SCRIPT)]);
      // Nor the data React would hydrate from: the document ends with its footer.
      expect(html, path).not.toContain("__remixContext");
      expect(html, path).toMatch(/<\/footer><\/body><\/html>$/);
    }
    const script = await page.request.get(
      /"(\/build\/page-script-[\w-]+\.js)"/.exec(await (await page.request.get("/")).text())![1]!,
    );
    expect(script.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    for (const path of INTERACTIVE) {
      const html = await (await page.request.get(path)).text();
      expect(html, path).toMatch(HELD_MODULE_SCRIPT);
      expect(html, path).not.toMatch(/<link rel="modulepreload" (?!media="not all")/);
      expect(html, path).toContain("window.__remixContext.streamController.close()");
    }
  });

  test("an interactive public page paints before it loads React, then hydrates", async ({ page }) => {
    const timeline: string[] = [];
    page.on("load", () => timeline.push("load"));
    page.on("request", (request) => {
      if (/\/build\/(?!page-script|_assets)/.test(request.url())) timeline.push("module");
    });
    await page.goto("/contact");
    expect(timeline[0]).toBe("load");
    // The client entry, the root's and the page's modules at least, all after the load.
    expect(timeline.filter((entry) => entry === "module").length).toBeGreaterThanOrEqual(3);
    // What React hydrated is the document it rendered: the data block and the starter are gone.
    expect(await page.locator('script[type="text/x-held-module"], link[media="not all"]').count()).toBe(0);
    // And it works as a React page: a client-side navigation, no reload.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("banner").getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL(/\/careers$/);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });

  test("the theme switches at once without a reload, is remembered, and other tabs follow", async ({
    page,
    context,
  }) => {
    await page.goto("/about");
    const other = await context.newPage();
    await other.goto("/privacy");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await expect(other.locator("html")).toHaveClass(/\bdark\b/);

    await expect(async () => {
      await page.reload();
      await expect(page.locator("html")).toHaveClass(/\bdark\b/, { timeout: 500 });
    }).toPass();
  });

  test("the rotating words stay still for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto("/");
    await page.clock.runFor(7000);
    await expect(page.locator("h1 [data-active]")).toHaveText("Digital Growth");
    await expect(page.locator("#banner-title [data-active]")).toHaveText("Addicted to building");
  });

  test("from a page with React to one without and back, both keep working", async ({ page }) => {
    const post = await firstPostPath(page);
    await page.goto("/careers");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Insights" }).click();
    await page.locator(`main a[href="${post}"]`).first().click();
    await expect(page).toHaveURL(post);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // React drew the post in the same document; the page script still switches the theme.
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);

    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL("/careers");
    await page.getByRole("searchbox", { name: "Search jobs" }).fill("zz-nothing-matches-this");
    await expect(page).toHaveURL(/q=zz-nothing-matches-this/);
  });

  test("Insights searches as you type: the results change in place and the search box keeps its focus", async ({
    page,
  }) => {
    await page.goto("/insights");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const search = page.getByRole("searchbox", { name: "Search articles" });
    await search.pressSequentially("van westendorp");
    await expect(page.getByRole("status")).toHaveText("1 article matching “van westendorp”");
    await expect(page).toHaveURL(/\/insights\?q=van\+westendorp$/);
    await expect(search).toBeFocused();
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });

  test("a flash message shows on a page without React, closes, and a success goes by itself", async ({
    page,
    context,
    baseURL,
  }) => {
    await plantToast(context, baseURL!, "error");
    await page.goto("/about");
    const message = page.getByRole("status").filter({ hasText: "Your changes are saved" });
    await expect(message).toBeVisible();
    await message.getByRole("button", { name: "Close" }).click();
    await expect(message).toHaveCount(0);

    await plantToast(context, baseURL!, "success");
    await page.clock.install();
    await page.goto("/about");
    await expect(message).toBeVisible();
    await page.clock.runFor(2500);
    await expect(message).toHaveCount(0);
  });

  test("the flash message passes axe (WCAG 2.2 AA) in both themes", async ({ page, context, baseURL }) => {
    for (const theme of ["light", "dark"]) {
      await page.request.post("/action/set-theme", { form: { theme, redirectTo: "/" } });
      await plantToast(context, baseURL!, "error");
      await page.goto("/about");
      await expect(page.locator("[data-flash]")).toBeVisible();
      const violations = await axeViolations(page, "[data-flash]");
      expect(violations.map((violation) => `${theme}: ${violation.id}`)).toEqual([]);
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the page is whole: the message stays without a dead button, the carousel's dots are links", async ({
      page,
      context,
      baseURL,
    }) => {
      await plantToast(context, baseURL!, "success");
      await page.goto("/");
      const message = page.getByRole("status").filter({ hasText: "Your changes are saved" });
      await expect(message).toBeVisible();
      await expect(message.getByRole("button")).toBeHidden();
      await expect(page.getByRole("button", { name: "Next slide" })).toBeHidden();
      await page.getByRole("link", { name: /^Slide 2: / }).click();
      await expect(page).toHaveURL(/#solution-slide-2$/);
      await expect(page.locator("h1 [data-active]")).toHaveText("Digital Growth");
    });
  });
});
