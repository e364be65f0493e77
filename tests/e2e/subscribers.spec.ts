// The newsletter's list in the back-office (/admin/subscribers), with a server of its own whose
// SMTP_URL points at a real SMTP server in this process (as newsletter.spec.ts): staff import CSV
// files with and without the consent tick (only the unticked import mails anyone), filter, export
// and delete, with JavaScript at desktop width and without it at 375 px.
import type { Browser, Page } from "@playwright/test";
import fs from "node:fs";

import { axeViolations } from "./axe";
import { admin, expect, signIn, test, toast, uniqueSuffix } from "./fixtures";
import { startMailSite } from "./mail-site";
import { checkHtml } from "./nu-html-checker";
import type { ServerProcess } from "../server-process";
import type { TestSmtpServer } from "../smtp-server";

let smtp: TestSmtpServer;
let site: ServerProcess;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  ({ smtp, site } = await startMailSite("subscribers"));
});

test.afterAll(async () => {
  await site?.stop();
  await smtp?.close();
});

const CONFIRM_SUBJECT = "Confirm your subscription to Lumora Ventures Insights";
const PHONE = { width: 375, height: 740 };

const mailsTo = (to: string) => smtp.messages.filter((mail) => mail.envelopeTo.includes(to));

/** A signed-in staff page on the mail site, with or without JavaScript. */
async function staffPage(browser: Browser, options: { javaScriptEnabled: boolean; viewport?: typeof PHONE }) {
  const context = await browser.newContext({ baseURL: site.origin, ...options });
  const page = await context.newPage();
  await page.goto("/login");
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

/** Imports `lines` as a CSV file from the import page, ticking the consent box when told. */
async function importCsv(page: Page, lines: string[], { consented }: { consented: boolean }) {
  await page.goto("/admin/subscribers");
  await page.getByRole("link", { name: "Import CSV" }).click();
  await expect(page.getByRole("heading", { name: "Import subscribers" })).toBeVisible();
  await page.getByLabel("CSV file").setInputFiles({
    name: "readers.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(lines.join("\r\n")),
  });
  if (consented) await page.getByRole("checkbox", { name: "These people already consented" }).check();
  await page.getByRole("button", { name: "Import" }).click();
  return page.getByRole("status").filter({ has: page.getByRole("heading", { name: "Import finished" }) });
}

/** The list item of one address. */
const itemOf = (page: Page, email: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: email }) });

