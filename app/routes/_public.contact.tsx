import { json, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

import { Honeypot } from "~/components/contact/honeypot";
import { SelectField, TextAreaField, TextField } from "~/components/form-field";
import { PageHeader } from "~/components/page-header";
import { CONTACT_SUBJECTS, contactPage } from "~/content/contact";
import { company } from "~/content/site";
import { ContactMessageSchema, createContactMessage } from "~/models/contact-message.server";
import { recordFormSubmission } from "~/models/form-limit.server";
import { DATABASE_BUSY_MESSAGE, evenIfDatabaseBusy, withDatabaseBusyForm } from "~/utils/database-busy.server";
import { digitsOnly } from "~/utils/money";
import { checkPublicForm } from "~/utils/public-form.server";
import { seoMeta } from "~/utils/seo";
import { jsonWithToast } from "~/utils/toast.server";
import { formValues, parseForm } from "~/utils/validation";

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: "Contact us",
    description: `Talk to ${company.name}: write to us, call us or visit our Bengaluru office. ${contactPage.replyPromise}`,
    path: "/contact",
  });

type ActionData = {
  sent?: boolean;
  errors?: Partial<Record<string, string>>;
  formError?: string;
  values?: Record<string, string>;
};

const SENT_MESSAGE = "Thank you! Your message has been sent. We'll reply within 24 hours.";

async function sendMessage({ request }: ActionFunctionArgs) {
  const gate = await checkPublicForm(request, "contact");
  // A bot that filled the honeypot is told it worked, and nothing is stored.
  if (!gate.pass && gate.reason === "spam") return json<ActionData>({ sent: true });
  if (!gate.pass) {
    return jsonWithToast<ActionData>(
      { formError: gate.message, values: formValues(gate.formData) },
      { type: "error", title: gate.message },
      { status: 429 },
    );
  }
  const submission = parseForm(ContactMessageSchema, gate.formData);
  if (!submission.success) {
    return json<ActionData>({ errors: submission.fieldErrors, values: submission.values }, { status: 400 });
  }
  await createContactMessage(submission.data);
  await evenIfDatabaseBusy(recordFormSubmission("contact", gate.ip));
  return jsonWithToast<ActionData>({ sent: true }, { type: "success", title: SENT_MESSAGE });
}

export async function action(args: ActionFunctionArgs) {
  return withDatabaseBusyForm(args, sendMessage, (formData): ActionData => ({
    formError: DATABASE_BUSY_MESSAGE,
    values: formValues(formData),
  }));
}

