import type { Locator, Page } from "@playwright/test";

import { expect, PRESENTATION, test } from "./fixtures";

// The filter controls of a list always show what its URL says: after 'Clear filters', after
// Back and Forward, after a link with other filters, and on a page loaded with filters.

type Controls = Record<string, Locator>;

/** The URL holds `values` (a missing parameter counts as ""), and each control shows its own. */
async function expectFilters<C extends Controls>(page: Page, controls: C, values: Record<keyof C & string, string>) {
  const inUrl = () => {
    const params = new URL(page.url()).searchParams;
    return Object.fromEntries(Object.keys(values).map((name) => [name, params.get(name) ?? ""]));
  };
  await expect.poll(inUrl).toEqual(values);
  for (const [name, control] of Object.entries(controls))
    await expect(control, `the ${name} control`).toHaveValue(values[name as keyof C & string]);
}

/** Steps through the history, Back or Forward one entry at a time, checking the filters after each step. */
async function walkHistory<C extends Controls>(
  page: Page,
  controls: C,
  steps: Array<["back" | "forward", Record<keyof C & string, string>]>,
) {
  for (const [direction, values] of steps) {
    await (direction === "back" ? page.goBack() : page.goForward());
    await expectFilters(page, controls, values);
  }
}

/**
 * Sends a search with Enter: the form's own submit, which adds a history entry. The text is set
 * without an input event, so the live filter's 300 ms replace cannot race the Enter on a slow run.
 */
async function searchFor(search: Locator, text: string) {
  await search.evaluate((input, value) => ((input as HTMLInputElement).value = value), text);
  await search.press("Enter");
}

const careersControls = (page: Page) => ({
  q: page.getByRole("searchbox", { name: "Search jobs" }),
  type: page.getByLabel("Job type"),
  department: page.getByLabel("Department"),
});

const cards = (page: Page) => page.locator("#jobs").getByRole("article");

/** Follows the header's Careers link (keyboard: the header hides while the page is scrolled). */
async function followCareersLink(page: Page) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Careers" }).focus();
  await page.keyboard.press("Enter");
}

