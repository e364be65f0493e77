import type { Page } from "@playwright/test";

import { axeViolations } from "./axe";
import { expect, PRESENTATION, test, uniqueSuffix } from "./fixtures";
import { fillApplicationForm } from "./forms";
import { openAboutWithPersonAdded } from "./page-editor";
import { adminPages, PUBLIC_PAGES } from "./pages";
import { visitTwoFactorSteps } from "./two-factor";
import { ASSERTION_WAIT_MS } from "./waits";

const THEMES = ["light", "dark"] as const;
type ThemeName = (typeof THEMES)[number];
const BACK_OFFICE_PARTS = 6;
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 740 } } as const;

/** Runs axe on the page as it is now; returns one line per violation. */
async function axeProblems(page: Page, label: string) {
  const violations = await axeViolations(page);
  const theme = await page.evaluate(() => document.documentElement.className);
  return violations.map(
    (violation) =>
      `${label}, ${theme} [${violation.impact}] ${violation.id}: ${violation.nodes
        .map((node) => node.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
}

/** Chooses the theme the way a visitor does before the test's first page, so the server renders it. */
async function useTheme(page: Page, theme: ThemeName) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.request.post("/action/set-theme", { form: { theme, redirectTo: "/" } });
}

/**
 * Switches to the other theme with the page's own theme switch, as a visitor's click does: the
 * page changes its class at once, without reloading (the toggles' names and icons follow in CSS),
 * and the choice is saved for the next page, which the server then renders in it. The switch is
 * submitted rather than clicked, so this works where it is out of sight (in the phone's closed menu)
 * or behind an open dialog.
 */
async function switchTheme(page: Page) {
  const html = page.locator("html");
  const next = (await html.getAttribute("class")) === "dark" ? "light" : "dark";
  // The colours change in transitions (0.01 ms with reduced motion), which start only when an element
  // is next styled: for one out of view (content-visibility), when axe scrolls to it, so axe would read
  // the old colour. The switch here is instant, as the server renders it.
  await page.addStyleTag({ content: "*, *::before, *::after { transition: none !important; }" });
  await page
    .locator("form[data-theme-switch]")
    .first()
    .evaluate((form: HTMLFormElement) => form.requestSubmit());
  await expect(html).toHaveClass(next);
}

/**
 * axe on the page as it is now, in its theme and then in the other: one load and one install of
 * axe for both themes (a reload per theme cost the suite about a third more CPU).
 */
async function axeInBothThemes(page: Page, label: string) {
  const problems = await axeProblems(page, label);
  await switchTheme(page);
  return [...problems, ...(await axeProblems(page, label))];
}

/**
 * WCAG 1.4.10 (reflow): nothing makes the page scroll sideways, once its layout has followed the resize (a
 * studio page's hero is 50 px too wide for up to 300 ms after the window narrows, while its picture is resized).
 */
async function overflowProblem(page: Page, label: string) {
  const fits = () => document.documentElement.scrollWidth <= window.innerWidth;
  await page.waitForFunction(fits, undefined, { timeout: ASSERTION_WAIT_MS }).catch(() => {});
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  return overflow > 0 ? [`${label} is ${overflow} px wider than the window`] : [];
}

/**
 * Checks each page at desktop width, then at phone width (the same page resized, as a window
 * narrowed or a phone turned), in the theme the server rendered it in; then at phone and desktop
 * width in the other theme, switched on the page. Each page loads once for both widths and themes,
 * and the next page loads in the theme the last one was left in, so the server renders both
 * (`firstTheme`: the one the test chose for the first).
 */
async function checkPages(page: Page, paths: string[], firstTheme?: ThemeName) {
  const problems: string[] = [];
  for (const [index, path] of paths.entries()) {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto(path);
    if (index === 0 && firstTheme) await expect(page.locator("html")).toHaveClass(firstTheme);
    for (const [width, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      problems.push(...(await axeProblems(page, `${path} (${width})`)), ...(await overflowProblem(page, path)));
    }
    await switchTheme(page);
    for (const [width, viewport] of Object.entries(VIEWPORTS).reverse()) {
      await page.setViewportSize(viewport);
      problems.push(...(await axeProblems(page, `${path} (${width})`)));
    }
  }
  return problems;
}

test.describe("axe (WCAG 2.2 AA), both themes, desktop and phone width", { tag: PRESENTATION }, () => {
  // One test per public page, so the runs spread over the workers and a slow one stands alone; the
  // server renders every other one dark first.
  PUBLIC_PAGES.forEach((path, index) => {
    test(`${path} passes`, async ({ page }) => {
      const theme = THEMES[index % 2]!;
      await useTheme(page, theme);
      expect(await checkPages(page, [path], theme)).toEqual([]);
    });
  });

  // Every back-office page, in a few parts that spread over the workers.
  for (let part = 0; part < BACK_OFFICE_PARTS; part += 1) {
    test(`back-office pages, part ${part + 1} of ${BACK_OFFICE_PARTS}, pass`, async ({ page, login }) => {
      const paths = (await adminPages()).filter((_, index) => index % BACK_OFFICE_PARTS === part);
      const theme = THEMES[part % 2]!;
      await useTheme(page, theme);
      await login();
      expect(await checkPages(page, paths, theme)).toEqual([]);
    });
  }
});

test(
  "axe (WCAG 2.2 AA), both themes: the two-factor steps pass",
  { tag: PRESENTATION },
  async ({ page, createUser, login }) => {
    const user = await createUser({ role: "editor" });
    await useTheme(page, "dark");
    await login(user);
    const problems: string[] = [];
    await visitTwoFactorSteps(page, user, async (label) => {
      for (const [width, viewport] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(viewport);
        problems.push(...(await axeInBothThemes(page, `${label} (${width})`)));
      }
    });
    expect(problems).toEqual([]);
  },
);

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`axe (WCAG 2.2 AA), both themes, ${width}`, { tag: PRESENTATION }, () => {
    test.use({ viewport });

    test("open menus, panels and dialogs pass", async ({ page, login }) => {
      await useTheme(page, width === "phone" ? "dark" : "light");
      const problems: string[] = [];

      if (width === "phone") {
        await page.goto("/");
        await page.getByLabel("Open menu").click();
        await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
        problems.push(...(await axeInBothThemes(page, "mobile menu")));
      }

      await page.goto("/");
      await page.getByRole("banner").getByRole("link", { name: "Search" }).click();
      await page.getByRole("combobox", { name: "Search the site" }).fill("pune");
      await expect(page.getByRole("option").first()).toBeVisible();
      problems.push(...(await axeInBothThemes(page, "search dialog")));

      await page.goto("/careers");
      await page.locator("#jobs article a").first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
      problems.push(...(await axeInBothThemes(page, "job panel")));

      // A job application: the form with every message showing, then the confirmation.
      await page.goto("/careers/1/apply");
      await page.getByRole("button", { name: "Send application" }).click();
      await expect(page.getByText("Please attach your CV")).toBeVisible();
      problems.push(...(await axeInBothThemes(page, "application form with its messages")));
      await fillApplicationForm(page, {
        fullName: "Axe Check",
        email: `axe-${uniqueSuffix()}@example.com`,
        phone: "+91 98450 12345",
        location: "Pune",
        consent: true,
      });
      await page.getByLabel("CV").setInputFiles("tests/fixtures/cv.pdf");
      await page.getByRole("button", { name: "Send application" }).click();
      await expect(page.getByRole("heading", { name: /^Thanks, Axe Check/ })).toBeVisible();
      problems.push(...(await axeInBothThemes(page, "application received")));

      await login();
      await page.goto("/admin/jobs");
      await page
        .getByRole("link", { name: /^View / })
        .first()
        .click();
      await expect(page.getByRole("dialog").getByRole("heading").first()).toBeVisible();
      await expect(page.getByRole("dialog").getByText("Loading...")).toHaveCount(0);
      problems.push(...(await axeInBothThemes(page, "job view dialog")));

      await page.goto("/admin/blogs");
      await page
        .getByRole("link", { name: /^Delete / })
        .first()
        .click();
      await expect(page.getByRole("dialog", { name: "Delete this blog post?" })).toBeVisible();
      problems.push(...(await axeInBothThemes(page, "delete dialog")));

      await page.goto("/admin/tags/pricing");
      await page.getByLabel("Name").fill("");
      await page.getByRole("button", { name: "Save tag" }).click();
      await expect(page.getByText("Name is required")).toBeVisible();
      problems.push(...(await axeInBothThemes(page, "tag form with its message")));
      await page.getByLabel("Slug").fill("Not a slug");
      await page.getByRole("button", { name: "Merge tags" }).click();
      await expect(page.getByText("Choose the tag to merge it into")).toBeVisible();
      problems.push(...(await axeInBothThemes(page, "tag merge form with its message")));
      await page.getByLabel("Merge into").selectOption({ label: "SaaS" });
      await page.getByRole("button", { name: "Merge tags" }).click();
      const merge = page.getByRole("dialog", { name: "Merge these tags?" });
      await expect(merge).toBeVisible();
      problems.push(...(await axeInBothThemes(page, "tag merge dialog")));
      // Cancelled, as the delete below: the seeded tags stay as they are.
      await merge.getByRole("button", { name: "Cancel" }).click();

      await page.goto("/admin/tags");
      await page.getByRole("link", { name: "Delete Pricing" }).click();
      const remove = page.getByRole("dialog", { name: "Delete this tag?" });
      await expect(remove).toBeVisible();
      problems.push(...(await axeInBothThemes(page, "tag delete dialog")));
      await remove.getByRole("button", { name: "Cancel" }).click();

      expect(problems).toEqual([]);
    });

    test("the pages editor with a person added, then with its messages, passes", async ({ page, login }) => {
      await useTheme(page, width === "phone" ? "dark" : "light");
      await login();
      const problems: string[] = [];
      await openAboutWithPersonAdded(page);
      problems.push(...(await axeInBothThemes(page, "pages editor with a person added")));
      // Refused for the new person's empty fields: nothing is saved.
      await page.getByRole("button", { name: "Save draft", exact: true }).click();
      await expect(page.getByText("Name is required")).toBeVisible();
      problems.push(...(await axeInBothThemes(page, "pages editor with its messages")));
      expect(problems).toEqual([]);
    });

    test("the post editor, its HTML source, its link and image dialogs pass", async ({ page, login }) => {
      await useTheme(page, width === "phone" ? "dark" : "light");
      await login();
      const problems: string[] = [];
      await page.goto("/admin/blogs/new");
      const toolbar = page.getByRole("toolbar", { name: "Formatting" });
      const text = page.getByRole("textbox", { name: "Content", exact: true });
      await text.click();
      await page.keyboard.type("A post with a ");
      await page.keyboard.press("Control+b");
      await page.keyboard.type("bold word");
      problems.push(...(await axeInBothThemes(page, "post editor")));

      await toolbar.getByRole("button", { name: "Link", exact: true }).click();
      await page.getByRole("dialog", { name: "Add link" }).getByRole("button", { name: "Add link" }).click();
      await expect(page.getByRole("dialog").getByRole("alert")).toBeVisible();
      problems.push(...(await axeInBothThemes(page, "link dialog with its message")));
      await page.keyboard.press("Escape");

      await toolbar.getByRole("button", { name: "Image", exact: true }).click();
      await page
        .getByRole("dialog", { name: "Insert image" })
        .getByRole("button", { name: "Upload and insert" })
        .click();
      await expect(page.getByText("Describe the image for people who cannot see it")).toBeVisible();
      problems.push(...(await axeInBothThemes(page, "image dialog with its messages")));
      await page.keyboard.press("Escape");

      // A seeded post with a table opens in HTML source mode.
      await page.goto("/admin/blogs/1");
      await expect(toolbar.getByRole("button", { name: "HTML source" })).toHaveAttribute("aria-pressed", "true");
      problems.push(...(await axeInBothThemes(page, "post editor in HTML source mode")));
      expect(problems).toEqual([]);
    });
  });
}
