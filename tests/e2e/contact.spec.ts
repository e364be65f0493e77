import { BROWSER_VARIANT, expect, PRESENTATION, test, toast, uniqueSuffix } from "./fixtures";
import { fillContactForm } from "./forms";

/** A message every rule accepts, from `name`. */
const partnershipMessage = (name: string) => ({
  name,
  email: "founder@example.com",
  phone: "+91 98765-43210",
  subject: "partnership",
  message: "We would like to explore a partnership with your Capital Studio.",
  consent: true,
});

test.describe("Contact", () => {
  test("shows the details, sends a message, and the admin handles it", async ({ page, login }) => {
    await page.goto("/contact");
    await expect(page.getByRole("main").getByText("Mon-Fri 9am-5pm PST")).toBeVisible();
    await expect(page.getByText("We reply to every message within 24 hours.").first()).toBeVisible();
    await expect(page.getByText(/average response time is under 2 hours/)).toBeVisible();
    await expect(page.getByRole("img", { name: /Map of central Bengaluru/ })).toBeVisible();
    const contactForm = page.getByRole("form", { name: "Contact form" });
    await expect(contactForm.getByRole("link", { name: "privacy policy", exact: true })).toHaveAttribute(
      "href",
      "/privacy",
    );
    await expect(contactForm.getByRole("link", { name: "terms of service", exact: true })).toHaveAttribute(
      "href",
      "/terms",
    );
    await expect(page.getByLabel("Subject").locator("option")).toHaveText([
      "Select a subject",
      "General Inquiry",
      "Partnership",
      "Technical Support",
      "Careers",
    ]);

    const name = `Asha ${uniqueSuffix()}`;
    await fillContactForm(page, partnershipMessage(name));
    await expect(page.getByLabel("Phone (optional)")).toHaveValue("+919876543210");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(toast(page, "Your message has been sent")).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveValue("");

    await login();
    await page.goto("/dashboard");
    await expect(page.getByRole("link", { name: /Messages/ })).toContainText(/\d+ unhandled/);
    await page.goto(`/admin/messages?q=${encodeURIComponent(name)}`);
    await expect(
      page.getByRole("listitem").filter({ hasText: name }).getByText("Unhandled", { exact: true }),
    ).toBeVisible();
    await page.getByRole("link", { name: name, exact: true }).click();
    await expect(page.getByText("We would like to explore a partnership")).toBeVisible();
    await expect(page.getByText("+919876543210", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Mark as handled" }).click();
    await expect(toast(page, "Message marked as handled")).toBeVisible();
    await page.goto(`/admin/messages?status=handled&q=${encodeURIComponent(name)}`);
    await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
    await page.goto(`/admin/messages?status=unhandled&q=${encodeURIComponent(name)}`);
    await expect(page.getByText("No messages found")).toBeVisible();
  });

  test("the server's messages appear under the fields, keeping the input", { tag: PRESENTATION }, async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("form", { name: "Contact form" }).evaluate((form) => form.setAttribute("novalidate", ""));
    await fillContactForm(page, { name: "Kept Name", email: "not-an-email" });
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Email must be a valid email address")).toBeVisible();
    await expect(page.getByText("Subject is required")).toBeVisible();
    await expect(page.getByText("Message is required")).toBeVisible();
    await expect(page.getByText("Consent is required")).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveValue("Kept Name");
  });

  test("a filled honeypot is thanked but not stored; the sixth message in ten minutes is refused", async ({
    page,
    login,
  }) => {
    const bot = `Bot ${uniqueSuffix()}`;
    await page.goto("/contact");
    await fillContactForm(page, partnershipMessage(bot));
    await page
      .getByRole("form", { name: "Contact form" })
      .locator('input[name="website"]')
      .evaluate((input: HTMLInputElement) => (input.value = "https://spam.example"));
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your message has been sent" })).toBeVisible();

    for (let sent = 2; sent <= 5; sent += 1) {
      await fillContactForm(page, partnershipMessage(`Person ${sent} ${uniqueSuffix()}`));
      await page.getByRole("button", { name: "Send message" }).click();
      await expect(page.getByLabel("Name")).toHaveValue("");
    }
    await fillContactForm(page, partnershipMessage("One too many"));
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please wait a few minutes" })).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveValue("One too many");

    await login();
    await page.goto(`/admin/messages?q=${encodeURIComponent(bot)}`);
    await expect(page.getByText("No messages found")).toBeVisible();
  });
});

test.describe("Contact without JavaScript", { tag: BROWSER_VARIANT }, () => {
  test.use({ javaScriptEnabled: false });

  test("sends a message and shows the thank-you line", async ({ page }) => {
    await page.goto("/contact");
    await fillContactForm(page, partnershipMessage(`No-JS ${uniqueSuffix()}`));
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Thank you! Your message has been sent." })).toBeVisible();
  });
});
