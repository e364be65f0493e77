import type { Page } from "@playwright/test";

import { expect, test, toast, uniqueSuffix } from "./fixtures";
import { booking, fillBookingForm, offeredTimes } from "./forms";
import { formatDate } from "../../app/lib/format";
import { bookingWindow, isWeekday } from "../../app/lib/slot-engine.testing";
import { addDays } from "../../app/lib/slots";

// Staff set the booking calendar in the back-office and visitors book by it. Each test changes only
// dates at the far end of the horizon (other specs book 20–80 days ahead), and one test at a time:
// every save names the version its page was opened at.
test.describe.configure({ mode: "serial" });

/** The last four weekdays visitors can book, latest first. */
function lateWeekdays() {
  const days: string[] = [];
  for (let date = bookingWindow(new Date()).last; days.length < 4; date = addDays(date, -1)) {
    if (isWeekday(date)) days.push(date);
  }
  return days;
}

const MORNING = ["09:00", "09:30", "10:00", "10:30", "11:00", "11:30"];

async function addOverride(page: Page, { date, closedFor }: { date: string; closedFor?: string }) {
  const form = page.getByRole("form", { name: "Add an override" });
  await form.getByLabel("Date", { exact: true }).fill(date);
  await form.getByLabel("On that date").selectOption(closedFor ? "Closed all day" : "Open, other hours");
  if (closedFor) await form.getByLabel("Name shown to visitors when closed").fill(closedFor);
  await form.getByRole("button", { name: "Add override" }).click();
}

function override(page: Page, date: string) {
  return page
    .getByRole("list", { name: "Upcoming overrides" })
    .getByRole("listitem")
    .filter({ hasText: formatDate(date) });
}

test("with JavaScript: staff close a day and set a half day; a visitor sees both and books the morning", async ({
  page,
  login,
}) => {
  const [holiday, halfDay] = lateWeekdays() as [string, string];
  await login();
  await page.goto("/admin/availability");
  await addOverride(page, { date: holiday, closedFor: "Founders' Day" });
  await expect(toast(page, "Override added")).toBeVisible();
  await expect(override(page, holiday)).toContainText("Closed for Founders' Day");
  await addOverride(page, { date: halfDay });
  await expect(override(page, halfDay)).toContainText("Open 9:00 AM–12:00 PM");

  await page.goto("/appointment");
  await expect(page.getByText(`${formatDate(holiday)}: Closed for Founders' Day`).first()).toBeVisible();
  await page.getByLabel("Preferred date").fill(holiday);
  await expect(page.getByRole("status").filter({ hasText: "Closed for Founders' Day" })).toBeVisible();
  await page.getByLabel("Preferred date").fill(halfDay);
  await expect(page.getByLabel("Time slot").locator('option[value="09:00"]')).toBeEnabled();
  expect(await offeredTimes(page)).toEqual(MORNING);

  const name = `Half day ${uniqueSuffix()}`;
  await fillBookingForm(page, booking(name, { date: halfDay, time: "10:00" }));
  await page.getByRole("button", { name: "Book consultation" }).click();
  await expect(page.getByRole("heading", { name: `You're booked, ${name}!` })).toBeVisible();

  await page.goto("/admin/availability");
  await override(page, holiday)
    .getByRole("button", { name: `Remove the override on ${formatDate(holiday)}` })
    .click();
  await expect(toast(page, "Override removed")).toBeVisible();
  await expect(override(page, holiday)).toHaveCount(0);
});

test.describe("without JavaScript, on a phone", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });

  test("the rules form says what is wrong and keeps what was typed; overrides close a day and make a half day", async ({
    page,
    login,
  }) => {
    const [, , holiday, halfDay] = lateWeekdays() as [string, string, string, string];
    await login();
    await page.goto("/admin/availability");

    // A second range on Monday, added with a plain button, that overlaps the first; a horizon too far.
    const rules = page.getByRole("form", { name: "Weekly hours and booking rules" });
    await rules.getByRole("button", { name: "Add a range to Monday" }).click();
    const monday = rules.getByRole("group", { name: "Monday" });
    await monday.getByLabel("Start").nth(1).fill("16:00");
    await monday.getByLabel("End").nth(1).fill("18:00");
    await rules.getByLabel("Horizon (days)").fill("400");
    await rules.getByRole("button", { name: "Save availability" }).click();
    await expect(monday.getByText("Ranges must not overlap")).toBeVisible();
    await expect(rules.getByText("Horizon must be between 1 and 365 days")).toBeVisible();
    await expect(rules.getByLabel("Horizon (days)")).toHaveValue("400");
    await expect(monday.getByLabel("End").nth(1)).toHaveValue("18:00");
    // Nothing was saved.
    await page.goto("/admin/availability");
    await expect(rules.getByLabel("Horizon (days)")).toHaveValue("90");
    await expect(monday.getByLabel("Start")).toHaveCount(1);

    // An override in the past is refused by its field.
    const add = page.getByRole("form", { name: "Add an override" });
    await add.getByLabel("Date", { exact: true }).fill(addDays(bookingWindow(new Date()).first, -2));
    await add.getByLabel("Name shown to visitors when closed").fill("Too late");
    await add.getByRole("button", { name: "Add override" }).click();
    await expect(add.getByText("Date must not be in the past")).toBeVisible();

    await addOverride(page, { date: holiday, closedFor: "Staff offsite" });
    await expect(override(page, holiday)).toContainText("Closed for Staff offsite");
    await addOverride(page, { date: halfDay });
    await expect(override(page, halfDay)).toContainText("Open 9:00 AM–12:00 PM");

    await page.goto(`/appointment?date=${holiday}`);
    await expect(page.getByRole("status").filter({ hasText: "Closed for Staff offsite" })).toBeVisible();
    await page.goto(`/appointment?date=${halfDay}`);
    expect(await offeredTimes(page)).toEqual(MORNING);
    const name = `Phone booker ${uniqueSuffix()}`;
    await fillBookingForm(page, booking(name, { date: halfDay, time: "11:30" }));
    await page.getByRole("button", { name: "Book consultation" }).click();
    await expect(page.getByRole("heading", { name: `You're booked, ${name}!` })).toBeVisible();
  });
});
