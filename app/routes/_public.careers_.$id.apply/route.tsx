import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";

import { VisitSourceField } from "~/components/analytics/visit-source-field";
import { BackLink } from "~/components/back-link";
import { Honeypot } from "~/components/contact/honeypot";
import {
  CheckboxField,
  FormAlert,
  PhoneField,
  TextAreaField,
  TextField,
  useFormReply,
  ValidatedForm,
} from "~/components/form-field";
import { JobClosedNotice } from "~/components/jobs/job-closed-notice";
import { applicationSource } from "~/lib/applications";
import type { FormReply } from "~/lib/form-reply";
import { isTakingApplications } from "~/lib/job-availability.server";
import { ApplicationSchema } from "~/models/application.server";
import { publicScreening } from "~/models/screening.server";
import { siteOrigin } from "~/utils/http.server";
import { HYDRATE } from "~/utils/hydration";
import { requireJob } from "~/utils/job-page.server";
import { seoMeta } from "~/utils/seo";
import { formConstraints } from "~/utils/submission.server";
import { visitSourceField } from "~/utils/visit-source.server";

import { submitApplication } from "./application-form.server";
import { CvField } from "./cv-field";
import { ScreeningFields, typedAnswers } from "./screening-fields";
import { useUploadWithProgress } from "./use-upload";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  seoMeta({
    matches,
    title: data ? `Apply: ${data.job.title} at ${data.job.company}` : "Apply",
    description: data ? `Apply for ${data.job.title} at ${data.job.company}: send your CV in a few minutes.` : "",
    path: data ? `/careers/${data.job.id}/apply` : "/careers",
  });

/** Upload progress and the form's pending state run in the browser. */
export const handle = HYDRATE;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const job = await requireJob(params.id);
  const url = new URL(request.url);
  return {
    job: {
      id: job.id,
      title: job.title,
      company: job.company,
      location: job.location,
      type: job.type,
      workplace: job.workplace,
    },
    open: isTakingApplications(job),
    screening: await publicScreening(job.id),
    source: applicationSource(url.searchParams, request.headers.get("Referer"), siteOrigin),
    constraints: formConstraints(ApplicationSchema),
    visitSource: visitSourceField(request),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const job = await requireJob(params.id);
  return submitApplication(request, job);
}

export default function ApplyRoute() {
  const { job, open, source, constraints, screening, visitSource } = useLoaderData<typeof loader>();
  // Without JavaScript the form posts itself (the action's reply); with it, the upload reports progress.
  const upload = useUploadWithProgress();
  const posted = useActionData<FormReply>();
  const reply = upload.reply ?? posted;
  const form = useFormReply(reply, { constraints, defaults: { source } });
  const [cvProblem, setCvProblem] = useState<string | null>(null);
  const submitting = upload.progress !== null;

  return (
    <div className="container max-w-3xl py-12 md:py-16">
      <BackLink to={`/careers?job=${job.id}`}>Back to the job</BackLink>
      <p className="mt-8 text-sm font-semibold uppercase tracking-widest text-primary">Apply</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight md:text-4xl">{job.title}</h1>
      <p className="mt-2 text-muted-foreground">
        {job.company} · {job.location} · {job.workplace} · {job.type}
      </p>

      {!open ? (
        <div className="mt-8 space-y-6">
          <JobClosedNotice />
          <Link to="/careers#jobs" className="btn-primary">
            See open roles
          </Link>
        </div>
      ) : (
        <section aria-labelledby="apply-form-title" className="card mt-8 p-6 sm:p-8">
          <h2 id="apply-form-title" className="text-xl font-semibold">
            Your application
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Every field is required unless it says optional. It takes about five minutes.
          </p>
          <FormAlert message={form.formError} className="mt-4" />
          <ValidatedForm
            method="post"
            encType="multipart/form-data"
            errors={form.errors}
            onChange={form.onChange}
            onSubmit={(event) => {
              // A file the browser already knows is wrong is named before anything is uploaded.
              if (cvProblem) event.preventDefault();
              else upload.onSubmit(event);
            }}
            className="relative mt-6 grid gap-5 sm:grid-cols-2"
            aria-label="Job application"
          >
            <Honeypot />
            <VisitSourceField value={visitSource} />
            <input type="hidden" name="source" value={form.value("source")} />
            <TextField label="Full name" {...form.field("fullName")} autoComplete="name" />
            <TextField label="Email" {...form.field("email")} type="email" autoComplete="email" />
            <PhoneField label="Phone" {...form.field("phone")} required />
            <TextField label="Current location" {...form.field("location")} autoComplete="address-level2" />
            <div className="sm:col-span-2">
              <TextField
                label="LinkedIn or portfolio URL (optional)"
                {...form.field("profileUrl")}
                type="url"
                inputMode="url"
                placeholder="https://"
              />
            </div>
            <div className="sm:col-span-2">
              <CvField error={form.error("cv")} reselect={Boolean(reply) && !form.sent} onProblem={setCvProblem} />
            </div>
            <div className="sm:col-span-2">
              <TextAreaField
                label="Cover letter (optional)"
                rows={8}
                {...form.field("coverLetter")}
                hint="Up to 5,000 characters: why this role, and what you would bring to it."
              />
            </div>
            <ScreeningFields
              questions={screening.questions}
              version={screening.version}
              typed={typedAnswers(reply)}
              error={form.error}
            />
            <div className="sm:col-span-2">
              <CheckboxField name="consent" checked={form.value("consent") === "on"} error={form.error("consent")}>
                I agree to the processing of my data for this application as described in the{" "}
                <Link to="/privacy" className="font-medium text-primary underline">
                  privacy policy
                </Link>
              </CheckboxField>
            </div>
            <div className="sm:col-span-2">
              <button type="submit" className="btn-primary w-full sm:w-auto" disabled={submitting}>
                {submitting ? `Sending your application... ${Math.round(upload.progress! * 100)}%` : "Send application"}
              </button>
              {submitting ? (
                <progress
                  className="mt-3 block h-1.5 w-full accent-[rgb(var(--primary))] sm:w-64"
                  value={upload.progress!}
                  max={1}
                  aria-label="Upload progress"
                />
              ) : null}
            </div>
          </ValidatedForm>
        </section>
      )}
    </div>
  );
}
