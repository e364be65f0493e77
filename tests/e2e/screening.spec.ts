import type { Page } from "@playwright/test";
import fs from "node:fs";

import { axeViolations } from "./axe";
import { BROWSER_VARIANT, db, expect, test, toast, uniqueSuffix } from "./fixtures";
import { fillApplicationForm } from "./forms";
import { checkHtml } from "./nu-html-checker";

const PDF = "tests/fixtures/cv.pdf";
const PHONE = { width: 375, height: 740 };

const AUTHORISED = "Are you authorised to work in India?";
const YEARS = "Years of B2B sales";
const CRMS = "CRMs you have used";

async function createJob() {
  const now = new Date().toISOString();
  return db
    .insertInto("jobs")
    .values({
      title: `Sales Engineer ${uniqueSuffix()}`,
      company: "Lumora Ventures",
      location: "Bengaluru, India",
      type: "Full-time",
      salary: 1800000,
      department: "Sales",
      description: "Sell to founders.",
      requirements: "B2B sales",
      created_at: now,
      updated_at: now,
    })
    .returning(["id", "title"])
    .executeTakeFirstOrThrow();
}

function question(page: Page, position: number) {
  return page.getByRole("group", { name: `Question ${position}`, exact: true });
}

/**
 * The page's HTML valid as it is now, and (axe runs in the page: with JavaScript only) its WCAG 2.2
 * AA rules met at its width and at phone width.
 */
async function expectValidAndAccessible(page: Page, name: string) {
  expect(await checkHtml(new Map([[name, await page.content()]]))).toMatchObject({ errors: [] });
  const viewport = page.viewportSize();
  if (!viewport || viewport.width === PHONE.width) return;
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize(PHONE);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize(viewport);
}

async function apply(page: Page, jobId: number, name: string, answers: { authorised: "Yes" | "No"; years: string }) {
  await page.goto(`/careers/${jobId}/apply`);
  await fillApplicationForm(page, {
    fullName: name,
    email: `${name.toLowerCase().replace(/\s+/g, ".")}@example.com`,
    phone: "+91 98450 12345",
    location: "Pune, India",
    consent: true,
  });
  await page.getByRole("group", { name: AUTHORISED }).getByLabel(answers.authorised).check();
  await page.getByLabel(YEARS).fill(answers.years);
  await page
    .getByRole("group", { name: `${CRMS} (optional)` })
    .getByLabel("Zoho")
    .check();
  await page.getByLabel("CV").setInputFiles(PDF);
  await page.getByRole("button", { name: "Send application" }).click();
}

