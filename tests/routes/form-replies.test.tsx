// @vitest-environment happy-dom
import { json } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ComponentType } from "react";
import { afterEach, describe, expect, it } from "vitest";

import { BlogForm } from "~/components/blog/blog-form";
import { EMPTY_JOB, JobForm } from "~/components/jobs/job-form";
import ContactRoute from "~/routes/contact";
import LoginRoute from "~/routes/login";

// Each form under a stub route whose action answers the way its real action does when the input is
// refused, in the reply shape that action uses today: the messages stand next to their fields, wired
// up for assistive technology, and what was typed stays.

afterEach(cleanup);

/** Renders `Component` at /form, its action answering every submit with `reply` (HTTP `status`). */
function renderForm(Component: ComponentType, reply: (form: FormData) => unknown, { status = 400, loader = (): Response => json(null) } = {}) {
  const Stub = createRemixStub([
    { path: "/form", Component, loader, action: async ({ request }) => json(reply(await request.formData()), { status }) },
  ]);
  // The future flags of remix.config.js, so the stub behaves like the app.
  render(<Stub initialEntries={["/form"]} future={{ v3_fetcherPersist: true, v3_relativeSplatPath: true }} />);
}

/** What the user typed, as the real actions echo it back. */
const typed = (form: FormData) => Object.fromEntries([...form].map(([name, value]) => [name, String(value)]));

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
  const descriptions = (field.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent);
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
  it("job form ({ errors, formError, values }): each message by its field, the inline line, typed values kept, the first invalid field focused", async () => {
    function NewJob() {
      const actionData = useActionData<{ errors?: Record<string, string>; formError?: string; values?: Record<string, string> }>();
      return (
        <JobForm
          values={{ ...EMPTY_JOB, ...actionData?.values }}
          errors={actionData?.errors}
          formError={actionData?.formError}
          submitLabel="Create Job"
          pendingLabel="Creating..."
          countries={[{ code: "IN", name: "India" }]}
        />
      );
    }
    renderForm(NewJob, (form) => ({
      errors: { title: "Title is required", salary: "Salary must be a number" },
      formError: "Error creating job: Title is required",
      values: typed(form),
    }));

    await type("Company", "Kept Company");
    submit("Create Job");

    expect((await screen.findByRole("alert")).textContent).toBe("Error creating job: Title is required");
    expectFieldMessage("Title", "Title is required");
    expectFieldMessage("Salary (₹ per year)", "Salary must be a number");
    expectFieldValid("Company");
    expectKept("Company", "Kept Company");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Title")));
  });

  it("blog form ({ errors: { form }, values }): a failed save shows the form's message and keeps every field", async () => {
    function NewBlog() {
      const actionData = useActionData<{ errors?: Record<string, string>; values?: Record<string, string> }>();
      const values = { title: "", author: "", description: "", image: "", content: "", ...actionData?.values };
      return <BlogForm values={values} errors={actionData?.errors} submitLabel="Publish" pendingLabel="Publishing..." />;
    }
    renderForm(NewBlog, (form) => ({ errors: { form: "Failed to create blog. Please try again." }, values: typed(form) }), { status: 500 });

    await type("Title", "Kept Title");
    await type("Description", "Kept description.");
    submit("Publish");

    expect((await screen.findByRole("alert")).textContent).toBe("Failed to create blog. Please try again.");
    expectKept("Title", "Kept Title");
    expectKept("Description", "Kept description.");
    expectFieldValid("Title");
  });

  it("login ({ fieldErrors, username }): the password's message by its field, the username kept, the message gone on typing", async () => {
    renderForm(LoginRoute, (form) => ({ fieldErrors: { password: "Password must be at least 8 characters" }, username: form.get("username") }), {
      loader: () => json({ redirectTo: "" }),
    });

    await type("Username", "someone");
    await type("Password", "short");
    submit("Sign in");

    await screen.findByText("Password must be at least 8 characters");
    expectFieldMessage("Password", "Password must be at least 8 characters");
    expectFieldValid("Username");
    expectKept("Username", "someone");

    await type("Password", "longer-password");
    expect(screen.queryByText("Password must be at least 8 characters")).toBeNull();
    expectFieldValid("Password");
  });

  it("contact ({ errors, values }): messages by the email field and the consent box, the name kept", async () => {
    renderForm(ContactRoute, (form) => ({
      errors: { email: "Email must be a valid email address", consent: "Consent is required" },
      values: typed(form),
    }));

    // The browser's own checks would stop this submit first; the server's are the ones under test.
    (await screen.findByRole("form", { name: "Contact form" })).setAttribute("novalidate", "");
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
});
