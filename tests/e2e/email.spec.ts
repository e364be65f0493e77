// Email end to end: a server of its own with SMTP_URL pointing at a real SMTP server in this
// process (tests/smtp-server.ts), so every message it sends arrives here and is parsed. Visitors
// book, get their invitation and reschedule or cancel from its link; staff answer from theirs;
// the SMTP server goes away and comes back. The site's main test server runs without SMTP: its
// outbox page shows what would have gone.
import ICAL from "ical.js";

import { admin, BROWSER_VARIANT, expect, signIn, test, toast, uniqueSuffix } from "./fixtures";
import { booking, fillApplicationForm, fillBookingForm, fillContactForm, offeredTimes, randomSlot } from "./forms";
import { startMailSite } from "./mail-site";
import { formatDate } from "../../app/lib/format";
import { formatOfficeSlot, OFFICE_TIME_ZONE, officeTimeToUtc } from "../../app/lib/slots";
import type { ServerProcess } from "../server-process";
import { startSmtpServer, type TestSmtpServer } from "../smtp-server";

const STAFF = "staff@e2e.test";

let smtp: TestSmtpServer;
let site: ServerProcess;

test.describe.configure({ mode: "serial" });
// Visitors far from the office: with JavaScript the booking form sends their zone along.
test.use({ timezoneId: "Europe/Berlin" });

test.beforeAll(async () => {
  ({ smtp, site } = await startMailSite("email", { STAFF_EMAIL: STAFF, EMAIL_FIRST_RETRY_MS: "500" }));
});

test.afterAll(async () => {
  await site?.stop();
  await smtp?.close();
});

/** The one email to `to` whose subject starts with `subject`, once it has arrived. */
async function mailTo(to: string, subject: string) {
  const find = () => smtp.messages.filter((mail) => mail.envelopeTo.includes(to) && mail.subject?.startsWith(subject));
  await expect.poll(() => find().length, { message: `"${subject}…" to ${to}` }).toBe(1);
  return find()[0]!;
}

/** The calendar file an email carries: its method, and its event's UID, sequence and start. */
function invitation(mail: Awaited<ReturnType<typeof mailTo>>) {
  const file = mail.attachments.find((attachment) => attachment.contentType.startsWith("text/calendar"));
  expect(file, "a calendar file").toBeDefined();
  const calendar = new ICAL.Component(ICAL.parse(file!.content.toString("utf8")));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
  };
}

const link = (text: string | undefined, pattern: RegExp) => {
  const found = text?.match(pattern)?.[0];
  expect(found, String(pattern)).toBeTruthy();
  return found!;
};
const MANAGE_LINK = /http:\/\/127\.0\.0\.1:\d+\/appointment\/manage\/[\w.-]+/;

/** Another bookable slot than `slot`, among `times`. */
function otherSlot(slot: { date: string; time: string }, times?: string[]) {
  for (;;) {
    const other = randomSlot(times);
    if (other.date !== slot.date) return other;
  }
}

