import { db, expect, test, toast, uniqueSuffix } from "./fixtures";
import { fillContactForm } from "./forms";

// The main test server runs without SMTP_URL, as `npm start` does: nothing leaves the machine and
// the back-office outbox shows every email, readable in full.
test("without SMTP the outbox keeps each email, readable as HTML and text", async ({ page, login }) => {
  const name = `Outbox ${uniqueSuffix()}`;
  await page.goto("/contact");
  await fillContactForm(page, {
    name,
    email: "outbox@example.com",
    subject: "General Inquiry",
    message: "Is anyone there?",
    consent: true,
  });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page, "Thank you! Your message has been sent.")).toBeVisible();

  await login();
  await page.goto("/dashboard");
  await page.getByRole("link", { name: /Outbox/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Outbox" })).toBeVisible();
  await expect(page.getByText("No SMTP server is configured")).toBeVisible();
  const row = page.getByRole("listitem").filter({ hasText: `New message from ${name}` });
  await expect(row).toContainText("Not sent (no SMTP configured)");
  await row.getByRole("link", { name: `New message from ${name}: General Inquiry` }).click();

  await expect(
    page.getByRole("heading", { level: 1, name: `New message from ${name}: General Inquiry` }),
  ).toBeVisible();
  await expect(page.getByText("outbox@example.com").first()).toBeVisible();
  await expect(page.locator("pre")).toContainText("Is anyone there?");
  const html = page.frameLocator(`iframe[title^="HTML version"]`);
  await expect(html.getByRole("heading", { name: `New message from ${name}: General Inquiry` })).toBeVisible();
  await expect(page.getByRole("button", { name: "Retry" })).toHaveCount(0);
});

test("a failed email can be sent again from the outbox", async ({ page, login }) => {
  const subject = `Failed ${uniqueSuffix()}`;
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto("emails")
    .values({
      kind: "contact-acknowledgement",
      recipient: "nobody@example.com",
      subject,
      text: "Hello\n",
      html: '<!DOCTYPE html><html lang="en"><head><title>Hello</title></head><body><p>Hello</p></body></html>',
      message_id: `<${uniqueSuffix()}@lumoraventures.com>`,
      status: "failed",
      attempts: 10,
      last_error: "550 Mailbox unavailable",
      next_attempt_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await login();
  await page.goto("/admin/outbox?status=failed");
  const row = page.getByRole("listitem").filter({ hasText: subject });
  await expect(row).toContainText("Failed");
  await expect(row).toContainText("550 Mailbox unavailable");
  await row.getByRole("link", { name: subject }).click();
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(toast(page, "Email queued to be sent again")).toBeVisible();
  await expect(page.getByText("Not sent (no SMTP configured)")).toBeVisible();
  await expect(page.getByRole("button", { name: "Retry" })).toHaveCount(0);
  expect(
    await db.selectFrom("emails").select(["status", "attempts"]).where("id", "=", id).executeTakeFirstOrThrow(),
  ).toEqual({
    status: "pending",
    attempts: 0,
  });
});
