// The Insights newsletter end to end, with a server of its own whose SMTP_URL points at a real SMTP
// server in this process (as email.spec.ts): readers subscribe with and without JavaScript, confirm
// from the emailed link, staff publish posts, each matching reader gets exactly one email per post,
// and a one-click unsubscribe (RFC 8058's POST) stops the next one.
import type { Browser, Page } from "@playwright/test";

import { admin, expect, signIn, test, uniqueSuffix } from "./fixtures";
import { fillBlogForm } from "./forms";
import { startMailSite } from "./mail-site";
import type { ServerProcess } from "../server-process";
import { rawHeader, type TestSmtpServer } from "../smtp-server";

let smtp: TestSmtpServer;
let site: ServerProcess;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  ({ smtp, site } = await startMailSite("newsletter"));
});

test.afterAll(async () => {
  await site?.stop();
  await smtp?.close();
});

const mailsTo = (to: string, subject: string) =>
  smtp.messages.filter((mail) => mail.envelopeTo.includes(to) && mail.subject === subject);

/** The one email to `to` with this subject, once it has arrived. */
async function mailTo(to: string, subject: string) {
  await expect.poll(() => mailsTo(to, subject).length, { message: `"${subject}" to ${to}` }).toBe(1);
  return mailsTo(to, subject)[0]!;
}

const CONFIRM_SUBJECT = "Confirm your subscription to Lumora Ventures Insights";

/** Opens the confirmation email's link and confirms with its button. */
async function confirmFromEmail(page: Page, to: string) {
  const mail = await mailTo(to, CONFIRM_SUBJECT);
  const link = /http:\/\/127\.0\.0\.1:\d+\/newsletter\/confirm\/[\w.-]+/.exec(mail.text ?? "")![0];
  await page.goto(link);
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("heading", { name: "You are subscribed" })).toBeVisible();
}

/** Publishes a post with one tag through the editor, "Email to subscribers" left as it comes (ticked). */
async function publishPost(browser: Browser, title: string, tag: string) {
  const context = await browser.newContext({ baseURL: site.origin });
  const page = await context.newPage();
  await page.goto("/login");
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/admin/blogs/new");
  await fillBlogForm(page, { title, author: "Kavya Iyer", description: `Why ${title.toLowerCase()} matters.` });
  await page.getByLabel("Tags").fill(tag);
  await expect(page.getByRole("checkbox", { name: "Email to subscribers" })).toBeChecked();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  await context.close();
}

test("readers subscribe with and without JavaScript, each gets one email per matching post, and one click stops them", async ({
  browser,
}) => {
  const suffix = uniqueSuffix();
  const everything = `everything-${suffix}@example.com`;
  const topical = `topical-${suffix}@example.com`;

  // Without JavaScript, from the footer of /insights.
  const plain = await browser.newContext({ baseURL: site.origin, javaScriptEnabled: false });
  const plainPage = await plain.newPage();
  await plainPage.goto("/insights");
  const footer = plainPage.getByRole("contentinfo");
  await footer.getByLabel("Email address").fill(everything);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(plainPage.getByRole("heading", { name: "Check your inbox to confirm" })).toBeVisible();
  await confirmFromEmail(plainPage, everything);

  // With JavaScript, on the subscribe page, one topic only.
  const scripted = await browser.newContext({ baseURL: site.origin });
  const page = await scripted.newPage();
  await page.goto("/newsletter");
  const form = page.getByRole("form", { name: "Subscribe to Insights" });
  await form.getByLabel("Email", { exact: true }).fill(topical);
  await form.getByLabel("Only articles about these topics:").check();
  const topic = form.getByRole("list").getByRole("checkbox").first();
  await topic.check();
  const topicName = (await form.getByRole("list").getByRole("listitem").first().textContent())!.trim();
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox to confirm" })).toBeVisible();
  await confirmFromEmail(page, topical);

  // A post on another topic reaches the reader of everything only.
  const first = `Newsletter first ${suffix}`;
  await publishPost(browser, first, `Elsewhere ${suffix}`);
  const email = await mailTo(everything, first);
  const unsubscribe = /<(http[^>]+)>/.exec(rawHeader(email.raw, "List-Unsubscribe") ?? "")?.[1];
  expect(rawHeader(email.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
  expect(unsubscribe).toMatch(/\/newsletter\/unsubscribe\//);
  expect(mailsTo(topical, first)).toHaveLength(0);

  // The mail client's own button: a POST from its servers, no cookie, no form token.
  const answer = await fetch(unsubscribe!, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
  expect(answer.status).toBe(200);

  // A post on the topic reaches the topical reader, and nothing more reaches the one who left.
  const second = `Newsletter second ${suffix}`;
  await publishPost(browser, second, topicName);
  await mailTo(topical, second);
  expect(mailsTo(everything, second)).toHaveLength(0);
  expect(mailsTo(everything, first)).toHaveLength(1);
  expect(mailsTo(topical, first)).toHaveLength(0);

  await plain.close();
  await scripted.close();
});