test("a booking's invitation arrives; its link moves the booking (freeing the old slot) and cancels it", async ({
  page,
}) => {
  const email = `booker-${uniqueSuffix()}@example.com`;
  const slot = randomSlot();
  await page.goto(`${site.origin}/appointment`);
  // Once the page runs its script, the form carries the visitor's time zone.
  await expect(page.locator('input[name="timeZone"]')).toHaveValue("Europe/Berlin");
  await fillBookingForm(page, { ...booking("Meera Nair", slot), email });
  await page.getByRole("button", { name: "Book consultation" }).click();
  await expect(page.getByRole("heading", { name: "You're booked, Meera Nair!" })).toBeVisible();

  const confirmation = await mailTo(email, "Your consultation is booked");
  const first = invitation(confirmation);
  expect(first).toMatchObject({
    method: "REQUEST",
    sequence: 0,
    start: officeTimeToUtc(slot.date, slot.time).toISOString(),
  });
  expect(first.uid).toMatch(/^appointment-\d+@lumoraventures\.com$/);
  expect(confirmation.text).toContain("(Europe/Berlin, your time)");
  const staff = await mailTo(STAFF, "New booking: Meera Nair");
  expect(staff.replyTo?.text).toBe(email);

  // The link in the email: no sign-in, the booking and a way to move it.
  await page.goto(link(confirmation.text, MANAGE_LINK));
  await expect(page.getByRole("heading", { level: 1, name: "Manage your booking" })).toBeVisible();
  const moved = otherSlot(slot);
  // With JavaScript, choosing a date shows its times at once (the button is for pages without it).
  await expect(page.getByRole("button", { name: "Show free times" })).toHaveCount(0);
  await page.getByLabel("Date").fill(moved.date);
  await expect(page).toHaveURL(new RegExp(`date=${moved.date}`));
  await page.getByLabel(`Free times on ${formatDate(moved.date)}`).selectOption(moved.time);
  await page.getByRole("button", { name: "Move my consultation" }).click();
  await expect(toast(page, "Your consultation has moved")).toBeVisible();

  const update = invitation(await mailTo(email, "Moved: your consultation"));
  expect(update).toMatchObject({ method: "REQUEST", uid: first.uid, sequence: 1 });
  expect(update.start).toBe(officeTimeToUtc(moved.date, moved.time).toISOString());
  await mailTo(STAFF, "Booking moved: Meera Nair");

  // The old slot is free again.
  const other = await page.context().browser()!.newPage();
  await other.goto(`${site.origin}/appointment`);
  await other.getByLabel("Preferred date").fill(slot.date);
  await expect(other.getByLabel("Time slot").locator(`option[value="${slot.time}"]`)).toBeEnabled();
  await other.close();

  await page.getByRole("link", { name: "Cancel my consultation" }).click();
  await page.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(toast(page, "Your consultation is cancelled")).toBeVisible();
  await expect(page.getByRole("heading", { name: "This consultation is cancelled" })).toBeVisible();
  const cancel = invitation(await mailTo(email, "Cancelled: your consultation"));
  expect(cancel).toMatchObject({ method: "CANCEL", uid: first.uid, sequence: 2 });
  await mailTo(STAFF, "Booking cancelled: Meera Nair");
});

test.describe("without JavaScript, on a phone", { tag: BROWSER_VARIANT }, () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test("the manage link moves and cancels a booking", async ({ page }) => {
    const email = `nojs-${uniqueSuffix()}@example.com`;
    await page.goto(`${site.origin}/appointment`);
    const times = await offeredTimes(page);
    const slot = randomSlot(times);
    await fillBookingForm(page, { ...booking("Ravi Rao", slot), email });
    await page.getByRole("button", { name: "Book consultation" }).click();
    await expect(page.getByRole("heading", { name: "You're booked, Ravi Rao!" })).toBeVisible();

    const confirmation = await mailTo(email, "Your consultation is booked");
    // Without JavaScript the form cannot tell the visitor's zone: the email gives Pacific time only.
    expect(confirmation.text).not.toContain("your time");
    await page.goto(link(confirmation.text, MANAGE_LINK));
    const moved = otherSlot(slot);
    await page.getByLabel("Date").fill(moved.date);
    await page.getByRole("button", { name: "Show free times" }).click();
    await page.getByLabel(`Free times on ${formatDate(moved.date)}`).selectOption(moved.time);
    await page.getByRole("button", { name: "Move my consultation" }).click();
    // The page shows the booking at its new time.
    await expect(page.getByRole("definition").first()).toHaveText(
      formatOfficeSlot(officeTimeToUtc(moved.date, moved.time).toISOString(), OFFICE_TIME_ZONE),
    );
    expect(invitation(await mailTo(email, "Moved: your consultation")).start).toBe(
      officeTimeToUtc(moved.date, moved.time).toISOString(),
    );

    await page.getByRole("link", { name: "Cancel my consultation" }).click();
    await page.getByRole("button", { name: "Yes, cancel it" }).click();
    await expect(page.getByRole("heading", { name: "This consultation is cancelled" })).toBeVisible();
    await mailTo(email, "Cancelled: your consultation");
  });
});

test("staff confirm one booking and decline another from their email, and each visitor is told", async ({ page }) => {
  const book = async (name: string) => {
    const email = `answer-${uniqueSuffix()}@example.com`;
    await page.goto(`${site.origin}/appointment`);
    await fillBookingForm(page, { ...booking(name, randomSlot()), email });
    await page.getByRole("button", { name: "Book consultation" }).click();
    await expect(page.getByRole("heading", { name: `You're booked, ${name}!` })).toBeVisible();
    return { email, staff: await mailTo(STAFF, `New booking: ${name}`) };
  };

  const first = await book(`Confirm ${uniqueSuffix()}`);
  await page.goto(link(first.staff.text, /http:\/\/\S+\?do=confirm/));
  await page.getByRole("button", { name: "Confirm booking" }).click();
  await expect(toast(page, "Booking confirmed: the visitor has been told")).toBeVisible();
  expect(invitation(await mailTo(first.email, "Confirmed: your consultation"))).toMatchObject({
    method: "REQUEST",
    sequence: 1,
  });
  // The link has done its work: opened again, it only shows the answer.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Answered" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Confirm booking" })).toHaveCount(0);

  const second = await book(`Decline ${uniqueSuffix()}`);
  await page.goto(link(second.staff.text, /http:\/\/\S+\?do=decline/));
  await page.getByLabel("Reason (optional, sent to the visitor)").fill("We are at a conference that week.");
  await page.getByRole("button", { name: "Decline booking" }).click();
  await expect(toast(page, "Booking declined: the visitor has been told")).toBeVisible();
  const declined = await mailTo(second.email, "Cancelled: your consultation");
  expect(declined.text).toContain("Our note: We are at a conference that week.");
  expect(invitation(declined).method).toBe("CANCEL");
});

