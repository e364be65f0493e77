// @vitest-environment happy-dom
import { json } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ComponentType } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { BlogForm } from "~/components/blog/blog-form";
import { JobForm } from "~/components/jobs/job-form";
import { DOCUMENT_SEEDS } from "~/content/seed";
import { contactSeed } from "~/content/seed/contact";
import { settingsSeed } from "~/content/seed/settings";
import { DEFAULT_AVAILABILITY } from "~/lib/availability";
import type { FormReply } from "~/lib/form-reply";
import { OFFICE_TIME_ZONE } from "~/lib/slots";
import { RESCHEDULE_FORM, rescheduleSchema } from "~/models/appointment.server";
import { BlogInputSchema } from "~/models/blog.server";
import { ContactMessageSchema } from "~/models/contact-message.server";
import { JobInputSchema } from "~/models/job.server";
import { LoginSchema } from "~/models/user.server";
import EditPageRoute from "~/routes/_admin.admin.pages.$key";
import ManageBookingRoute from "~/routes/_public.appointment_.manage.$token";
import ContactRoute from "~/routes/_public.contact/route";
import LoginRoute from "~/routes/_public.login";
import { SCHEDULE_IN_FUTURE_MESSAGE } from "~/utils/page-documents.server";
import { formConstraints, parseSubmission, replyWithFormError } from "~/utils/submission.server";

// Each form under a stub route whose action answers with the one form contract (conform's
// submission reply, built by the same helpers and schemas as the real action): the messages stand
// next to their fields, wired up for assistive technology, and what was typed stays.

afterEach(cleanup);
afterEach(() => vi.unstubAllEnvs());

/** Renders `Component` at /form, its action answering every submit with `reply` (HTTP `status`). */
function renderForm(
  Component: ComponentType,
  reply: (form: FormData) => unknown,
  { status = 400, loader = (): Response => json(null) } = {},
) {
  // Under a root route that provides the site settings, as app/root.tsx does (the pages read them).
  const Stub = createRemixStub([
    {
      id: "root",
      loader: () => json({ settings: settingsSeed }),
      children: [
        {
          path: "/form",
          Component,
          loader,
          action: async ({ request }) => json(reply(await request.formData()), { status }),
        },
      ],
    },
  ]);
  // The future flags of remix.config.js, so the stub behaves like the app.
  render(<Stub initialEntries={["/form"]} future={{ v3_fetcherPersist: true, v3_relativeSplatPath: true }} />);
}

async function type(label: string, value: string) {
  fireEvent.change(await screen.findByLabelText(label), { target: { value } });
}

function submit(name: string) {
  fireEvent.click(screen.getByRole("button", { name }));
}

/** The field is marked invalid and described by an element that says `message`. */
function expectFieldMessage(label: string, message: string) {
  const field = screen.getByLabelText(label);
  expect(field.getAttribute("aria-invalid")).toBe("true");
  const descriptions = (field.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent);
  expect(descriptions).toContain(message);
}

/**
 * The field shows `value`, and so does its default value: the reply's value, which is what the
 * server's HTML shows after a submit without JavaScript (with it, the typed text would stay anyway).
 */
function expectKept(label: string, value: string) {
  const field = screen.getByLabelText<HTMLInputElement | HTMLTextAreaElement>(label);
  expect({ value: field.value, defaultValue: field.defaultValue }).toEqual({ value, defaultValue: value });
}

function expectFieldValid(label: string) {
  const field = screen.getByLabelText(label);
  expect(field.getAttribute("aria-invalid")).toBeNull();
  expect(field.getAttribute("aria-describedby") ?? "").not.toMatch(/error/);
}

