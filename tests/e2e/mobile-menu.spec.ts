import type { Locator, Page } from "@playwright/test";

import { expect, PRESENTATION, test } from "./fixtures";
import { settingsSeed } from "../../app/content/seed/settings";

const PHONE = { width: 375, height: 740 };
const SHORT_PHONE = { width: 375, height: 400 };

const panel = (page: Page) => page.locator("#mobile-menu");
const mobileNav = (page: Page) => page.getByRole("navigation", { name: "Mobile" });
const themeSwitch = (page: Page) => panel(page).getByRole("button", { name: /Switch to (dark|light) theme/ });

/** Every item of the menu, in order: the main menu's links, then the theme switch. */
function menuItems(page: Page): { name: string; locator: Locator }[] {
  return [
    ...settingsSeed.mainMenu.map((link) => ({
      name: link.label,
      locator: mobileNav(page).getByRole("link", { name: link.label, exact: true }),
    })),
    { name: "theme switch", locator: themeSwitch(page) },
  ];
}

async function openMenu(page: Page) {
  await page.getByLabel("Open menu").click();
  await expect(panel(page)).toBeVisible();
  // Let the slide-in finish, so positions are the ones a person sees.
  await panel(page).evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
}

/**
 * What a person sees: the element lies inside the viewport and is the topmost
 * thing at its centre, so a tap there reaches it (not the page behind, not a clipped box).
 */
async function whereOnScreen(locator: Locator) {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const hit = document.elementFromPoint(x, y);
    return {
      insideViewport:
        box.width > 0 &&
        box.height > 0 &&
        box.top >= 0 &&
        box.left >= 0 &&
        box.bottom <= window.innerHeight &&
        box.right <= window.innerWidth,
      topmostAtCentre: hit !== null && (hit === element || element.contains(hit)),
      centre: { x, y },
    };
  });
}

async function expectOnScreen(locator: Locator, name: string) {
  await locator.scrollIntoViewIfNeeded();
  const where = await whereOnScreen(locator);
  expect(where.insideViewport, `${name} lies inside the viewport`).toBe(true);
  expect(where.topmostAtCentre, `${name} is what is at its centre (not hidden or clipped)`).toBe(true);
  return where.centre;
}

/** The panel covers the screen from the header's bottom edge to the viewport's, edge to edge. */
async function expectPanelFillsScreen(page: Page) {
  const viewport = page.viewportSize()!;
  const box = (await panel(page).boundingBox())!;
  const header = (await page.getByRole("banner").boundingBox())!;
  expect(box.x).toBe(0);
  expect(box.width).toBe(viewport.width);
  expect(Math.abs(box.y - (header.y + header.height))).toBeLessThanOrEqual(1);
  expect(Math.round(box.y + box.height)).toBe(viewport.height);
}

async function expectEveryItemOnScreen(page: Page) {
  await expectPanelFillsScreen(page);
  for (const { name, locator } of menuItems(page)) await expectOnScreen(locator, name);
}

/** aria-expanded of the toggle as Chromium exposes it (a popover invoker gets it natively, with or without JavaScript). */
async function toggleExpanded(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send("Accessibility.getFullAXTree");
  await cdp.detach();
  const toggle = nodes.find(
    (node) => node.role?.value === "button" && /^(Open|Close) menu$/.test(String(node.name?.value)),
  );
  return toggle?.properties?.find((property) => property.name === "expanded")?.value.value;
}

