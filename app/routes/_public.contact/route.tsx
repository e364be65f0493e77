import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";

import { VisitSourceField } from "~/components/analytics/visit-source-field";
import { CompanyAddressLines } from "~/components/company-address";
import { Honeypot } from "~/components/contact/honeypot";
import { PersonFields } from "~/components/contact/person-fields";
import { SubmitRow } from "~/components/contact/submit-row";
import { ContentImage } from "~/components/content-image";
import {
  CheckboxField,
  FormAlert,
  SelectField,
  TextAreaField,
  useFormReply,
  ValidatedForm,
} from "~/components/form-field";
import { PageHeader } from "~/components/page-header";
import { CONTACT_SUBJECTS } from "~/content/contact";
import type { FormReply } from "~/lib/form-reply";
import { phoneHref } from "~/lib/phone";
import { ContactMessageSchema, createContactMessage } from "~/models/contact-message.server";
import { HYDRATE } from "~/utils/hydration";
import { mailContext } from "~/utils/mail-context.server";
import { pageContentFor } from "~/utils/page-preview.server";
import { checkPublicForm } from "~/utils/public-form.server";
import { seoMeta } from "~/utils/seo";
import { useSiteSettings } from "~/utils/site-settings";
import { formConstraints, parseSubmission, replySent, withDatabaseBusyForm } from "~/utils/submission.server";
import { jsonWithToast } from "~/utils/toast.server";
import { recordFormGoal, visitSourceField } from "~/utils/visit-source.server";

/** Its form runs in the browser: pending state, errors kept in place. */
export const handle = HYDRATE;

export async function loader({ request }: LoaderFunctionArgs) {
  const { contact } = await pageContentFor(request, "contact");
  return {
    constraints: formConstraints(ContactMessageSchema),
    content: contact,
    visitSource: visitSourceField(request),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? seoMeta({ matches, ...data.content.seo, path: "/contact" }) : [];

const SENT_MESSAGE = "Thank you! Your message has been sent. We'll reply within 24 hours.";

async function sendMessage({ request }: ActionFunctionArgs) {
  const gate = await checkPublicForm(request, "contact");
  // A bot that filled the honeypot is told it worked, and nothing is stored.
  if (!gate.pass && gate.reason === "spam") return json(replySent());
  if (!gate.pass) return gate.response;
  const submission = parseSubmission(gate.formData, ContactMessageSchema);
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  await createContactMessage(submission.value, { mail: await mailContext() });
  await gate.recordSubmission();
  await recordFormGoal("contact", gate.formData, "/contact");
  return jsonWithToast(replySent(), { type: "success", title: SENT_MESSAGE });
}

export async function action(args: ActionFunctionArgs) {
  return withDatabaseBusyForm(args, sendMessage);
}

/** One of the ways to reach us: what it is, then the detail (a link when `href` is given). */
function Detail({ term, href, children }: { term: string; href?: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-muted-foreground">{term}</dt>
      <dd className="mt-1">
        {href ? (
          <a href={href} className="font-medium text-primary hover:underline">
            {children}
          </a>
        ) : (
          children
        )}
      </dd>
    </div>
  );
}

export default function ContactRoute() {
  const { company } = useSiteSettings();
  const reply = useActionData<FormReply>();
  const { constraints, content, visitSource } = useLoaderData<typeof loader>();
  const { header, map } = content;
  const form = useFormReply(reply, { constraints });
  // A sent message clears the form (a new key renders it afresh).
  const [formKey, setFormKey] = useState(0);
  const lastSent = useRef<FormReply>();
  useEffect(() => {
    if (form.sent && lastSent.current !== reply) {
      lastSent.current = reply;
      setFormKey((key) => key + 1);
    }
  }, [form.sent, reply]);

  return (
    <>
      <PageHeader eyebrow={header.eyebrow} title={header.title}>
        <p>
          {`${header.lead} `}
          {company.replyPromise}
        </p>
      </PageHeader>

      <div className="container grid gap-12 py-16 lg:grid-cols-[1fr_1.3fr]">
        <aside className="space-y-8" aria-label="Contact details">
          <section className="card p-6">
            <h2 className="text-lg font-semibold">{content.detailsTitle}</h2>
            <dl className="mt-5 space-y-4 text-sm">
              <Detail term="Office">
                <address className="not-italic">
                  <CompanyAddressLines />
                </address>
              </Detail>
              <Detail term="Email" href={`mailto:${company.email}`}>
                {company.email}
              </Detail>
              <Detail term="Phone" href={phoneHref(company.phone)}>
                {company.phone}
              </Detail>
              <Detail term="Hours">{company.hours}</Detail>
            </dl>
            <p className="mt-6 rounded-xl bg-primary/10 p-4 text-sm">{content.urgentNote}</p>
          </section>

          <figure className="overflow-hidden rounded-2xl border border-border">
            <ContentImage
              image={map.picture}
              sizes="(min-width: 1200px) 484px, (min-width: 1024px) 40vw, calc(100vw - 2.5rem)"
              width={640}
              height={400}
              className="aspect-[8/5] w-full bg-muted"
            />
            <figcaption className="flex items-center justify-between gap-4 bg-card px-4 py-3 text-sm">
              <span>{company.address.street}</span>
              <a
                href={map.href}
                className="shrink-0 font-semibold text-primary hover:underline"
                rel="noopener noreferrer"
                target="_blank"
              >
                {map.linkLabel}
              </a>
            </figcaption>
          </figure>
        </aside>

        <section aria-labelledby="contact-form-title" className="card p-6 sm:p-8">
          <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight">
            {content.formTitle}
          </h2>
          {form.sent ? (
            <p
              role="status"
              className="mt-4 rounded-xl border border-success/40 bg-success/10 p-4 text-sm font-medium text-success"
            >
              {SENT_MESSAGE}
            </p>
          ) : null}
          <FormAlert message={form.formError} className="mt-4" />
          <ValidatedForm
            key={formKey}
            method="post"
            errors={form.errors}
            onChange={form.onChange}
            className="relative mt-6 grid gap-5 sm:grid-cols-2"
            aria-label="Contact form"
          >
            <Honeypot />
            <VisitSourceField value={visitSource} />
            <PersonFields field={form.field} />
            <SelectField label="Subject" {...form.field("subject")}>
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
              <TextAreaField label="Message" rows={6} {...form.field("message")} />
            </div>
            <div className="sm:col-span-2">
              <CheckboxField name="consent" checked={form.value("consent") === "on"} error={form.error("consent")}>
                I agree to the{" "}
                <Link to="/privacy" className="font-medium text-primary underline">
                  privacy policy
                </Link>{" "}
                and{" "}
                <Link to="/terms" className="font-medium text-primary underline">
                  terms of service
                </Link>
              </CheckboxField>
            </div>
            <SubmitRow label="Send message" pendingLabel="Sending..." />
          </ValidatedForm>
        </section>
      </div>
    </>
  );
}
