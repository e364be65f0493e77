import { expect, test, toast, uniqueSuffix } from "./fixtures";
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
