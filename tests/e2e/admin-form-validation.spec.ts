import type { Page } from "@playwright/test";

import { db, expect, PRESENTATION, test, uniqueSuffix } from "./fixtures";
import { fillBlogForm, fillJobForm } from "./forms";
import { insertJob } from "./records";

// The admin forms leave validation to the model's schema on the server: after a submit every
// invalid field shows its spec message at once (no browser bubble stopping at the first field),
// what was typed stays, and focus lands on the first invalid field, with and without JavaScript.

const JOB_FIELDS = [
  ["Title", "Title is required"],
  ["Company", "Company is required"],
  ["Location", "Location is required"],
  ["Salary (₹ per year)", "Salary is required"],
  ["Department", "Department is required"],
  ["Description", "Description is required"],
  ["Requirements", "Requirements is required"],
] as const;

const BLOG_FIELDS = [
  ["Title", "Title is required"],
  ["Author", "Author is required"],
  ["Description", "Description is required"],
] as const;

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The field is marked invalid and described by its message, which is on screen. */
async function expectMessage(page: Page, label: string, message: string) {
  await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(field(page, label)).toHaveAttribute("aria-invalid", "true");
  await expect(field(page, label)).toHaveAccessibleDescription(new RegExp(`(^| )${message}$`));
}

async function expectValid(page: Page, label: string) {
  await expect(field(page, label)).not.toHaveAttribute("aria-invalid");
  await expect(field(page, label)).not.toHaveAttribute("aria-describedby", /error/);
}

for (const javaScriptEnabled of [true, false]) {
  const title = javaScriptEnabled ? "Admin form messages" : "Admin form messages without JavaScript";
  test.describe(title, { tag: PRESENTATION }, () => {
    test.use({ javaScriptEnabled });

    test("new job: every field's message at once, the first invalid field focused, typed values kept", async ({
      page,
      login,
    }) => {
      await login();
      await page.goto("/admin/jobs/new");
      await expect(field(page, "Type")).toHaveValue("Full-time");
      await page.getByRole("button", { name: "Create Job" }).click();

      for (const [label, message] of JOB_FIELDS) await expectMessage(page, label, message);
      await expectValid(page, "Type");
      await expect(page.getByText("Error creating job: Title is required")).toBeVisible();
      await expect(field(page, "Title")).toBeFocused();

      await fillJobForm(page, { company: "Kept Company", requirements: "Kept line one\nKept line two" });
      await page.getByRole("button", { name: "Create Job" }).click();
      for (const [label, message] of JOB_FIELDS.filter(([label]) => label !== "Company" && label !== "Requirements")) {
        await expectMessage(page, label, message);
      }
      await expect(field(page, "Company")).toHaveValue("Kept Company");
      await expect(field(page, "Requirements")).toHaveValue("Kept line one\nKept line two");
      await expectValid(page, "Company");
      await expectValid(page, "Requirements");
      await expect(field(page, "Title")).toBeFocused();

      // Focus follows the form's order, not a fixed field.
      await field(page, "Title").fill("Kept Title");
      await page.getByRole("button", { name: "Create Job" }).click();
      await expectMessage(page, "Location", "Location is required");
      await expect(field(page, "Title")).toHaveValue("Kept Title");
      await expect(field(page, "Location")).toBeFocused();
    });

    test("edit job: clearing every field shows every message at once and saves nothing", async ({ page, login }) => {
      const title = `Validation check ${uniqueSuffix()}`;
      const id = await insertJob({ title, company: "Lumora Ventures", type: "Contract" });
      await login();
      await page.goto(`/admin/jobs/${id}`);
      for (const [label] of JOB_FIELDS) await field(page, label).fill("");
      await page.getByRole("button", { name: "Update Job" }).click();

      for (const [label, message] of JOB_FIELDS) await expectMessage(page, label, message);
      await expect(page.getByText("Failed to update job: Title is required")).toBeVisible();
      await expect(field(page, "Title")).toBeFocused();
      await expect(field(page, "Type")).toHaveValue("Contract");

      await field(page, "Company").fill("Renamed Company");
      await page.getByRole("button", { name: "Update Job" }).click();
      await expectMessage(page, "Title", "Title is required");
      await expect(field(page, "Company")).toHaveValue("Renamed Company");
      await expect(field(page, "Title")).toBeFocused();

      const saved = await db
        .selectFrom("jobs")
        .select(["title", "company"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(saved).toEqual({ title, company: "Lumora Ventures" });
    });

    test("new blog post: Title, Author and Description messages at once, the first invalid field focused, typed values kept", async ({
      page,
      login,
    }) => {
      await login();
      await page.goto("/admin/blogs/new");
      await page.getByRole("button", { name: "Publish" }).click();

      for (const [label, message] of BLOG_FIELDS) await expectMessage(page, label, message);
      await expectValid(page, "Image URL");
      await expect(field(page, "Title")).toBeFocused();

      await fillBlogForm(page, { author: "Kept Author", content: "<p>Kept content</p>" });
      await page.getByRole("button", { name: "Publish" }).click();
      await expectMessage(page, "Title", "Title is required");
      await expectMessage(page, "Description", "Description is required");
      await expectValid(page, "Author");
      await expect(field(page, "Author")).toHaveValue("Kept Author");
      await expect(field(page, "Content (HTML)")).toHaveValue("<p>Kept content</p>");
      await expect(field(page, "Title")).toBeFocused();

      await field(page, "Title").fill("Kept Title");
      await page.getByRole("button", { name: "Publish" }).click();
      await expectMessage(page, "Description", "Description is required");
      await expect(field(page, "Title")).toHaveValue("Kept Title");
      await expect(field(page, "Description")).toBeFocused();
    });

    // With JavaScript the salary box drops non-digits as they are typed: only a form without it sends letters.
    if (!javaScriptEnabled) {
      test("a salary that is not a number: 'Salary must be a number' next to the focused field, the rest kept", async ({
        page,
        login,
      }) => {
        await login();
        await page.goto("/admin/jobs/new");
        await fillJobForm(page, {
          title: "Kept Title",
          company: "Kept Company",
          location: "Kept City",
          salary: "twelve lakh",
          department: "Kept Department",
          description: "Kept description.",
          requirements: "Kept requirement",
        });
        await page.getByRole("button", { name: "Create Job" }).click();

        await expectMessage(page, "Salary (₹ per year)", "Salary must be a number");
        await expect(page.locator(".field-error")).toHaveCount(1);
        await expect(field(page, "Salary (₹ per year)")).toHaveValue("twelve lakh");
        await expect(field(page, "Salary (₹ per year)")).toBeFocused();
        for (const [label, value] of [
          ["Title", "Kept Title"],
          ["Company", "Kept Company"],
          ["Location", "Kept City"],
          ["Requirements", "Kept requirement"],
        ] as const) {
          await expect(field(page, label)).toHaveValue(value);
        }
      });
    }
  });
}