test("with JavaScript: imports with and without consent (only the latter mails), filters, exports and deletes", async ({
  browser,
}) => {
  const suffix = uniqueSuffix();
  const vouched = [`vouched-a-${suffix}@example.com`, `vouched-b-${suffix}@example.com`] as const;
  const asked = [`asked-a-${suffix}@example.com`, `asked-b-${suffix}@example.com`] as const;
  const page = await staffPage(browser, { javaScriptEnabled: true });

  // Reached from the Blog Manager, next to Newsletter.
  await page.goto("/admin/blogs");
  await page.getByRole("link", { name: "Subscribers" }).click();
  await expect(page.getByRole("heading", { name: "Subscribers", level: 1 })).toBeVisible();

  // Ticked: subscribed at once, nobody emailed.
  const consentedSummary = await importCsv(
    page,
    ["email,name,topics", `${vouched[0]},Vouched Anand,pricing`, `${vouched[1]},Vouched Bala,`],
    { consented: true },
  );
  await expect(consentedSummary).toContainText("2 addresses added: subscribed at once, with the consent you recorded.");

  // Unticked: pending, a confirmation email each; an address already there and a bad row are reported.
  const askedSummary = await importCsv(
    page,
    ["email,name", `${asked[0]},Asked Chitra`, "not an address,Nobody", `${vouched[0]},Again`, `${asked[1]},`],
    { consented: false },
  );
  await expect(askedSummary).toContainText("2 addresses added: each gets an email to confirm the subscription.");
  await expect(askedSummary).toContainText("1 address was already on the list: left as it was.");
  await expect(askedSummary.getByRole("listitem").filter({ hasText: "Line 3" })).toHaveText(
    "Line 3: Email must be a valid email address",
  );
  expect(await axeViolations(page)).toEqual([]);
  for (const to of asked) {
    await expect.poll(() => mailsTo(to).map((mail) => mail.subject)).toEqual([CONFIRM_SUBJECT]);
  }
  // The outbox sends in order: the unticked import's emails came, and the ticked one queued none.
  for (const to of vouched) expect(mailsTo(to)).toEqual([]);

  // Filters: the state's chip, then a search; the topic.
  await page.getByRole("link", { name: "Back to Subscribers" }).click();
  await page
    .getByRole("navigation", { name: "Subscriber states" })
    .getByRole("link", { name: /^Confirmed/ })
    .click();
  await expect(page).toHaveURL(/state=confirmed/);
  await page.getByLabel("Search by address or name").fill(suffix);
  await expect(page.getByRole("heading", { level: 2 })).toHaveText([vouched[1], vouched[0]]);
  await expect(itemOf(page, vouched[0])).toContainText("Imported by e2e-admin");
  await page.getByRole("combobox", { name: "Topic" }).selectOption("pricing");
  await expect(page.getByRole("heading", { level: 2 })).toHaveText([vouched[0]]);
  await expect(itemOf(page, vouched[0])).toContainText("Pricing");

  // The export follows the filters.
  await page.getByRole("combobox", { name: "Topic" }).selectOption("");
  await expect(page.getByRole("heading", { level: 2 })).toHaveCount(2);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  const csv = fs.readFileSync((await download.path())!, "utf8");
  const rows = csv.trim().split("\r\n");
  expect(rows).toHaveLength(3);
  expect(rows[1]).toMatch(new RegExp(`^${vouched[1]},Vouched Bala,,Confirmed,[^,]+,[^,]+,,import,e2e-admin,$`));

  // Delete, confirmed in the dialog.
  await itemOf(page, vouched[1])
    .getByRole("link", { name: `Delete the subscriber ${vouched[1]}` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Delete this subscriber?" });
  await expect(dialog).toContainText(vouched[1]);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Subscriber deleted")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2 })).toHaveText([vouched[0]]);
  await page.context().close();
});

test("without JavaScript at 375 px: imports, filters, exports and deletes through plain forms and links", async ({
  browser,
}) => {
  const suffix = uniqueSuffix();
  const reader = `plain-${suffix}@example.com`;
  const page = await staffPage(browser, { javaScriptEnabled: false, viewport: PHONE });

  const summary = await importCsv(page, ["email,name", `${reader},Plain Reader`], { consented: true });
  await expect(summary).toContainText("1 address added: subscribed at once");
  const { errors } = await checkHtml(new Map([["/admin/subscribers/import (summary)", await page.content()]]));
  expect(errors).toEqual([]);

  await page.getByRole("link", { name: "Back to Subscribers" }).click();
  await page.getByLabel("Search by address or name").fill(`plain-${suffix}`);
  await page.getByRole("combobox", { name: "State" }).selectOption("confirmed");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`q=plain-${suffix}&state=confirmed`));
  await expect(page.getByRole("heading", { level: 2 })).toHaveText([reader]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  const rows = fs
    .readFileSync((await download.path())!, "utf8")
    .trim()
    .split("\r\n");
  expect(rows.slice(1)).toEqual([expect.stringMatching(new RegExp(`^${reader},Plain Reader,,Confirmed,`))]);

  await page.getByRole("link", { name: `Delete the subscriber ${reader}` }).click();
  await expect(page.getByRole("heading", { name: "Delete this subscriber?" })).toBeVisible();
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/admin\/subscribers$/);
  await expect(toast(page, "Subscriber deleted")).toBeVisible();
  await page.getByLabel("Search by address or name").fill(`plain-${suffix}`);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No subscribers found")).toBeVisible();
  await page.context().close();
});