test("a contact message reaches staff and the visitor; while SMTP is down it waits, then goes once", async ({
  page,
}) => {
  const send = async (email: string) => {
    await page.goto(`${site.origin}/contact`);
    await fillContactForm(page, {
      name: "Kiran Shah",
      email,
      subject: "Partnership",
      message: "Can we talk about a venture?",
      consent: true,
    });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page, "Thank you! Your message has been sent.")).toBeVisible();
  };

  const email = `contact-${uniqueSuffix()}@example.com`;
  await send(email);
  const staff = await mailTo(STAFF, "New message from Kiran Shah: Partnership");
  expect(staff.replyTo?.text).toBe(email);
  expect(staff.text).toContain("Can we talk about a venture?");
  expect((await mailTo(email, "We received your message")).text).toContain("We'll get back to you within 24 hours.");

  const port = smtp.port;
  await smtp.close();
  const later = `later-${uniqueSuffix()}@example.com`;
  await send(later);
  await page.waitForTimeout(1500); // a few attempts fail meanwhile
  smtp = await startSmtpServer({ port });
  const ack = await mailTo(later, "We received your message");
  await page.waitForTimeout(1500);
  expect(smtp.messages.filter((mail) => mail.envelopeTo.includes(later))).toHaveLength(1);
  expect(smtp.messages.filter((mail) => mail.messageId === ack.messageId)).toHaveLength(1);
});

test("an application is confirmed to the candidate, staff are told, a rejection goes when chosen, and the candidate can withdraw", async ({
  page,
}) => {
  const apply = async (email: string) => {
    await page.goto(`${site.origin}/careers/1/apply`);
    await fillApplicationForm(page, {
      fullName: "Anita Desai",
      email,
      phone: "+91 98450 12345",
      location: "Pune",
      consent: true,
    });
    await page.getByLabel("CV").setInputFiles("tests/fixtures/cv.pdf");
    await page.getByRole("button", { name: "Send application" }).click();
    await expect(page.getByRole("heading", { name: /Thanks, Anita Desai/ })).toBeVisible();
    return mailTo(email, "We received your application for");
  };

  const rejected = `rejected-${uniqueSuffix()}@example.com`;
  await apply(rejected);
  const staff = await mailTo(STAFF, "New application: Anita Desai");
  expect(staff.replyTo?.text).toBe(rejected);
  const adminLink = link(staff.text, /http:\/\/127\.0\.0\.1:\d+\/admin\/applications\/\d+/);

  await page.goto(`${site.origin}/login`);
  await signIn(page, admin);
  await page.waitForURL(/dashboard/);
  await page.goto(adminLink);
  await page.getByLabel("Email the candidate that we said no").check();
  await page.getByRole("button", { name: "Reject" }).click();
  await expect(toast(page, "Moved to Rejected")).toBeVisible();
  await expect(page.getByText("Rejection email sent to the candidate.")).toBeVisible();
  expect((await mailTo(rejected, "Your application for")).text).toContain("decided not to take it further");

  const withdrawn = `withdraw-${uniqueSuffix()}@example.com`;
  const confirmation = await apply(withdrawn);
  await page.goto(link(confirmation.text, /http:\/\/127\.0\.0\.1:\d+\/careers\/withdraw\/[\w.-]+/));
  await expect(page.getByRole("heading", { name: /Withdraw your application for/ })).toBeVisible();
  await page.getByRole("button", { name: "Withdraw my application and delete my data" }).click();
  await expect(page.getByRole("heading", { name: "Your application is withdrawn" })).toBeVisible();
  await mailTo(STAFF, "An application for");
  await page.goto(`${site.origin}/admin/applications?q=${encodeURIComponent(withdrawn)}`);
  await expect(page.getByText("No applications found")).toBeVisible();
});
