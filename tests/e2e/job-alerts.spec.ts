// Job alerts end to end, with a server of its own whose SMTP_URL points at a real SMTP server in
// this process (as newsletter.spec.ts): visitors ask for alerts for "engineer" in Bengaluru on the
// careers page, without JavaScript at desktop width and with it at 375 px, confirm from the emailed
// link; a recruiter publishes a job that does not match and then one that does: each visitor gets
// exactly one email, for the matching job; one-click unsubscribe (RFC 8058's POST) and the
// preferences page stop the alerts, as the back-office's counts show.
import type { Page } from "@playwright/test";

import { admin, expect, signIn, test, uniqueSuffix } from "./fixtures";
import { fillJobForm } from "./forms";
import { startMailSite } from "./mail-site";
import type { ServerProcess } from "../server-process";
import { rawHeader, type TestSmtpServer } from "../smtp-server";

let smtp: TestSmtpServer;
let site: ServerProcess;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  ({ smtp, site } = await startMailSite("job_alerts", { SEED_DEMO: "0" }));
});

test.afterAll(async () => {
  await site?.stop();
  await smtp?.close();
});

const SEARCH = "Engineer roles in Bengaluru";
const CONFIRM_SUBJECT = `Confirm your job alert: ${SEARCH}`;

const mailsTo = (to: string, subject?: string) =>
  smtp.messages.filter((mail) => mail.envelopeTo.includes(to) && (subject === undefined || mail.subject === subject));

/** The one email to `to` with this subject, once it has arrived. */
async function mailTo(to: string, subject: string) {
  await expect.poll(() => mailsTo(to, subject).length, { message: `"${subject}" to ${to}` }).toBe(1);
  return mailsTo(to, subject)[0]!;
}

/** Searches the careers page for engineer roles in Bengaluru and asks for alerts for them. */
async function askForAlerts(page: Page, email: string) {
  await page.goto("/careers");
  const filters = page.getByRole("search", { name: "Filter jobs" });
  await filters.getByLabel("Search jobs").fill("engineer");
  await filters.getByLabel("Location").fill("Bengaluru");
  await filters.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=engineer.*location=Bengaluru/);
  const alerts = page.getByRole("region", { name: "Get alerts for roles like this" });
  await expect(alerts).toContainText(`We will email you when a new role matches your search: ${SEARCH}.`);
  await alerts.getByLabel("Email address").fill(email);
  await alerts.getByRole("button", { name: "Get alerts" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox to confirm" })).toBeVisible();
}

/** Opens the confirmation email's link and confirms with its button. */
async function confirmFromEmail(page: Page, to: string) {
  const mail = await mailTo(to, CONFIRM_SUBJECT);
  const link = /http:\/\/127\.0\.0\.1:\d+\/careers\/alerts\/confirm\/[\w.-]+/.exec(mail.text ?? "")![0];
  await page.goto(link);
  await expect(page.getByText(`You asked to hear about new roles: ${SEARCH}.`)).toBeVisible();
  await page.getByRole("button", { name: "Confirm my job alert" }).click();
  await expect(page.getByRole("heading", { name: "Your job alert is on" })).toBeVisible();
}

/** Publishes a job through the back-office's form, as a recruiter does. */
async function publishJob(page: Page, job: { title: string; location: string }) {
  await page.goto("/admin/jobs/new");
  await fillJobForm(page, {
    ...job,
    company: "Lumora Ventures",
    type: "Full-time",
    salary: "2400000",
    department: "Engineering",
    description: "Build the platform our portfolio companies run on.",
    requirements: "Five years of backend work",
  });
  await page.getByRole("button", { name: "Create Job" }).click();
  await expect(page).toHaveURL("/admin/jobs");
}

test("visitors ask for alerts, get one email for the matching job and none for another, and one click stops them", async ({
  browser,
}) => {
  const suffix = uniqueSuffix();
  const plainAddress = `plain-${suffix}@example.com`;
  const phoneAddress = `phone-${suffix}@example.com`;

  // Without JavaScript at desktop width, asking twice for the same search: one alert, one email.
  const plain = await browser.newContext({ baseURL: site.origin, javaScriptEnabled: false });
  const plainPage = await plain.newPage();
  await askForAlerts(plainPage, plainAddress);
  await askForAlerts(plainPage, plainAddress);
  await confirmFromEmail(plainPage, plainAddress);

  // With JavaScript at phone width.
  const phone = await browser.newContext({ baseURL: site.origin, viewport: { width: 375, height: 740 } });
  const phonePage = await phone.newPage();
  await askForAlerts(phonePage, phoneAddress);
  await confirmFromEmail(phonePage, phoneAddress);
  expect(mailsTo(plainAddress, CONFIRM_SUBJECT)).toHaveLength(1);

  // A job in Pune first, then one in Bengaluru: had the first matched, it would have been the day's
  // one email, and the second's would wait for tomorrow.
  const staff = await browser.newContext({ baseURL: site.origin });
  const staffPage = await staff.newPage();
  await staffPage.goto("/login");
  await signIn(staffPage, admin);
  await expect(staffPage).toHaveURL(/\/dashboard$/);
  await publishJob(staffPage, { title: `Pune Engineer ${suffix}`, location: "Pune, India" });
  const title = `Platform Engineer ${suffix}`;
  await publishJob(staffPage, { title, location: "Bengaluru, India" });
  const subject = `New role: ${title} at Lumora Ventures`;
  const alert = await mailTo(plainAddress, subject);
  await mailTo(phoneAddress, subject);
  expect(mailsTo(plainAddress).map((mail) => mail.subject)).toEqual([CONFIRM_SUBJECT, subject]);
  expect(mailsTo(phoneAddress).map((mail) => mail.subject)).toEqual([CONFIRM_SUBJECT, subject]);

  // The mail client's own button: a POST from its servers, no cookie, no form token.
  expect(rawHeader(alert.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
  const unsubscribe = /<(http[^>]+)>/.exec(rawHeader(alert.raw, "List-Unsubscribe") ?? "")![1]!;
  const answer = await fetch(unsubscribe, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
  expect(answer.status).toBe(200);
  await plainPage.goto(unsubscribe);
  await expect(plainPage.getByRole("heading", { name: "No alerts are sent for this search" })).toBeVisible();

  // The phone visitor leaves from the preferences page their email links to.
  const phoneAlert = await mailTo(phoneAddress, subject);
  const preferences = /http:\/\/127\.0\.0\.1:\d+\/careers\/alerts\/preferences\/[\w.-]+/.exec(
    phoneAlert.text ?? "",
  )![0];
  await phonePage.goto(preferences);
  await expect(phonePage.getByText(`We email ${phoneAddress} when a new role matches: ${SEARCH}.`)).toBeVisible();
  await phonePage.getByRole("button", { name: "Unsubscribe from all job alerts" }).click();
  await expect(phonePage.getByRole("heading", { name: "No alerts are sent for this search" })).toBeVisible();

  // The back-office counts both as unsubscribed from the one saved search.
  await staffPage.goto("/admin/job-alerts");
  const row = staffPage.getByRole("row", { name: new RegExp(SEARCH) });
  await expect(row.getByRole("cell")).toHaveText(["0", "0", "2"]);

  await plain.close();
  await phone.close();
  await staff.close();
});
