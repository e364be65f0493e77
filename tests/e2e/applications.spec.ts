import type { Page } from "@playwright/test";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { BROWSER_VARIANT, db, expect, PRESENTATION, test, toast, uniqueSuffix } from "./fixtures";
import { fillApplicationForm } from "./forms";
import { checkHtml } from "./nu-html-checker";

const FIXTURES = path.resolve("tests/fixtures");
const PDF = path.join(FIXTURES, "cv.pdf");
const RENAMED_BINARY = path.join(FIXTURES, "not-a-cv.pdf");
const PHONE = { width: 375, height: 740 };

/** A job of this test's own, open for applications unless told otherwise. */
async function createJob(overrides: { status?: "open" | "closed"; closes_on?: string | null } = {}) {
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto("jobs")
    .values({
      title: `Product Analyst ${uniqueSuffix()}`,
      company: "Lumora Ventures",
      location: "Bengaluru, India",
      type: "Full-time",
      salary: 1800000,
      department: "Operations",
      description: "Turn data into decisions.",
      requirements: "SQL\nCuriosity",
      created_at: now,
      updated_at: now,
      ...overrides,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const { title } = await db.selectFrom("jobs").select("title").where("id", "=", id).executeTakeFirstOrThrow();
  return { id, title };
}

function candidate(name = `Meera ${uniqueSuffix()}`) {
  return {
    fullName: name,
    email: `${name.toLowerCase().replace(/\s+/g, ".")}@example.com`,
    phone: "+91 98450 12345",
    location: "Pune, India",
    profileUrl: "https://www.linkedin.com/in/meera",
    coverLetter: "I have spent four years turning messy data into decisions.",
    consent: true,
  };
}

async function applicationsFor(jobId: number) {
  return db.selectFrom("applications").selectAll().where("job_id", "=", jobId).execute();
}

async function send(page: Page) {
  await page.getByRole("button", { name: "Send application" }).click();
}

for (const javaScriptEnabled of [true, false]) {
  const title = javaScriptEnabled ? "Job applications" : "Job applications without JavaScript";
  test.describe(title, { tag: javaScriptEnabled ? [] : BROWSER_VARIANT }, () => {
    test.use({ javaScriptEnabled, viewport: javaScriptEnabled ? undefined : PHONE });

    test("a candidate applies with a PDF from the job's panel and sees the confirmation", async ({ page }) => {
      const job = await createJob();
      await page.goto(`/careers?job=${job.id}&source=linkedin`);
      await page.getByRole("link", { name: "Apply for this role" }).click();
      await expect(page).toHaveURL(new RegExp(`/careers/${job.id}/apply\\?source=linkedin$`));
      await expect(page.getByRole("heading", { level: 1, name: job.title })).toBeVisible();

      const person = candidate();
      await fillApplicationForm(page, person);
      await page.getByLabel("CV").setInputFiles(PDF);
      if (javaScriptEnabled) await expect(page.getByText(/^cv\.pdf · \d+ bytes$/)).toBeVisible();
      await send(page);

      await expect(
        page.getByRole("heading", {
          name: `Thanks, ${person.fullName} — we received your application for ${job.title}`,
        }),
      ).toBeVisible();
      await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
      const [stored] = await applicationsFor(job.id);
      expect(stored).toMatchObject({ full_name: person.fullName, source: "linkedin", stage: "new" });

      // The same address again is recognised, not stored twice.
      await page.goto(`/careers/${job.id}/apply`);
      await fillApplicationForm(page, person);
      await page.getByLabel("CV").setInputFiles(PDF);
      await send(page);
      await expect(page.getByText(/^You already applied for this role on \w+ \d+, \d{4}$/)).toBeVisible();
      await expect(page.getByLabel("Full name")).toHaveValue(person.fullName);
      expect(await applicationsFor(job.id)).toHaveLength(1);
    });

    test("bad input keeps what was typed, says what is wrong and stores nothing", async ({ page }) => {
      const job = await createJob();
      await page.goto(`/careers/${job.id}/apply`);
      const person = candidate();

      // A program renamed .pdf: judged by its bytes.
      await fillApplicationForm(page, person);
      await page.getByLabel("CV").setInputFiles(RENAMED_BINARY);
      if (javaScriptEnabled) {
        // The browser can only judge the name, which looks right: the server reads the bytes.
        await expect(page.getByText(/^not-a-cv\.pdf · /)).toBeVisible();
      }
      await send(page);
      await expect(page.getByText("Your CV must be a PDF, DOC or DOCX file")).toBeVisible();
      await expect(page.getByLabel("Full name")).toHaveValue(person.fullName);
      await expect(page.getByLabel("Cover letter (optional)")).toHaveValue(person.coverLetter);

      // 5 MB + 1 byte.
      const tooLarge = {
        name: "big.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x25),
      };
      await page.getByLabel("CV").setInputFiles(tooLarge);
      if (javaScriptEnabled) {
        // Said before anything is sent; the submit is held.
        await expect(page.getByText("Your CV must be 5 MB or smaller")).toBeVisible();
        await send(page);
        await expect(page).toHaveURL(new RegExp(`/careers/${job.id}/apply$`));
      } else {
        await send(page);
        await expect(page.getByText("Your CV must be 5 MB or smaller")).toBeVisible();
        await expect(page.getByLabel("Email", { exact: true })).toHaveValue(person.email);
      }

      // No consent.
      await page.getByLabel("CV").setInputFiles(PDF);
      await page.getByLabel(/I agree to the processing of my data/).setChecked(false);
      await send(page);
      await expect(
        page.getByText("Please agree to the processing of your data to send your application"),
      ).toBeVisible();
      await expect(page.getByLabel("Current location")).toHaveValue(person.location);

      expect(await applicationsFor(job.id)).toHaveLength(0);
    });
  });
}

test(
  "with JavaScript, a slow upload shows its progress and holds the button",
  { tag: PRESENTATION },
  async ({ page, context }) => {
    const job = await createJob();
    await page.goto(`/careers/${job.id}/apply`);
    await fillApplicationForm(page, candidate());
    // A real PDF padded to 1.5 MB, sent at about 300 KB/s.
    const padded = Buffer.concat([fs.readFileSync(PDF), Buffer.alloc(1_500_000, 0x20)]);
    await page.getByLabel("CV").setInputFiles({ name: "long-cv.pdf", mimeType: "application/pdf", buffer: padded });
    await expect(page.getByText("long-cv.pdf · 1.4 MB")).toBeVisible();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 20,
      downloadThroughput: 1_000_000,
      uploadThroughput: 300_000,
    });
    await send(page);
    const button = page.getByRole("button", { name: /^Sending your application\.\.\. \d+%$/ });
    await expect(button).toBeDisabled();
    await expect(page.getByRole("progressbar", { name: "Upload progress" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Thanks, / })).toBeVisible();
    expect(await applicationsFor(job.id)).toHaveLength(1);
  },
);