export default function ContactRoute() {
  const actionData = useActionData<ActionData>();
  const submitting = useNavigation().state === "submitting";
  const values = actionData?.values ?? {};
  const errors = actionData?.errors ?? {};
  const [phone, setPhone] = useState(values.phone ?? "");
  // A sent message clears the form (a new key renders it afresh).
  const [formKey, setFormKey] = useState(0);
  const lastSent = useRef<ActionData>();
  useEffect(() => {
    if (actionData?.sent && lastSent.current !== actionData) {
      lastSent.current = actionData;
      setFormKey((key) => key + 1);
      setPhone("");
    }
    if (actionData?.values) setPhone(actionData.values.phone ?? "");
  }, [actionData]);

  return (
    <>
      <PageHeader eyebrow="Contact" title="Let's talk about what you're building">
        <p>
          Questions about our studios, a partnership idea or a role on the team: write to us and a real person will answer.{" "}
          {contactPage.replyPromise}
        </p>
      </PageHeader>

      <div className="container grid gap-12 py-16 lg:grid-cols-[1fr_1.3fr]">
        <aside className="space-y-8" aria-label="Contact details">
          <section className="card p-6">
            <h2 className="text-lg font-semibold">Reach us directly</h2>
            <dl className="mt-5 space-y-4 text-sm">
              <div>
                <dt className="font-medium text-muted-foreground">Office</dt>
                <dd className="mt-1">
                  <address className="not-italic">
                    {company.address.street}
                    <br />
                    {company.address.city} {company.address.postalCode}, {company.address.country}
                  </address>
                </dd>
              </div>
              <div>
                <dt className="font-medium text-muted-foreground">Email</dt>
                <dd className="mt-1">
                  <a href={`mailto:${company.email}`} className="font-medium text-primary hover:underline">
                    {company.email}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="font-medium text-muted-foreground">Phone</dt>
                <dd className="mt-1">
                  <a href={company.phoneHref} className="font-medium text-primary hover:underline">
                    {company.phone}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="font-medium text-muted-foreground">Hours</dt>
                <dd className="mt-1">{contactPage.hours}</dd>
              </div>
            </dl>
            <p className="mt-6 rounded-xl bg-primary/10 p-4 text-sm">{contactPage.urgentNote}</p>
          </section>

          <figure className="overflow-hidden rounded-2xl border border-border">
            <img src={contactPage.map.image} alt={contactPage.map.alt} width={640} height={400} loading="lazy" className="aspect-[8/5] w-full bg-muted object-cover" />
            <figcaption className="flex items-center justify-between gap-4 bg-card px-4 py-3 text-sm">
              <span>{company.address.street}</span>
              <a href={contactPage.map.href} className="shrink-0 font-semibold text-primary hover:underline" rel="noopener noreferrer" target="_blank">
                Open in maps
              </a>
            </figcaption>
          </figure>
        </aside>

        <section aria-labelledby="contact-form-title" className="card p-6 sm:p-8">
          <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight">
            Send us a message
          </h2>
          {actionData?.sent ? (
            <p role="status" className="mt-4 rounded-xl border border-success/40 bg-success/10 p-4 text-sm font-medium text-success">
              {SENT_MESSAGE}
            </p>
          ) : null}
          {actionData?.formError ? (
            <p role="alert" className="mt-4 rounded-xl border border-danger/40 bg-danger/10 p-4 text-sm font-medium text-danger">
              {actionData.formError}
            </p>
          ) : null}
          <Form key={formKey} method="post" className="relative mt-6 grid gap-5 sm:grid-cols-2" aria-label="Contact form">
            <Honeypot />
            <TextField label="Name" name="name" autoComplete="name" required defaultValue={values.name} error={errors.name} />
            <TextField label="Email" name="email" type="email" autoComplete="email" required defaultValue={values.email} error={errors.email} />
            <TextField
              label="Phone (optional)"
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="+91 98765 43210"
              value={phone}
              onChange={(event) => setPhone(digitsOnly(event.currentTarget.value))}
              error={errors.phone}
            />
            <SelectField label="Subject" name="subject" required defaultValue={values.subject ?? ""} error={errors.subject}>
              <option value="" disabled>
                Select a subject
              </option>
              {CONTACT_SUBJECTS.map((subject) => (
                <option key={subject.value} value={subject.value}>
                  {subject.label}
                </option>
              ))}
            </SelectField>
            <div className="sm:col-span-2">
              <TextAreaField label="Message" name="message" rows={6} required maxLength={5000} defaultValue={values.message} error={errors.message} />
            </div>
            <div className="sm:col-span-2">
              <div className="flex items-start gap-3">
                <input
                  id="contact-consent"
                  name="consent"
                  type="checkbox"
                  required
                  defaultChecked={values.consent === "on"}
                  className="mt-1 h-4 w-4 rounded border-border accent-[rgb(var(--primary))]"
                  aria-invalid={errors.consent ? true : undefined}
                  aria-describedby={errors.consent ? "contact-consent-error" : undefined}
                />
                <label htmlFor="contact-consent" className="text-sm">
                  I agree to the{" "}
                  <Link to="/privacy" className="font-medium text-primary underline">
                    privacy policy
                  </Link>{" "}
                  and{" "}
                  <Link to="/terms" className="font-medium text-primary underline">
                    terms of service
                  </Link>
                </label>
              </div>
              {errors.consent ? (
                <p id="contact-consent-error" className="field-error">
                  {errors.consent}
                </p>
              ) : null}
            </div>
            <div className="sm:col-span-2">
              <button type="submit" className="btn-primary w-full sm:w-auto" disabled={submitting}>
                {submitting ? "Sending..." : "Send message"}
              </button>
            </div>
          </Form>
        </section>
      </div>
    </>
  );
}
