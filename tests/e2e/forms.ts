import type { Locator, Page } from "@playwright/test";
import { randomInt } from "node:crypto";

import { dateProblem, SLOT_TIMES } from "../../app/lib/slot-engine.testing";

// One helper per form of the site: it fills the fields it is given, the way a person does (by
// label, in the form's order) and leaves the rest as they are. Submitting stays in the test.

/** A text field by its label, or a select or checkbox by its label and kind. */
type Control = string | { label: string | RegExp; kind: "select" | "checkbox" };
type Values<Controls> = { [Name in keyof Controls]?: Controls[Name] extends { kind: "checkbox" } ? boolean : string };

async function fill(
  form: Locator,
  controls: Record<string, Control>,
  values: Record<string, string | boolean | undefined>,
) {
  for (const [name, control] of Object.entries(controls)) {
    const value = values[name];
    if (value === undefined) continue;
    const { label, kind } = typeof control === "string" ? { label: control, kind: "text" } : control;
    const field = form.getByLabel(label, { exact: typeof label === "string" });
    if (kind === "checkbox") await field.setChecked(Boolean(value));
    else if (kind === "select")
      await field.selectOption(String(value)); // an option's value or its text
    else await field.fill(String(value));
  }
}

/** The filler of the form named `formName` (its aria-label), with `controls` in the form's order. */
function formFiller<const Controls extends Record<string, Control>>(formName: string, controls: Controls) {
  return (page: Page, values: Values<Controls>) => fill(page.getByRole("form", { name: formName }), controls, values);
}

/** The back-office job form, new and edit. */
export const fillJobForm = formFiller("Job post", {
  title: "Title",
  company: "Company",
  location: "Location",
  workplace: { label: "Workplace", kind: "select" },
  country: { label: "Country", kind: "select" },
  type: { label: "Type", kind: "select" },
  salary: "Salary (₹ per year)",
  department: "Department",
  description: "Description",
  requirements: "Requirements",
});

const fillBlogFields = formFiller("Blog post", {
  title: "Title",
  author: "Author",
  description: "Description",
  image: "Image URL",
});

/**
 * Types `html` as the post's content: into its textarea, which is the field without JavaScript; with
 * JavaScript the rich-text editor covers the textarea once it has loaded, and its HTML source mode shows it.
 */
export async function fillPostHtml(page: Page, html: string) {
  const form = page.getByRole("form", { name: "Blog post" });
  // page.evaluate runs even where the page's own scripts do not: this tells whether they ran.
  if (await page.evaluate(() => "__remixContext" in window)) {
    const source = form.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name: "HTML source" });
    if ((await source.getAttribute("aria-pressed")) !== "true") await source.click();
  }
  await form.getByLabel("Content (HTML)", { exact: true }).fill(html);
}

/** The back-office blog post form, new and edit. */
export async function fillBlogForm(
  page: Page,
  { content, ...values }: Parameters<typeof fillBlogFields>[1] & { content?: string },
) {
  await fillBlogFields(page, values);
  if (content !== undefined) await fillPostHtml(page, content);
}

/** The contact page's form; `consent` ticks (true) or clears (false) the privacy box. */
export const fillContactForm = formFiller("Contact form", {
  name: "Name",
  email: "Email",
  phone: "Phone (optional)",
  subject: { label: "Subject", kind: "select" },
  message: "Message",
  consent: { label: /I agree to the/, kind: "checkbox" },
});

/** A job's application form (without its CV: `setInputFiles` on the "CV" field). */
export const fillApplicationForm = formFiller("Job application", {
  fullName: "Full name",
  email: "Email",
  phone: "Phone",
  location: "Current location",
  profileUrl: "LinkedIn or portfolio URL (optional)",
  coverLetter: "Cover letter (optional)",
  consent: { label: /I agree to the processing of my data/, kind: "checkbox" },
});

/** The appointment page's booking form; `date` is YYYY-MM-DD and `time` a slot's value (HH:MM). */
export const fillBookingForm = formFiller("Booking form", {
  name: "Name",
  email: "Email",
  phone: "Phone",
  company: "Company (optional)",
  topic: { label: "Topic", kind: "select" },
  date: "Preferred date",
  time: { label: "Time slot", kind: "select" },
  message: "Anything we should know? (optional)",
});

/** A random weekday 20–80 days ahead and a random slot: tests running in parallel rarely meet. */
/**
 * The times the booking form on `page` offers. Without JavaScript it lists the first bookable
 * date's slots whatever date is typed (today's past hours and taken slots disabled), so a
 * booking made without JavaScript must choose among these.
 */
export function offeredTimes(page: Page) {
  return page
    .getByLabel("Time slot")
    .locator("option:not([disabled])")
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
}

export function randomSlot(times: readonly string[] = SLOT_TIMES) {
  for (;;) {
    const date = new Date(Date.now() + randomInt(20, 80) * 86_400_000).toISOString().slice(0, 10);
    if (!dateProblem(date, new Date())) return { date, time: times[randomInt(times.length)]! };
  }
}

/** A booking every rule accepts, for `slot`. */
export const booking = (name: string, slot: { date: string; time: string }) => ({
  name,
  email: "booker@example.com",
  phone: "9876543210",
  company: "Acme Foods",
  topic: "Growth Studio",
  ...slot,
});