test("the form with its messages and the confirmation page are valid HTML", { tag: PRESENTATION }, async ({ page }) => {
  const job = await createJob();
  const pages = new Map<string, string>();
  const empty = await page.request.post(`/careers/${job.id}/apply`, { multipart: { fullName: "" } });
  expect(empty.status()).toBe(400);
  pages.set("the form with its messages", await empty.text());
  const person = candidate();
  const sent = await page.request.post(`/careers/${job.id}/apply`, {
    multipart: {
      ...Object.fromEntries(Object.entries(person).map(([key, value]) => [key, value === true ? "on" : value])),
      cv: { name: "cv.pdf", mimeType: "application/pdf", buffer: fs.readFileSync(PDF) },
    },
  });
  expect(sent.url()).toMatch(new RegExp(`/careers/${job.id}/applied$`));
  pages.set("the confirmation", await sent.text());
  expect(await checkHtml(pages)).toMatchObject({ errors: [] });
});

test("a job that takes no more applications says so and refuses them", async ({ page, request }) => {
  const closed = await createJob({ status: "closed" });
  const pastDate = await createJob({ closes_on: "2020-01-31" });
  for (const job of [closed, pastDate]) {
    await page.goto(`/careers?job=${job.id}`);
    await expect(page.getByText("This position is no longer accepting applications")).toBeVisible();
    await expect(page.getByRole("link", { name: "Apply for this role" })).toHaveCount(0);
    await page.goto(`/careers/${job.id}/apply`);
    await expect(page.getByText("This position is no longer accepting applications")).toBeVisible();
    await expect(page.getByRole("button", { name: "Send application" })).toHaveCount(0);

    const response = await request.post(`/careers/${job.id}/apply`, {
      multipart: {
        ...Object.fromEntries(Object.entries(candidate()).map(([key, value]) => [key, value === true ? "on" : value])),
        cv: { name: "cv.pdf", mimeType: "application/pdf", buffer: fs.readFileSync(PDF) },
      },
    });
    expect(response.status()).toBe(409);
    expect(await applicationsFor(job.id)).toHaveLength(0);
  }
  // Neither is listed on /careers.
  await page.goto(`/careers?q=${encodeURIComponent(closed.title)}`);
  await expect(page.getByText("No job postings found matching your criteria.")).toBeVisible();
});