for (const javaScriptEnabled of [true, false]) {
  const title = javaScriptEnabled ? "Screening questions" : "Screening questions without JavaScript";
  test.describe(title, { tag: javaScriptEnabled ? [] : BROWSER_VARIANT }, () => {
    test.use({ javaScriptEnabled, viewport: javaScriptEnabled ? undefined : PHONE });

    test("a recruiter adds three questions, two candidates apply, the pipeline sets the knocked-out one apart", async ({
      page,
      login,
      createUser,
    }) => {
      const job = await createJob();
      await login(await createUser({ role: "recruiter" }));

      // Three questions, one a knock-out; each button posts the form, so none needs a script.
      await page.goto(`/admin/jobs/${job.id}`);
      await page.getByRole("link", { name: "Screening questions" }).click();
      await expect(page.getByText("This job asks no screening questions yet.")).toBeVisible();
      await page.getByRole("button", { name: "Add a question" }).click();
      await question(page, 1).getByLabel("Question", { exact: true }).fill(AUTHORISED);
      await question(page, 1).getByLabel("Knock out when the answer is").selectOption("no");
      await page.getByRole("button", { name: "Add a question" }).click();
      await question(page, 2).getByLabel("Question", { exact: true }).fill(CRMS);
      await question(page, 2).getByLabel("Answer type").selectOption("multiple_choice");
      await question(page, 2).getByLabel("Required").uncheck();
      await page.getByRole("button", { name: "Add a question" }).click();
      await question(page, 3).getByLabel("Question", { exact: true }).fill(YEARS);
      await question(page, 3).getByLabel("Answer type").selectOption("number");
      await page.getByRole("button", { name: "Save questions" }).click();
      // A choice needs its options: the message shows next to the field, the other questions kept.
      await expect(question(page, 2).getByText("Give at least two options, one per line")).toBeVisible();
      await expectValidAndAccessible(page, "/admin/jobs/{id}/questions (messages)");
      await question(page, 2).getByLabel("Options", { exact: true }).fill("Salesforce\nHubSpot\nZoho");
      await question(page, 3).getByLabel("Minimum (optional)").fill("0");
      await question(page, 3).getByLabel("Maximum (optional)").fill("40");
      // Reordered: years before the CRMs.
      await page.getByRole("button", { name: "Move up Question 3" }).click();
      await expect(question(page, 2).getByLabel("Question", { exact: true })).toHaveValue(YEARS);
      await expect(question(page, 1).getByLabel("Knock out when the answer is")).toHaveValue("no");
      await page.getByRole("button", { name: "Save questions" }).click();
      if (javaScriptEnabled) await expect(toast(page, "Screening questions saved")).toBeVisible();
      await expect
        .poll(
          async () =>
            (await db.selectFrom("job_screening").select("version").where("job_id", "=", job.id).executeTakeFirst())
              ?.version,
        )
        .toBe(1);
      await expect(question(page, 3).getByLabel("Options", { exact: true })).toHaveValue("Salesforce\nHubSpot\nZoho");

      // A candidate's wrong answer comes back next to its question, with what they chose kept.
      const fit = `Meera ${uniqueSuffix()}`;
      await apply(page, job.id, fit, { authorised: "Yes", years: "six" });
      await expect(page.getByText("Answer must be a number")).toBeVisible();
      await expect(page.getByRole("group", { name: AUTHORISED }).getByLabel("Yes")).toBeChecked();
      await expect(page.getByRole("group", { name: `${CRMS} (optional)` }).getByLabel("Zoho")).toBeChecked();
      await expectValidAndAccessible(page, "/careers/{id}/apply (answers refused)");
      // A plain form's post makes the browser forget the file; the upload script keeps it.
      if (!javaScriptEnabled) {
        await expect(page.getByText("Please choose your file again")).toBeVisible();
        await page.getByLabel("CV").setInputFiles(PDF);
      }
      await page.getByLabel(YEARS).fill("6");
      await page.getByRole("button", { name: "Send application" }).click();
      await expect(
        page.getByRole("heading", { name: `Thanks, ${fit} — we received your application for ${job.title}` }),
      ).toBeVisible();

      const notFit = `Ravi ${uniqueSuffix()}`;
      await apply(page, job.id, notFit, { authorised: "No", years: "6" });
      await expect(page.getByRole("heading", { name: new RegExp(`^Thanks, ${notFit}`) })).toBeVisible();

      // The pipeline lists the fit one; the knocked-out one is apart, under Not a fit.
      await page.goto(`/admin/applications?job=${job.id}`);
      const list = page.getByRole("main");
      await expect(list.getByRole("link", { name: fit })).toBeVisible();
      await expect(list.getByRole("link", { name: notFit })).toHaveCount(0);
      await expect(page.getByText("1 application was knocked out by screening questions")).toBeVisible();

      const [csv] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Export CSV" }).click(),
      ]);
      const rows = fs
        .readFileSync(await csv.path(), "utf8")
        .trim()
        .split("\r\n");
      expect(rows[0]!.replace(/^\ufeff/, "")).toBe(
        `Received,Name,Email,Phone,Location,Job,Stage,Source,Profile URL,Link,${AUTHORISED},${YEARS},${CRMS}`,
      );
      expect(rows.find((row) => row.includes(fit))).toMatch(/,New,.*,Yes,6,Zoho$/);
      expect(rows.find((row) => row.includes(notFit))).toMatch(/,Not a fit,.*,No,6,Zoho$/);

      await page.getByLabel("Screening answer").selectOption(`${AUTHORISED}: No`);
      await page.getByLabel("Stage", { exact: true }).selectOption("not_fit");
      await page.getByRole("button", { name: "Search" }).click();
      await expect(list.getByRole("link", { name: notFit })).toBeVisible();
      await expect(list.getByRole("link", { name: fit })).toHaveCount(0);

      await list.getByRole("link", { name: notFit }).click();
      const answers = page.getByRole("region", { name: "Screening answers" });
      await expect(answers.getByText("Knock-out answer")).toBeVisible();
      await expect(answers.getByText(YEARS)).toBeVisible();
      await expect(
        page.getByRole("region", { name: "Timeline" }).getByText("Screening questions moved it from New to Not a fit"),
      ).toBeVisible();
      await expectValidAndAccessible(page, "/admin/applications/{id} (answers)");
      // No rejection went out: a recruiter decides whether to write.
      const emails = await db
        .selectFrom("emails")
        .select("kind")
        .where("recipient", "like", `${notFit.toLowerCase().replace(/\s+/g, ".")}@example.com`)
        .execute();
      expect(emails.map((email) => email.kind)).not.toContain("application-rejected");

      // A question saved as a template can be added to any job, and deleted.
      const notice = `Notice period ${uniqueSuffix()}`;
      await page.goto(`/admin/jobs/${job.id}/questions`);
      await page.getByRole("button", { name: "Add a question" }).click();
      await question(page, 4).getByLabel("Question", { exact: true }).fill(notice);
      await page.getByRole("button", { name: "Save as template Question 4" }).click();
      const templates = page.getByRole("region", { name: "Question templates" });
      await expect(templates.getByRole("listitem").filter({ hasText: notice })).toBeVisible();
      await expect(page.getByRole("button", { name: `Add “${notice}”` })).toBeVisible();
      await templates.getByRole("button", { name: `Delete template ${notice}` }).click();
      await expect(templates.getByRole("listitem").filter({ hasText: notice })).toHaveCount(0);
    });
  });
}
