import { BROWSER_VARIANT, expect, PRESENTATION, test, toast, uniqueSuffix } from "./fixtures";
import { booking, fillBookingForm, offeredTimes, randomSlot } from "./forms";
import { formatOfficeTime } from "../../app/lib/slots";

test.describe("Appointments", () => {
  test("a visitor books; the admin sees it; the slot cannot be taken twice; cancelling frees it", async ({
    page,
    browser,
    login,
  }) => {
    // The slot to take twice is one the form without JavaScript offers (see offeredTimes).
    const noJs = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "X-Forwarded-For": "10.9.8.7" },
    });
    const second = await noJs.newPage();
    await second.goto("/appointment");
    const slot = randomSlot(await offeredTimes(second));
    const name = `Booker ${uniqueSuffix()}`;
    await page.goto("/appointment");
    await expect(page.getByRole("heading", { level: 1, name: "Book a free 30-minute consultation" })).toBeVisible();
    await fillBookingForm(page, booking(name, slot));
    await page.getByRole("button", { name: "Book consultation" }).click();
    await expect(page.getByRole("heading", { name: `You're booked, ${name}!` })).toBeVisible();
    await expect(toast(page, "Your consultation is booked")).toBeVisible();
    await expect(page.getByText(formatOfficeTime(slot.time), { exact: false }).first()).toBeVisible();
    const ics = await page.request.get(
      (await page.getByRole("link", { name: "Add to calendar (.ics)" }).getAttribute("href"))!,
    );
    expect(ics.headers()["content-type"]).toContain("text/calendar");
    expect(await ics.text()).toContain("BEGIN:VEVENT");

    // With JavaScript, the taken slot is shown as unavailable for that date.
    await page.goto("/appointment");
    await page.getByLabel("Preferred date").fill(slot.date);
    await expect(page.getByLabel("Time slot").locator(`option[value="${slot.time}"]`)).toBeDisabled();

    // Without JavaScript nothing hides it, and the database refuses the second booking.
    await second.goto("/appointment");
    await fillBookingForm(second, booking(`Second ${uniqueSuffix()}`, slot));
    await second.getByRole("button", { name: "Book consultation" }).click();
    await expect(second.getByText("That time has just been booked. Please choose another slot.")).toBeVisible();

    await login();
    await page.goto("/admin/appointments");
    const row = page.getByRole("listitem").filter({ hasText: name });
    await expect(row).toContainText("Growth Studio");
    await expect(row).toContainText("pending");
    await row.getByRole("button", { name: `Confirm: ${name}` }).click();
    await expect(toast(page, "Booking confirmed")).toBeVisible();
    await expect(row).toContainText("confirmed");
    await row.getByRole("button", { name: `Cancel booking: ${name}` }).click();
    await expect(toast(page, "the slot is free again")).toBeVisible();

    await second.goto("/appointment");
    await fillBookingForm(second, booking(`Third ${uniqueSuffix()}`, slot));
    await second.getByRole("button", { name: "Book consultation" }).click();
    await expect(second.getByRole("heading", { name: /You're booked/ })).toBeVisible();
    await noJs.close();
  });

  test("the server checks every field", { tag: PRESENTATION }, async ({ page }) => {
    await page.goto("/appointment");
    await page.getByRole("form", { name: "Booking form" }).evaluate((form) => form.setAttribute("novalidate", ""));
    await fillBookingForm(page, { name: "Kept", date: "2020-01-06" });
    await page.getByRole("button", { name: "Book consultation" }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Phone is required")).toBeVisible();
    await expect(page.getByText("Topic is required")).toBeVisible();
    await expect(page.getByText("Date must not be in the past")).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveValue("Kept");
  });
});

test.describe("Appointments without JavaScript", { tag: BROWSER_VARIANT }, () => {
  test.use({ javaScriptEnabled: false });

  test("booking works and shows the confirmation", async ({ page }) => {
    await page.goto("/appointment");
    const slot = randomSlot(await offeredTimes(page));
    await fillBookingForm(page, booking(`Plain ${uniqueSuffix()}`, slot));
    await page.getByRole("button", { name: "Book consultation" }).click();
    await expect(page.getByRole("heading", { name: /You're booked/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Add to calendar (.ics)" })).toBeVisible();
  });
});