test("a recruiter works an application: download, pipeline, notes, delete", async ({ page, login }) => {
  const job = await createJob();
  const person = candidate();
  await page.goto(`/careers/${job.id}/apply?utm_source=newsletter`);
  await fillApplicationForm(page, person);
  await page.getByLabel("CV").setInputFiles(PDF);
  await send(page);
  await expect(page.getByRole("heading", { name: /^Thanks, / })).toBeVisible();

  await login();
  await page.goto("/dashboard");
  await expect(page.getByRole("link", { name: /Applications/ })).toContainText(/\d+ new application/);
  await page.goto(`/admin/applications?job=${job.id}`);
  await expect(page.getByText(`1 application for ${job.title}`)).toBeVisible();
  const row = page.getByRole("listitem").filter({ hasText: person.fullName });
  await expect(row).toContainText("from newsletter");
  await expect(row.getByText("New", { exact: true })).toBeVisible();
  // Filterable by where the candidate came from, and exported as CSV with the same filters.
  await page.getByLabel("Source").selectOption("newsletter");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/source=newsletter/);
  await expect(row).toBeVisible();
  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  const csvText = fs.readFileSync(await csv.path(), "utf8");
  expect(csvText).toMatch(/^\ufeffReceived,Name,Email,Phone,Location,Job,Stage,Source,Profile URL,Link\r\n/);
  expect(csvText.trim().split("\r\n")).toHaveLength(2);
  expect(csvText).toContain(`${person.fullName},${person.email}`);
  await row.getByRole("link", { name: person.fullName }).click();

  // The CV comes back byte for byte, as a download.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: /^Download cv\.pdf/ }).click(),
  ]);
  const downloaded = fs.readFileSync(await download.path());
  const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
  expect(sha256(downloaded)).toBe(sha256(fs.readFileSync(PDF)));

  await page.getByRole("button", { name: "Move to Screening" }).click();
  await expect(toast(page, "Moved to Screening")).toBeVisible();
  await page.getByLabel("Stage").selectOption("interview");
  await page.getByRole("button", { name: "Set stage" }).click();
  await expect(toast(page, "Moved to Interview")).toBeVisible();
  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(timeline.getByText("e2e-admin moved it from Screening to Interview")).toBeVisible();
  await page.getByLabel("Private note").fill("Strong SQL; ask about stakeholder work.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(timeline.getByText("Strong SQL; ask about stakeholder work.")).toBeVisible();

  const [application] = await applicationsFor(job.id);
  await page.getByRole("link", { name: `Delete the application from ${person.fullName}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Application deleted")).toBeVisible();
  expect(await applicationsFor(job.id)).toHaveLength(0);
  const file = await db.selectFrom("files").select("id").where("id", "=", application!.cv_file_id).executeTakeFirst();
  expect(file).toBeUndefined();
});
