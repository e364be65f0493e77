import { BROWSER_VARIANT, expect, test, uniqueSuffix } from "./fixtures";
import { insertJob } from "./records";

const cards = (page: import("@playwright/test").Page) => page.locator("#jobs").getByRole("article");

test.describe("Careers", () => {
  test("the hero, the controls and cards with every summary field", async ({ page }) => {
    await page.goto("/careers");
    await expect(page.getByRole("heading", { level: 1, name: "Join Our Team" })).toBeVisible();
    await expect(page.getByRole("link", { name: "See open roles" })).toHaveAttribute("href", "#jobs");
    await expect(page.getByRole("heading", { name: "Job Listings" })).toBeVisible();
    await expect(page.getByPlaceholder("Search jobs...")).toBeVisible();
    await expect(page.getByLabel("Job type").locator("option")).toHaveText([
      "All Types",
      "Full-time",
      "Part-time",
      "Internship",
      "Contract",
    ]);
    const departments = await page.getByLabel("Department").locator("option").allTextContents();
    expect(departments[0]).toBe("All Departments");
    expect(departments.slice(1)).toEqual([...departments.slice(1)].sort());
    expect(departments).toContain("Engineering");

    await expect(cards(page)).toHaveCount(8);

    // A job of this test's own, found by its title: other tests add jobs at the same time.
    const title = `Summary Check ${uniqueSuffix()}`;
    await insertJob({ title, salary: 2200000, location: "Pune, India", type: "Full-time", department: "Design" });
    await page.goto(`/careers?q=${encodeURIComponent(title)}`);
    const card = cards(page);
    await expect(card).toHaveCount(1);
    for (const field of [title, "Lumora Ventures", "Pune, India", "Full-time", "Design", "₹22,00,000"])
      await expect(card.getByText(field, { exact: true }).first()).toBeVisible();
  });

  test("search and filters narrow the list, live in the URL, and 'Clear filters' resets them", async ({ page }) => {
    await page.goto("/careers");
    await page.getByPlaceholder("Search jobs...").fill("engineer");
    await expect(page).toHaveURL(/q=engineer/);
    await expect(cards(page).first()).toContainText(/engineer/i);
    for (const text of await cards(page).getByRole("heading").allTextContents())
      expect(text.toLowerCase()).toContain("engineer");

    await page.getByLabel("Department").selectOption("Engineering");
    await expect(page).toHaveURL(/department=Engineering/);
    await page.getByLabel("Job type").selectOption("Internship");
    await expect(page).toHaveURL(/type=Internship/);

    await page.getByPlaceholder("Search jobs...").fill("zz-no-such-role");
    await expect(page.getByText("No job postings found matching your criteria.")).toBeVisible();
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/careers(#jobs)?$/);
    await expect(page.getByPlaceholder("Search jobs...")).toHaveValue("");
    await expect(page.getByLabel("Job type")).toHaveValue("");
    await expect(page.getByLabel("Department")).toHaveValue("");
    // The whole list again: its first page, and the next when the list's end is already in view (it loads on sight).
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(8);
  });

  test("scrolling to the bottom loads 8 more at a time until all are shown", async ({ page }) => {
    // Its own 20 jobs, found by one search: jobs other tests add or delete meanwhile cannot shift them.
    const batch = `Scroll ${uniqueSuffix()}`;
    for (let n = 1; n <= 20; n++) await insertJob({ title: `${batch} role ${n}` });
    await page.goto(`/careers?q=${encodeURIComponent(batch)}`);
    const status = page.getByText(/^Showing \d+ of \d+$/);
    await expect(status).toHaveText("Showing 8 of 20");
    await expect(cards(page)).toHaveCount(8);
    for (const shown of [16, 20]) {
      await page.getByRole("link", { name: /^(Load more|Loading\.\.\.)$/ }).scrollIntoViewIfNeeded();
      await expect(cards(page)).toHaveCount(shown);
    }
    await expect(status).toHaveText("Showing 20 of 20");
    await expect(page.getByRole("link", { name: "Load more", exact: true })).toHaveCount(0);
  });

  test("a card opens the side panel with every field; Escape closes it and focus returns", async ({ page }) => {
    const title = `Fallback role ${uniqueSuffix()}`;
    const id = await insertJob({
      title,
      salary: null,
      department: null,
      description: null,
      requirements: "First\n\n  \nSecond",
    });
    await page.goto(`/careers?q=${encodeURIComponent(title)}`);
    await page.getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`job=${id}`));
    const panel = page.getByRole("dialog", { name: title });
    await expect(panel).toBeVisible();
    await expect(panel).toBeFocused();
    await expect(panel.getByText("Lumora Ventures").first()).toBeVisible();
    await expect(panel.getByText("Bengaluru, India")).toBeVisible();
    await expect(panel.getByText("Not specified")).toHaveCount(2); // salary and department
    await expect(panel.getByText("No description provided.")).toBeVisible();
    await expect(panel.getByRole("listitem")).toHaveText(["First", "Second"]);
    const ld = JSON.parse((await panel.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(ld).toMatchObject({ "@type": "JobPosting", title, employmentType: "CONTRACTOR" });

    // Tab and Shift+Tab stay inside the panel.
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: "Close job details" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(panel.getByRole("link", { name: "Apply for this role" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: "Close job details" })).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(page).not.toHaveURL(/job=/);
    await expect(page.getByRole("link", { name: title })).toBeFocused();
  });

  test("the panel's JobPosting data says where each job is: its own country, remote as TELECOMMUTE", async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    const usTitle = `Bay Area role ${uniqueSuffix()}`;
    const usId = await insertJob({ title: usTitle, location: "San Francisco, CA", country: "US" });
    const remoteTitle = `Remote role ${uniqueSuffix()}`;
    const remoteId = await insertJob({ title: remoteTitle, location: "Remote (India)", workplace: "Remote" });
    const jobPosting = async (title: string) =>
      JSON.parse(
        (await page.getByRole("dialog", { name: title }).locator('script[type="application/ld+json"]').textContent()) ??
          "{}",
      );

    await page.goto(`/careers?job=${usId}`);
    expect(await jobPosting(usTitle)).toMatchObject({
      "@type": "JobPosting",
      jobLocation: {
        "@type": "Place",
        address: { addressLocality: "San Francisco", addressRegion: "CA", addressCountry: "US" },
      },
    });
    await expect(page.getByRole("dialog", { name: usTitle }).getByText("United States", { exact: true })).toBeVisible();

    await page.goto(`/careers?job=${remoteId}`);
    const remote = await jobPosting(remoteTitle);
    expect(remote).toMatchObject({
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "India" },
      directApply: true,
    });
    expect(remote).not.toHaveProperty("jobLocation");
    const panel = page.getByRole("dialog", { name: remoteTitle });
    await expect(panel.getByText("Remote", { exact: true })).toBeVisible();
    await expect(panel.getByText("India", { exact: true })).toBeVisible();
    await expect(panel).toBeFocused(); // hydrated
    expect(problems).toEqual([]);
  });

  test("the panel shows salary in rupees and the close button closes it", async ({ page }) => {
    const title = `Rupee role ${uniqueSuffix()}`;
    await insertJob({ title, salary: 1250000, department: "Finance" });
    await page.goto(`/careers?q=${encodeURIComponent(title)}`);
    await page.getByRole("link", { name: title }).click();
    const panel = page.getByRole("dialog", { name: title });
    await expect(panel.getByText("₹12,50,000 a year")).toBeVisible();
    await expect(panel.getByText("Finance")).toBeVisible();
    await panel.getByRole("link", { name: "Close job details" }).click();
    await expect(panel).toBeHidden();
  });
});

test.describe("Careers without JavaScript", { tag: BROWSER_VARIANT }, () => {
  test.use({ javaScriptEnabled: false });

  test("/careers?job=ID opens the panel and 'Load more' shows the next 8", async ({ page }) => {
    const title = `No-JS role ${uniqueSuffix()}`;
    const id = await insertJob({ title });
    await page.goto(`/careers?job=${id}`);
    await expect(page.getByRole("dialog", { name: title })).toBeVisible();

    await page.goto("/careers");
    await expect(cards(page)).toHaveCount(8);
    await page.getByRole("link", { name: "Load more" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(cards(page)).toHaveCount(16);
  });

  test("the filter form submits as a GET form", async ({ page }) => {
    await page.goto("/careers");
    await page.getByLabel("Job type").selectOption("Internship");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/type=Internship/);
    for (const badge of await cards(page)
      .getByText(/^(Full-time|Part-time|Internship|Contract)$/)
      .allTextContents()) {
      expect(badge).toBe("Internship");
    }
  });
});
