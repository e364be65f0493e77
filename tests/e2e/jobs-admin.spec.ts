import { BROWSER_VARIANT, expect, PRESENTATION, test, toast, uniqueSuffix } from "./fixtures";
import { fillJobForm } from "./forms";
import { insertJob } from "./records";

/** A part-time job every rule accepts, as an admin types it. */
const partTimeJob = (title: string) => ({
  title,
  company: "Lumora Ventures",
  location: "Hyderabad, India",
  type: "Part-time",
  salary: "9,50,000",
  department: "Studio Operations",
  description: "Keep our founder programmes running on time.",
  requirements: "Calm under pressure\nExcellent written English",
});

test.describe("Job management", () => {
  test("create → shows on /careers → edit → delete, with each toast", async ({ page, login }) => {
    const title = `Studio Coordinator ${uniqueSuffix()}`;
    await login();
    await page.goto("/admin/jobs");
    await expect(page.getByRole("heading", { name: "Job Management" })).toBeVisible();
    await page.getByRole("link", { name: "New Job Post" }).click();
    await expect(page.getByRole("heading", { name: "Create New Job" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Jobs" })).toBeVisible();
    await expect(page.getByLabel("Type")).toHaveValue("Full-time");
    await expect(page.getByLabel("Workplace")).toHaveValue("On-site");
    await expect(page.getByLabel("Country")).toHaveValue("IN");
    await expect(page.getByLabel("Country").locator("option:checked")).toHaveText("India");
    await fillJobForm(page, partTimeJob(title));
    await expect(page.getByLabel("Salary (₹ per year)")).toHaveValue("950000"); // non-digits stripped as typed
    await page.getByRole("button", { name: "Create Job" }).click();
    await expect(page).toHaveURL("/admin/jobs");
    await expect(toast(page, "Job created successfully")).toBeVisible();

    await page.goto(`/careers?q=${encodeURIComponent(title)}`);
    const card = page.locator("#jobs").getByRole("article").filter({ hasText: title });
    await expect(card.getByText("₹9,50,000")).toBeVisible();
    await expect(card.getByText("Part-time")).toBeVisible();
    await expect(card.getByText("Studio Operations")).toBeVisible();

    await page.goto(`/admin/jobs?q=${encodeURIComponent(title)}`);
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    await expect(page.getByRole("heading", { name: "Edit Job" })).toBeVisible();
    await expect(page.getByLabel("Salary (₹ per year)")).toHaveValue("950000");
    await expect(page.getByLabel("Workplace")).toHaveValue("On-site");
    await fillJobForm(page, { location: "Remote (India)", workplace: "Remote" });
    await page.getByRole("button", { name: "Update Job" }).click();
    await expect(page).toHaveURL("/admin/jobs");
    await expect(toast(page, "Job updated successfully")).toBeVisible();

    await page.goto(`/admin/jobs?q=${encodeURIComponent(title)}`);
    await page.getByRole("link", { name: `View ${title}` }).click();
    const view = page.getByRole("dialog", { name: title });
    await expect(view.getByText("Remote (India)")).toBeVisible();
    await expect(view.getByText("Remote", { exact: true })).toBeVisible();
    await expect(view.getByText("India", { exact: true })).toBeVisible();
    await expect(view.getByText("₹9,50,000 a year")).toBeVisible();
    await expect(view.getByRole("listitem")).toHaveText(["Calm under pressure", "Excellent written English"]);
    await page.keyboard.press("Escape");

    await page.getByRole("link", { name: `Delete ${title}` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete Job?" });
    await expect(confirm.getByText("Are you sure you want to delete this job post?")).toBeVisible();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("link", { name: `Edit ${title}` })).toBeVisible();
    await page.getByRole("link", { name: `Delete ${title}` }).click();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Job deleted successfully")).toBeVisible();
    await expect(page.getByText("No job postings found matching your criteria")).toBeVisible();
  });

  test(
    "every field's message, the inline error line and input kept",
    { tag: PRESENTATION },
    async ({ page, login }) => {
      await login();
      await page.goto("/admin/jobs/new");
      // The select has no blank choice; a tampered form that sends one is refused too.
      await page.getByLabel("Type").evaluate((select: HTMLSelectElement) => {
        select.add(new Option("(none)", ""));
        select.value = "";
      });
      await page.getByLabel("Location").fill("Kept City");
      await page.getByRole("button", { name: "Create Job" }).click();
      for (const message of [
        "Title is required",
        "Company is required",
        "Type is required",
        "Salary is required",
        "Department is required",
        "Description is required",
        "Requirements is required",
      ]) {
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      }
      await expect(page.getByText("Error creating job: Title is required")).toBeVisible();
      await expect(toast(page, "Failed to create job")).toBeVisible();
      await expect(page.getByLabel("Location")).toHaveValue("Kept City");
      for (const field of ["Title", "Company", "Salary (₹ per year)", "Department", "Description", "Requirements"]) {
        await expect(page.getByLabel(field)).toHaveAttribute("aria-invalid", "true");
      }
      // Editing a field clears its message.
      await page.getByLabel("Title").fill("Analyst");
      await expect(page.getByText("Title is required", { exact: true })).toHaveCount(0);
    },
  );

  test("search and type filter live in the URL", async ({ page, login }) => {
    await login();
    await page.goto("/admin/jobs");
    await page.getByPlaceholder("Search jobs...").fill("bengaluru");
    await expect(page).toHaveURL(/q=bengaluru/);
    await page.getByLabel("Job type").selectOption("Full-time");
    await expect(page).toHaveURL(/type=Full-time/);
    await expect(page.getByRole("article").first()).toContainText("Bengaluru");
    await page.getByPlaceholder("Search jobs...").fill("zz-nothing-matches");
    await expect(page.getByText("No job postings found matching your criteria")).toBeVisible();
  });

  test("the edit page shows 'Loading...' while its job loads", { tag: PRESENTATION }, async ({ page, login }) => {
    const title = `Loading check ${uniqueSuffix()}`;
    const id = await insertJob({ title });
    await login();
    await page.goto(`/admin/jobs?q=${encodeURIComponent(title)}`);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(new RegExp(`/admin/jobs/${id}\\.data`), async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toBeVisible();
    release();
    await expect(page.getByRole("heading", { name: "Edit Job" })).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveValue(title);
  });

  test("an unknown job shows 'Job not found'", async ({ page, login }) => {
    await login();
    await page.goto("/admin/jobs/999999");
    await expect(page.getByRole("heading", { name: "Job not found" })).toBeVisible();
  });
});

test.describe("Job management without JavaScript", { tag: BROWSER_VARIANT }, () => {
  test.use({ javaScriptEnabled: false });

  test("create → edit (with a server-side error) → delete confirmation page", async ({ page, login }) => {
    const title = `No-JS Analyst ${uniqueSuffix()}`;
    await login();
    await page.goto("/admin/jobs/new");
    await fillJobForm(page, { ...partTimeJob(title), workplace: "Hybrid", country: "United States", salary: "lots" });
    await page.getByRole("button", { name: "Create Job" }).click();
    await expect(page.getByText("Salary must be a number", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await expect(page.getByLabel("Workplace")).toHaveValue("Hybrid");
    await expect(page.getByLabel("Country")).toHaveValue("US");
    await page.getByLabel("Salary (₹ per year)").fill("800000");
    await page.getByRole("button", { name: "Create Job" }).click();
    await expect(page).toHaveURL("/admin/jobs");

    await page.goto(`/admin/jobs?q=${encodeURIComponent(title)}`);
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    await page.getByLabel("Department").fill("Research");
    await page.getByRole("button", { name: "Update Job" }).click();
    await expect(page).toHaveURL("/admin/jobs");

    await page.goto(`/admin/jobs?q=${encodeURIComponent(title)}`);
    await page.getByRole("link", { name: `View ${title}` }).click();
    await expect(page.getByText("Research")).toBeVisible();
    await expect(page.getByText("Hybrid", { exact: true })).toBeVisible();
    await expect(page.getByText("United States", { exact: true })).toBeVisible();
    await page.goto(`/admin/jobs?q=${encodeURIComponent(title)}`);
    await page.getByRole("link", { name: `Delete ${title}` }).click();
    await expect(page.getByRole("heading", { name: "Delete Job?" })).toBeVisible();
    await page.getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL("/admin/jobs");
    await page.goto(`/admin/jobs?q=${encodeURIComponent(title)}`);
    await expect(page.getByText("No job postings found matching your criteria")).toBeVisible();
  });
});
