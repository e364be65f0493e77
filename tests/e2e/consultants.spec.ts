import type { Locator, Page } from "@playwright/test";

import { setUpConsultant } from "./consultant-settings";
import { expect, LONG_FLOW_TIMEOUT, test, uniqueSuffix } from "./fixtures";
import { booking, fillBookingForm, offeredTimes, randomSlot } from "./forms";

// An Admin makes a staff member a bookable consultant for one topic, with afternoon hours of their
// own; a visitor booking that topic sees only those times and gets that consultant, who finds the
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
  test.setTimeout(LONG_FLOW_TIMEOUT);
  const topic = "Compliance & Legal";
  const consultant = await createUser({ role: "support" });
  await login();
  await makeBookable(page, consultant.username, topic);

  await page.goto("/appointment");
  const form = page.getByRole("form", { name: "Booking form" });
  const visitor = await bookTopic(page, topic, async (date) => {
    await form.getByLabel("Topic").selectOption(topic);
    await form.getByLabel("Preferred date").fill(date);
  });
  await expect(page.getByText(`${topic} with ${consultant.username}`)).toBeVisible();
  await seesOwnBooking(page, login, consultant, visitor);
});

test.describe("without JavaScript, on a phone", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });

  test("the topic's free times come from a plain form, and the booking goes to its consultant", async ({
    page,
    login,
    createUser,
  }) => {
    test.setTimeout(LONG_FLOW_TIMEOUT);
    const topic = "Creative Solutions";
    const consultant = await createUser({ role: "support" });
    await login();
    await makeBookable(page, consultant.username, topic);

    await page.goto("/appointment");
    const finder = page.getByRole("form", { name: "Find a free time" });
    const visitor = await bookTopic(page, topic, async (date) => {
      await finder.getByLabel("Topic").selectOption(topic);
      await finder.getByLabel("Date").fill(date);
      await finder.getByRole("button", { name: "Show free times" }).click();
    });
    await expect(page.getByText(`${topic} with ${consultant.username}`)).toBeVisible();
    await seesOwnBooking(page, login, consultant, visitor);
  });
});
