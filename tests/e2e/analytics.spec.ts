import type { Page } from "@playwright/test";

import { expect, test, uniqueSuffix } from "./fixtures";
import { booking, fillBookingForm, fillContactForm, randomSlot } from "./forms";

// Analytics without a tracker (issue 43): a visit from a campaign, counted on the server, and the
// goal it led to, as staff read them in /admin/analytics, with and without JavaScript.

/** The row of the report's table `title` that starts with `value`. */
function reportRow(page: Page, title: string, value: string) {
  return page
    .getByRole("table", { name: title })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: value, exact: true }) });
}

/**
 * Opens the report until the page views the server buffers (a few seconds) are written: `source` has its visitor,
 * and each of `rows` (a table's title and a row's first cell) is there. Each server worker writes its own buffer, so
 * a row that only a view served by the other worker makes can come a flush later than the rest.
 */
async function openReportCounting(page: Page, source: string, rows: Array<[title: string, value: string]> = []) {
  await expect(async () => {
    await page.goto("/admin/analytics?range=7");
    await expect(reportRow(page, "Conversions by source", source).getByRole("cell").first()).toHaveText("1", {
      timeout: 1_000,
    });
    for (const [title, value] of rows) await expect(reportRow(page, title, value)).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

test.describe("Analytics", () => {
  test("a campaign's visit and the booking it led to show in the report", async ({ page, login }) => {
    const source = `autumn-${uniqueSuffix()}`;
    await page.goto(`/insights?utm_source=${source}&utm_campaign=${source}-campaign`);
    await page.goto(`/appointment?utm_source=${source}`);
    const name = `Counted ${uniqueSuffix()}`;
    await fillBookingForm(page, booking(name, randomSlot()));
    await page.getByRole("button", { name: "Book consultation" }).click();
    await expect(page.getByRole("heading", { name: `You're booked, ${name}!` })).toBeVisible();

    await login();
    // The campaign's row comes from the first page's view, the booking page's row from the second's.
    await openReportCounting(page, source, [
      ["Campaigns", `${source}-campaign`],
      ["Top pages", "/appointment"],
    ]);
    await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
    const row = reportRow(page, "Conversions by source", source);
    // Two pages seen by one visitor, one booking: 100%.
    await expect(row.getByRole("cell")).toHaveText(["1", "1", "100.0%"]);
    await expect(page.getByRole("img", { name: "Visitors and page views per day" })).toBeVisible();
    const goals = reportRow(page, "Goals", "Booking");
    expect(Number(await goals.getByRole("cell").textContent())).toBeGreaterThan(0);
  });
});

test.describe("Analytics without JavaScript, on a phone", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test("a message sent from a campaign shows in the report, its tables download as CSV", async ({ page, login }) => {
    const source = `<b>mail-${uniqueSuffix()}</b>`;
    await page.goto(`/contact?utm_source=${encodeURIComponent(source)}`);
    await fillContactForm(page, {
      name: "Counted Visitor",
      email: "counted@example.com",
      subject: "General Inquiry",
      message: "Where did I come from?",
      consent: true,
    });
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Thank you! Your message has been sent.")).toBeVisible();

    await login();
    // The source is shown as the text it is, never as markup.
    await openReportCounting(page, source);
    await expect(reportRow(page, "Conversions by source", source).getByRole("cell").nth(1)).toHaveText("1");
    await expect(reportRow(page, "Goals", "Contact message")).toBeVisible();

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download CSV: Conversions by source" }).click();
    const csv = await (await download).createReadStream();
    let text = "";
    for await (const chunk of csv) text += String(chunk);
    expect(text).toContain("Source,Visitors,Goals,Conversion rate");
    expect(text).toContain(source);

    // A custom range, chosen with the form.
    await page.getByRole("combobox", { name: "Period" }).selectOption("Custom range");
    await page.getByLabel("From (custom range)").fill("2026-02-01");
    await page.getByLabel("To (custom range)").fill("2026-01-01");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "The start date must be on or before the end date. Showing the last 30 days.",
    );
  });
});
