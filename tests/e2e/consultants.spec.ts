import type { Locator, Page } from "@playwright/test";

import { setUpConsultant } from "./consultant-settings";
import { BROWSER_VARIANT, expect, test, uniqueSuffix } from "./fixtures";
import { booking, fillBookingForm, offeredTimes, randomSlot } from "./forms";
import { formatDate } from "../../app/lib/format";
import { bookingWindow, isWeekday } from "../../app/lib/slot-engine.testing";
import { addDays } from "../../app/lib/slots";

// An Admin makes a staff member a bookable consultant for one topic, with afternoon hours of their
// own and a shorter day on one date; a visitor booking that topic sees only those times and gets that consultant, who finds the
// booking on their dashboard. Each test takes a topic no other spec books, so nothing else meets
// its consultant.

const AFTERNOON = ["14:00", "14:30", "15:00", "15:30"];
const WORKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];

/** On the consultant page: bookable for `topic`, Monday to Friday 14:00–16:00. */
async function makeBookable(page: Page, username: string, topic: string) {
  const afternoons = async (form: Locator) => {
    await form.getByLabel("Bookable consultant").check();
    await form.getByLabel(topic).check();
    for (const day of WORKDAYS) {
      const hours = form.getByRole("group", { name: day });
      await hours.getByLabel("Start").fill("14:00");
      await hours.getByLabel("End").fill("16:00");
    }
  };
  await setUpConsultant(page, username, afternoons, `Bookable: ${topic}`);
}

/** Books `topic` at a random free afternoon slot, once the form offers that topic's times for the date. */
async function bookTopic(page: Page, topic: string, showTimes: (date: string) => Promise<void>) {
  const slot = randomSlot(AFTERNOON);
  await showTimes(slot.date);
  await expect.poll(() => offeredTimes(page)).toEqual(AFTERNOON);
  const name = `Consultee ${uniqueSuffix()}`;
  await fillBookingForm(page, { ...booking(name, slot), topic });
  await page.getByRole("button", { name: "Book consultation" }).click();
  await expect(page.getByRole("heading", { name: `You're booked, ${name}!` })).toBeVisible();
  return name;
}

/** A weekday about two weeks ahead: before the dates the flows book (20–80 days ahead). */
function fortnightAway() {
  let date = addDays(bookingWindow(new Date()).first, 14);
  while (!isWeekday(date)) date = addDays(date, 1);
  return date;
}

/**
 * On the consultant's page, other hours on `date`: 14:00–15:00, after an end before its start is
 * refused by its field. What visitors are then offered that date.
 */
async function shortenDay(page: Page, username: string, date: string) {
  await page.goto("/admin/consultants");
  await page.getByRole("link", { name: username }).click();
  const add = page.getByRole("form", { name: "Add an override" });
  await add.getByLabel("Date", { exact: true }).fill(date);
  await add.getByLabel("On that date").selectOption("Open, other hours");
  await add.getByLabel("Start").fill("14:00");
  await add.getByLabel("End").fill("13:00");
  await add.getByRole("button", { name: "Add override" }).click();
  await expect(add.getByText("End must be after the start")).toBeVisible();
  await add.getByLabel("End").fill("15:00");
  await add.getByRole("button", { name: "Add override" }).click();
  const listed = page.getByRole("list", { name: "Upcoming overrides" }).getByRole("listitem");
  await expect(listed.filter({ hasText: formatDate(date) })).toContainText("Open 2:00 PM–3:00 PM");
  return ["14:00", "14:30"];
}

async function seesOwnBooking(
  page: Page,
  login: (user: { username: string }) => Promise<void>,
  user: { username: string },
  visitor: string,
) {
  await page.context().clearCookies();
  await login(user);
  await page.goto("/dashboard");
  await expect(page.getByRole("region", { name: "Your upcoming bookings" })).toContainText(visitor);
}

test("with JavaScript: a consultant made bookable for one topic gets the visitor who books it", async ({
  page,
  login,
  createUser,
}) => {
  const topic = "Compliance & Legal";
  const consultant = await createUser({ role: "support" });
  await login();
  await makeBookable(page, consultant.username, topic);
  const shortDay = fortnightAway();
  const shortTimes = await shortenDay(page, consultant.username, shortDay);

  await page.goto("/appointment");
  const form = page.getByRole("form", { name: "Booking form" });
  const showTimes = async (date: string) => {
    await form.getByLabel("Topic").selectOption(topic);
    await form.getByLabel("Preferred date").fill(date);
  };
  await showTimes(shortDay);
  await expect.poll(() => offeredTimes(page)).toEqual(shortTimes);
  const visitor = await bookTopic(page, topic, showTimes);
  await expect(page.getByText(`${topic} with ${consultant.username}`)).toBeVisible();
  await seesOwnBooking(page, login, consultant, visitor);
});

test.describe("without JavaScript, on a phone", { tag: BROWSER_VARIANT }, () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });

  test("the topic's free times come from a plain form, and the booking goes to its consultant", async ({
    page,
    login,
    createUser,
  }) => {
    const topic = "Creative Solutions";
    const consultant = await createUser({ role: "support" });
    await login();
    await makeBookable(page, consultant.username, topic);
    const shortDay = fortnightAway();
    const shortTimes = await shortenDay(page, consultant.username, shortDay);

    await page.goto("/appointment");
    const finder = page.getByRole("form", { name: "Find a free time" });
    const showTimes = async (date: string) => {
      await finder.getByLabel("Topic").selectOption(topic);
      await finder.getByLabel("Date").fill(date);
      await finder.getByRole("button", { name: "Show free times" }).click();
    };
    await showTimes(shortDay);
    expect(await offeredTimes(page)).toEqual(shortTimes);
    const visitor = await bookTopic(page, topic, showTimes);
    await expect(page.getByText(`${topic} with ${consultant.username}`)).toBeVisible();
    await seesOwnBooking(page, login, consultant, visitor);
  });
});