/** The page behind the open menu does not move, whatever the wheel does. */
async function expectPageLocked(page: Page) {
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.move(PHONE.width / 2, 300);
  await page.mouse.wheel(0, 800);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
}

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";

  test.describe(`the phone menu ${mode}`, { tag: PRESENTATION }, () => {
    test.use({ viewport: PHONE, javaScriptEnabled });

    test("shows every link and the theme switch on screen, locks the page and closes with Escape", async ({ page }) => {
      const consoleProblems: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning") consoleProblems.push(message.text());
      });
      page.on("pageerror", (error) => consoleProblems.push(error.message));

      await page.goto("/");
      await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
      await openMenu(page);
      expect(await toggleExpanded(page)).toBe(true);
      await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible({ visible: javaScriptEnabled });

      // On a 375×740 phone the whole menu fits: nothing to scroll to.
      expect(await panel(page).evaluate((element) => element.scrollHeight <= element.clientHeight)).toBe(true);
      await expectEveryItemOnScreen(page);
      await expectPageLocked(page);

      if (javaScriptEnabled) {
        // Tab cycles through the menu and its toggle, never to the page behind.
        for (let i = 0; i < 12; i++) {
          await page.keyboard.press("Tab");
          expect(
            await page.evaluate(() =>
              Boolean(document.activeElement?.closest("#mobile-menu, [aria-controls='mobile-menu']")),
            ),
          ).toBe(true);
        }
        await page.keyboard.press("Shift+Tab");
        expect(
          await page.evaluate(() =>
            Boolean(document.activeElement?.closest("#mobile-menu, [aria-controls='mobile-menu']")),
          ),
        ).toBe(true);
      } else {
        await themeSwitch(page).focus();
      }

      await page.keyboard.press("Escape");
      await expect(mobileNav(page)).toBeHidden();
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
      await expect(page.getByLabel("Open menu")).toBeFocused();
      expect(await toggleExpanded(page)).toBe(false);

      // The toggle closes it too.
      await openMenu(page);
      await page.getByLabel(/(Open|Close) menu/).click();
      await expect(mobileNav(page)).toBeHidden();

      expect(consoleProblems).toEqual([]);
    });

    test("a real click on a link opens that page at the top, with the menu closed", async ({ page }) => {
      await page.goto("/");
      await page.evaluate(() => window.scrollTo({ top: 900, behavior: "instant" }));
      await page.getByLabel("Open menu").focus(); // brings back the header hidden by scrolling down
      await openMenu(page);

      await expectPanelFillsScreen(page);
      const careers = mobileNav(page).getByRole("link", { name: "Careers", exact: true });
      const centre = await expectOnScreen(careers, "Careers");
      await page.mouse.click(centre.x, centre.y);

      await expect(page).toHaveURL("/careers");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(mobileNav(page)).toBeHidden();
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
      // The site scrolls smoothly (html { scroll-behavior: smooth }), so the way back up takes a moment.
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    test("on a short screen the menu scrolls and its last item can be reached and used", async ({ page }) => {
      await page.setViewportSize(SHORT_PHONE);
      await page.goto("/");
      await openMenu(page);

      await expectPanelFillsScreen(page);
      const scroller = panel(page);
      expect(await scroller.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
      const box = (await scroller.boundingBox())!;

      // Scroll the panel the way a person does, with the wheel over it.
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.wheel(0, 1000);
      await expect.poll(() => scroller.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      const last = themeSwitch(page);
      await expect(last).toHaveAccessibleName("Switch to dark theme");
      const where = await whereOnScreen(last);
      expect(
        where.insideViewport && where.topmostAtCentre,
        "the theme switch is on screen after scrolling the panel",
      ).toBe(true);
      await expectOnScreen(mobileNav(page).getByRole("link", { name: "Book a Call", exact: true }), "Book a Call");

      const centre = await expectOnScreen(last, "theme switch");
      await page.mouse.click(centre.x, centre.y);
      await expect(page.locator("html")).toHaveClass(/dark/);
    });
  });
}

test.describe("the phone menu with JavaScript", { tag: PRESENTATION }, () => {
  test.use({ viewport: PHONE });

  test("closes when the browser goes back", async ({ page }) => {
    await page.goto("/");
    await openMenu(page);
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Insights", exact: true }).click();
    await expect(page).toHaveURL("/insights");

    await openMenu(page);
    await expectEveryItemOnScreen(page);
    await page.goBack();
    await expect(page).toHaveURL("/");
    await expect(mobileNav(page)).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
  });
});