test.describe("Filter controls follow the URL", { tag: PRESENTATION }, () => {
  test("careers: 'Clear filters' empties the search box and both selects on a page loaded with filters", async ({
    page,
  }) => {
    await page.goto("/careers?type=Internship&department=Design");
    const controls = careersControls(page);
    await expectFilters(page, controls, { q: "", type: "Internship", department: "Design" });
    await controls.department.selectOption("Engineering");
    await expectFilters(page, controls, { q: "", type: "Internship", department: "Engineering" });
    await expect(cards(page).filter({ hasText: "Software Engineering Intern" })).toBeVisible();
    await controls.q.fill("zz-no-such-role");
    await expect(page.getByText("No job postings found matching your criteria.")).toBeVisible();

    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/careers(#jobs)?$/);
    // The whole list again: its first page, and the next when the list's end is already in view (it loads on sight).
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(8);
    await expect(controls.q).toHaveValue("");
    await expect(controls.type).toHaveValue("");
    await expect(controls.type.locator("option:checked")).toHaveText("All Types");
    await expect(controls.department).toHaveValue("");
    await expect(controls.department.locator("option:checked")).toHaveText("All Departments");
  });

  test("careers: Back and Forward through filters set by the controls, by links and by a new page", async ({
    page,
  }) => {
    const controls = careersControls(page);
    await page.goto("/careers?type=Internship&department=Design");
    await controls.department.selectOption("Engineering"); // replaces this entry
    const first = { q: "", type: "Internship", department: "Engineering" };
    await expectFilters(page, controls, first);

    await followCareersLink(page); // a link with other (no) filters
    const second = { q: "", type: "Full-time", department: "" };
    await expectFilters(page, controls, { q: "", type: "", department: "" });
    await controls.type.selectOption("Full-time");
    await expectFilters(page, controls, second);

    await searchFor(controls.q, "engineer");
    const third = { q: "engineer", type: "Full-time", department: "" };
    await expectFilters(page, controls, third);

    await page.goto("/careers?type=Contract&department=Finance");
    await expectFilters(page, controls, { q: "", type: "Contract", department: "Finance" });

    await walkHistory(page, controls, [
      ["back", third],
      ["back", second],
      ["back", first],
      ["forward", second],
      ["forward", third],
    ]);
  });

  test("careers: a select changed before the page hydrated filters once the script runs", async ({ page }) => {
    let hydrate = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (hydrate = resolve));
    await page.route("**/build/**", async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    const controls = careersControls(page);
    // Module scripts hold back DOMContentLoaded: wait for the form itself.
    await page.goto("/careers?type=Internship", { waitUntil: "commit" });
    await controls.department.selectOption("Engineering"); // no script yet: nothing submits
    await expect(page).toHaveURL(/\/careers\?type=Internship$/);

    hydrate();
    await expectFilters(page, controls, { q: "", type: "Internship", department: "Engineering" });
    await expect(cards(page).filter({ hasText: "Software Engineering Intern" })).toBeVisible();
  });

  test("careers: an address changed before the page hydrated is loaded, not hydrated with the old one's data", async ({
    page,
  }) => {
    let hydrate = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (hydrate = resolve));
    // The page script and React's files wait; the stylesheet does not, so the page is parsed whole.
    await page.route(/\/build\/(?!_assets\/)/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    const controls = careersControls(page);
    await page.goto("/careers?type=Internship", { waitUntil: "commit" });
    await expect(controls.type).toHaveValue("Internship");
    await page.waitForFunction(() => document.readyState === "interactive"); // parsed, the page script still to come
    // As Back or Forward to another entry of this document does, before React listens to them.
    await page.evaluate(() => {
      Object.assign(window, { sameDocument: true });
      history.replaceState(null, "", "/careers?type=Contract");
    });

    hydrate();
    await expectFilters(page, controls, { q: "", type: "Contract", department: "" });
    await expect(page).toHaveURL(/\/careers\?type=Contract$/);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(false);
  });

  test("careers: an address changed while the page's scripts ran is loaded, not hydrated with the old one's data", async ({
    page,
  }) => {
    let hydrate = () => {};
    const hydrationHeld = new Promise<void>((resolve) => (hydrate = resolve));
    // The page's modules run; only the one that hydrates waits (what a slow machine or network does
    // between the page's load, when a test's Back comes, and React).
    await page.route(/\/build\/entry\.client-/, async (route) => {
      await hydrationHeld;
      await route.continue();
    });
    const controls = careersControls(page);
    await page.goto("/careers?q=engineer&type=Full-time", { waitUntil: "commit" });
    await page.waitForFunction(() => "__remixRouteModules" in window); // the page's modules ran
    await page.evaluate(() => {
      Object.assign(window, { sameDocument: true });
      history.replaceState(null, "", "/careers?type=Full-time");
    });
    // The reload's page comes slowly, well after the live filter's 300 ms: nothing sends the old filters meanwhile.
    await page.route("**/careers?type=Full-time", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    const dataRequests: string[] = [];
    page.on("request", (request) => request.url().includes(".data") && dataRequests.push(request.url()));

    hydrate();
    await expectFilters(page, controls, { q: "", type: "Full-time", department: "" });
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(false);
    expect(dataRequests).toEqual([]);
    await expect(cards(page).first()).toBeVisible();
    await expect(page).toHaveURL(/\/careers\?type=Full-time$/);
  });

  test("careers: a search typed just before Back does not undo Back", async ({ page }) => {
    const controls = careersControls(page);
    await page.goto("/careers?type=Internship");
    await followCareersLink(page);
    await expectFilters(page, controls, { q: "", type: "", department: "" });

    await controls.q.fill("zz-typed-then-left");
    await page.goBack(); // well within the live submit's 300 ms wait
    await expectFilters(page, controls, { q: "", type: "Internship", department: "" });
    // The live submit would have fired by now: it must not have replaced the entry Back went to.
    await page.waitForTimeout(1000);
    await expect(page).toHaveURL(/\/careers\?type=Internship$/);
    await expectFilters(page, controls, { q: "", type: "Internship", department: "" });
  });

  test("admin jobs: Back and Forward restore the search box and the type select", async ({ page, login }) => {
    await login();
    await page.goto("/admin/jobs?type=Internship");
    const controls = { q: page.getByRole("searchbox", { name: "Search jobs" }), type: page.getByLabel("Job type") };
    const first = { q: "", type: "Internship" };
    await expectFilters(page, controls, first);

    await searchFor(controls.q, "engineer");
    await expectFilters(page, controls, { q: "engineer", type: "Internship" });
    await controls.type.selectOption("Contract"); // replaces this entry
    const second = { q: "engineer", type: "Contract" };
    await expectFilters(page, controls, second);

    await searchFor(controls.q, "designer");
    const third = { q: "designer", type: "Contract" };
    await expectFilters(page, controls, third);

    await walkHistory(page, controls, [
      ["back", second],
      ["back", first],
      ["forward", second],
      ["forward", third],
    ]);
  });

  test("admin blogs: Back and Forward restore the search box", async ({ page, login }) => {
    await login();
    await page.goto("/admin/blogs?q=pricing");
    const controls = { q: page.getByRole("searchbox", { name: "Search blogs" }) };
    await expectFilters(page, controls, { q: "pricing" });
    await expect(page.getByRole("heading", { name: /Pricing Your First SaaS Product/ })).toBeVisible();

    await searchFor(controls.q, "finance");
    await expectFilters(page, controls, { q: "finance" });
    await searchFor(controls.q, "zz-no-such-post");
    await expect(page.getByText("No blogs found")).toBeVisible();

    await walkHistory(page, controls, [
      ["back", { q: "finance" }],
      ["back", { q: "pricing" }],
    ]);
    await expect(page.getByRole("heading", { name: /Pricing Your First SaaS Product/ })).toBeVisible();
    await walkHistory(page, controls, [
      ["forward", { q: "finance" }],
      ["forward", { q: "zz-no-such-post" }],
    ]);
  });

  test("admin messages: Back and Forward restore the search box and the status select", async ({ page, login }) => {
    await login();
    await page.goto("/admin/messages?status=handled");
    const controls = { q: page.getByRole("searchbox", { name: "Search messages" }), status: page.getByLabel("Status") };
    await expectFilters(page, controls, { q: "", status: "handled" });

    await searchFor(controls.q, "zz-first");
    await expectFilters(page, controls, { q: "zz-first", status: "handled" });
    await controls.status.selectOption("Unhandled"); // replaces this entry
    const second = { q: "zz-first", status: "unhandled" };
    await expectFilters(page, controls, second);

    await page.goto("/admin/messages"); // a new page with no filters
    await searchFor(controls.q, "zz-second");
    await expectFilters(page, controls, { q: "zz-second", status: "all" });

    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/messages$/);
    await expect(controls.q).toHaveValue("");
    await expect(controls.status).toHaveValue("all"); // no status in the URL: the first option
    await walkHistory(page, controls, [
      ["back", second],
      ["back", { q: "", status: "handled" }],
    ]);
  });
});

test.describe("Filter controls without JavaScript", { tag: PRESENTATION }, () => {
  test.use({ javaScriptEnabled: false });

  test("a careers URL with filters shows them in the controls", async ({ page }) => {
    await page.goto("/careers?q=intern&type=Internship&department=Engineering");
    await expect(page.getByRole("searchbox", { name: "Search jobs" })).toHaveValue("intern");
    await expect(page.getByLabel("Job type")).toHaveValue("Internship");
    await expect(page.getByLabel("Department")).toHaveValue("Engineering");
    await expect(cards(page).filter({ hasText: "Software Engineering Intern" })).toBeVisible();
  });
});