describe("form replies under a stub route", () => {
  it("job form: each message by its field, the alert line, typed values kept, the first invalid field focused", async () => {
    const constraints = formConstraints(JobInputSchema);
    function NewJob() {
      const reply = useActionData<FormReply>();
      return (
        <JobForm
          reply={reply}
          constraints={constraints}
          submitLabel="Create Job"
          pendingLabel="Creating..."
          countries={[{ code: "IN", name: "India" }]}
        />
      );
    }
    renderForm(NewJob, (form) => {
      form.set("salary", "lots");
      return parseSubmission(form, JobInputSchema).reply({ formErrors: ["Error creating job: Title is required"] });
    });

    await type("Company", "Kept Company");
    submit("Create Job");

    expect((await screen.findByRole("alert")).textContent).toBe("Error creating job: Title is required");
    expectFieldMessage("Title", "Title is required");
    expectFieldMessage("Salary (₹ per year)", "Salary must be a number");
    expectFieldValid("Company");
    expectKept("Company", "Kept Company");
    expect(screen.getByLabelText("Title").getAttribute("maxlength")).toBe("150");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Title")));
  });

  it("blog form: a failed save shows the form's message and keeps every field", async () => {
    const constraints = formConstraints(BlogInputSchema);
    function NewBlog() {
      return (
        <BlogForm
          reply={useActionData<FormReply>()}
          constraints={constraints}
          submitLabel="Publish"
          pendingLabel="Publishing..."
          tagNames={[]}
        />
      );
    }
    renderForm(NewBlog, (form) => replyWithFormError(form, "Something went wrong while saving. Please try again."), {
      status: 500,
    });

    await type("Title", "Kept Title");
    await type("Description", "Kept description.");
    submit("Publish");

    expect((await screen.findByRole("alert")).textContent).toBe("Something went wrong while saving. Please try again.");
    expectKept("Title", "Kept Title");
    expectKept("Description", "Kept description.");
    expectFieldValid("Title");
  });

  it("login: the password's message by its field, the username kept (never the password), the message gone on typing", async () => {
    renderForm(LoginRoute, (form) => parseSubmission(form, LoginSchema).reply({ hideFields: ["password"] }), {
      loader: () => json({ redirectTo: "", constraints: formConstraints(LoginSchema) }),
    });

    await type("Username", "someone");
    await type("Password", "short");
    submit("Sign in");

    await screen.findByText("Password must be at least 8 characters");
    expectFieldMessage("Password", "Password must be at least 8 characters");
    expectFieldValid("Username");
    expectKept("Username", "someone");
    expect(screen.getByLabelText<HTMLInputElement>("Password").defaultValue).toBe("");

    await type("Password", "longer-password");
    expect(screen.queryByText("Password must be at least 8 characters")).toBeNull();
    expectFieldValid("Password");
  });

  it("contact: messages by the email field and the consent box, the name kept", async () => {
    renderForm(ContactRoute, (form) => parseSubmission(form, ContactMessageSchema).reply(), {
      loader: () => json({ constraints: formConstraints(ContactMessageSchema), content: contactSeed.contact }),
    });

    await type("Name", "Kept Name");
    await type("Email", "not-an-email");
    submit("Send message");

    await screen.findByText("Email must be a valid email address");
    expectFieldMessage("Email", "Email must be a valid email address");
    expectFieldMessage("I agree to the privacy policy and terms of service", "Consent is required");
    expectFieldValid("Name");
    expectKept("Name", "Kept Name");
    expectKept("Email", "not-an-email");
  });

  it("manage booking: what is wrong with the date (a hidden field of the move) is said by the Date field", async () => {
    // The page was opened on a day that has passed since: the move form still sends that date.
    const open = {
      state: "open",
      booking: {
        name: "Asha Rao",
        topic: "Business Consulting",
        email: "asha@example.com",
        startsAt: "2020-01-06T18:00:00.000Z",
        officeTimeZone: OFFICE_TIME_ZONE,
        status: "pending",
      },
      date: "2020-01-06",
      closedFor: null,
      timeZone: OFFICE_TIME_ZONE,
      zoneLabel: "Pacific Time (Los Angeles)",
      window: { first: "2020-01-06", last: "2020-04-03" },
      slots: [{ time: "10:00", startsAt: "2020-01-06T18:00:00.000Z", available: true }],
      constraints: formConstraints(RESCHEDULE_FORM),
    };
    renderForm(
      ManageBookingRoute,
      (form) => parseSubmission(form, rescheduleSchema(new Date(), DEFAULT_AVAILABILITY)).reply(),
      {
        loader: () => json(open),
      },
    );

    fireEvent.change(await screen.findByLabelText(/Free times on/), { target: { value: "10:00" } });
    submit("Move my consultation");

    await screen.findByText("Date must not be in the past");
    expectFieldMessage("Date", "Date must not be in the past");
  });

  it("manage booking: an interview booked from an invitation is called an interview, not a consultation", async () => {
    const interview = {
      state: "open",
      booking: {
        name: "Nila Rao",
        topic: "Interview for Designer",
        email: "nila@example.com",
        startsAt: "2031-01-06T18:00:00.000Z",
        officeTimeZone: OFFICE_TIME_ZONE,
        status: "confirmed",
        calendar: "interview",
      },
      date: "2031-01-06",
      closedFor: null,
      timeZone: OFFICE_TIME_ZONE,
      zoneLabel: "Pacific Time (Los Angeles)",
      window: { first: "2031-01-01", last: "2031-03-31" },
      slots: [{ time: "10:00", startsAt: "2031-01-06T18:00:00.000Z", available: true }],
      constraints: formConstraints(RESCHEDULE_FORM),
    };
    renderForm(ManageBookingRoute, () => null, { loader: () => json(interview) });
    expect(await screen.findByRole("heading", { name: "Your interview" })).toBeTruthy();
    expect(screen.getByText("Interview for Designer")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Move my interview" })).toBeTruthy();
    expect(screen.queryByText(/consultation/i)).toBeNull();
  });
});

// A page sent back by the server after a form posted without JavaScript, then running in a browser
// whose time zone is not the office's: the time typed is shown as the same instant in the browser's zone.
describe("a time sent back after a save without JavaScript", () => {
  // 10:00 in Los Angeles on a January day is 18:00 UTC, 19:00 in Berlin.
  const typed = { at: "2031-01-15T10:00", inBerlin: "2031-01-15T19:00" };

  /** Renders `Component` at /form as the server's HTML does after a refused save: with `reply` as its action data. */
  function renderSentBack(Component: ComponentType, loaderData: unknown, reply: FormReply) {
    vi.stubEnv("TZ", "Europe/Berlin");
    const Stub = createRemixStub([
      {
        id: "root",
        loader: () => json({ settings: settingsSeed }),
        children: [{ id: "form", path: "/form", Component, loader: () => json(loaderData) }],
      },
    ]);
    const hydrationData = {
      loaderData: { root: { settings: settingsSeed }, form: loaderData },
      actionData: { form: reply },
    };
    render(<Stub initialEntries={["/form"]} hydrationData={hydrationData} />);
  }

  async function expectShownInBerlin(label: string) {
    await screen.findByText(/^Time zone: Europe\/Berlin\./);
    expect(screen.getByLabelText<HTMLInputElement>(label).value).toBe(typed.inBerlin);
    expect(document.querySelector<HTMLInputElement>('input[name="timeZone"]')?.value).toBe("Europe/Berlin");
  }

  it("pages editor: the refused schedule's time", async () => {
    const editor = {
      key: "privacy",
      title: "Privacy policy",
      latest: DOCUMENT_SEEDS.privacy,
      version: 1,
      state: "published",
      scheduledAt: null,
      hasDraft: false,
      updatedAt: "2026-11-01T09:00:00.000Z",
      updatedByName: null,
      previewPath: "/privacy",
      stored: null,
    };
    const reply: FormReply = {
      status: "error",
      initialValue: { version: "1", _action: "schedule", publishAt: typed.at, timeZone: OFFICE_TIME_ZONE },
      error: { publishAt: [SCHEDULE_IN_FUTURE_MESSAGE] },
    };
    renderSentBack(EditPageRoute, editor, reply);
    await expectShownInBerlin("Go live at");
  });

  it("blog form: the refused post's publish time", async () => {
    function EditBlog() {
      return (
        <BlogForm
          reply={useActionData<FormReply>()}
          constraints={formConstraints(BlogInputSchema)}
          submitLabel="Save changes"
          pendingLabel="Saving..."
          tagNames={[]}
        />
      );
    }
    const reply: FormReply = {
      status: "error",
      initialValue: { title: "", status: "scheduled", publishDate: typed.at, timeZone: OFFICE_TIME_ZONE },
      error: { title: ["Title is required"] },
    };
    renderSentBack(EditBlog, null, reply);
    await expectShownInBerlin("Publish date and time");
  });
});
