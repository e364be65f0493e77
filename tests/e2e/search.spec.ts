import type { Page } from "@playwright/test";

import { BROWSER_VARIANT, expect, PRESENTATION, test } from "./fixtures";
import { checkHtml } from "./nu-html-checker";

// The site search (issue 41) with and without JavaScript, at desktop and phone width: the
// header's search opens a dialog that shows results while typing (keyboard only: arrows, Enter,
// Escape, focus back), and /search lists what it finds, with links to each.

const POST = "Are You Actually Ready to Raise? A Fundraising Readiness Checklist";
const SIZES = [
  ["desktop", { width: 1280, height: 800 }],
  ["375 px", { width: 375, height: 740 }],
] as const;

const dialog = (page: Page) => page.getByRole("dialog", { name: "Search the site" });
const combobox = (page: Page) => dialog(page).getByRole("combobox", { name: "Search the site" });

// At phone width the same searches read the same rows: those run on the SQLite pass only.
for (const [size, viewport] of SIZES) {
  const tag = size === "desktop" ? [] : BROWSER_VARIANT;
  test.describe(`search with JavaScript (${size})`, { tag }, () => {
    test.use({ viewport });

    test("the dialog shows results while typing, by keyboard, and gives focus back when it closes", async ({
      page,
    }) => {
      await page.goto("/");
      const button = page.getByRole("banner").getByRole("link", { name: "Search" });
      await button.click();
      await expect(dialog(page)).toBeVisible();
      await expect(combobox(page)).toBeFocused();
      await combobox(page).fill("fundrais");
      const option = dialog(page).getByRole("option", { name: new RegExp(POST.slice(-30)) });
      await expect(option).toBeVisible();
      await expect(combobox(page)).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("ArrowDown");
      await expect(dialog(page).getByRole("option").first()).toHaveAttribute("aria-selected", "true");
      await expect(combobox(page)).toHaveAttribute("aria-activedescendant", "search-option-0");
      await page.keyboard.press("Escape");
      await expect(dialog(page)).toBeHidden();
      await expect(button).toBeFocused();

      // `/` opens it again; the chosen result opens with Enter.
      await page.locator("body").click({ position: { x: 5, y: 300 } });
      await page.keyboard.press("/");
      await expect(combobox(page)).toBeFocused();
      // The last search is selected: typing replaces it.
      await page.keyboard.type("readiness checklist");
      await expect(combobox(page)).toHaveValue("readiness checklist");
      await expect(dialog(page).getByRole("option")).toHaveCount(1);
      await expect(option).toBeVisible();
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/blog\/are-you-actually-ready-to-raise/);
    });

    test("what is typed right after Ctrl+K goes into the field while the dialog's script is still loading", async ({
      page,
    }) => {
      // The dialog's own file (loaded on first use) held back until the visitor has typed.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/build/search-dialog-*.js", async (route) => {
        await held;
        await route.continue();
      });
      await page.goto("/about");
      await page.keyboard.press("Control+k");
      await page.keyboard.type("fundrais");
      await expect(combobox(page)).toHaveValue("fundrais");
      release();
      await expect(dialog(page).getByRole("option", { name: new RegExp(POST.slice(-30)) })).toBeVisible();
    });

    test("Ctrl+K opens the dialog, and 'See all results' leads to the results page and on to a result", async ({
      page,
    }) => {
      await page.goto("/about");
      await page.keyboard.press("Control+k");
      await expect(combobox(page)).toBeFocused();
      // One letter wrong: still found.
      await combobox(page).fill("fundrasing");
      await expect(dialog(page).getByRole("option").first()).toBeVisible();
      await dialog(page).getByRole("link", { name: "See all results" }).click();
      await expect(page).toHaveURL(/\/search\?q=fundrasing$/);
      const results = page.getByRole("list", { name: "Search results" });
      await results.getByRole("link", { name: POST }).click();
      await expect(page.getByRole("heading", { level: 1, name: POST })).toBeVisible();
    });
  });

  test.describe(`search without JavaScript (${size})`, { tag }, () => {
    test.use({ viewport, javaScriptEnabled: false });

    test("the header's search is a link to /search, which finds, marks and links the results", async ({ page }) => {
      await page.goto("/careers");
      await page.getByRole("banner").getByRole("link", { name: "Search" }).click();
      await expect(page).toHaveURL(/\/search$/);
      await expect(page.getByRole("heading", { name: "Recent articles" })).toBeVisible();
      await page.getByRole("searchbox", { name: "Search the site" }).fill("pune");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(page.getByRole("status")).toContainText("for “pune”");
      const results = page.getByRole("list", { name: "Search results" });
      await expect(results.locator("mark").first()).toHaveText(/pune/i);
      await page.getByRole("link", { name: "Jobs", exact: true }).click();
      await expect(page).toHaveURL(/type=job/);
      await results.getByRole("link").first().click();
      await expect(page).toHaveURL(/\/careers\?job=\d+/);
    });
  });
}

// The dialog as the page script leaves it with results showing (the pages' own HTML is checked with
// every public page: tests/e2e/pages.ts).
test(
  "the open search dialog with its results is valid HTML by the Nu HTML Checker",
  { tag: PRESENTATION },
  async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Search" }).click();
    await combobox(page).fill("pune");
    await expect(dialog(page).getByRole("option").first()).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(dialog(page).getByRole("option").first()).toHaveAttribute("aria-selected", "true");
    const { errors } = await checkHtml(new Map([["/ (search dialog)", await page.content()]]));
    expect(errors).toEqual([]);
  },
);
