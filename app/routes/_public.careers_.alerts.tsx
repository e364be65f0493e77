import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { Honeypot } from "~/components/contact/honeypot";
import { FormAlert, TextField, useFormReply } from "~/components/form-field";
import { AlertConsent, SearchFields } from "~/components/job-alerts/search-fields";
import { LinkPage } from "~/components/newsletter/link-page";
import { JOB_ALERTS_COPY } from "~/content/careers";
import type { FormReply } from "~/lib/form-reply";
import { describeJobSearch } from "~/lib/job-alerts";
import { JobAlertSubscribeSchema, JobSearchSchema, subscribeToJobAlert } from "~/models/job-alert.server";
import { mailContext } from "~/utils/mail-context.server";
import { checkPublicForm } from "~/utils/public-form.server";
import { pageTitle } from "~/utils/site-settings";
import { formConstraints, parseSubmission, replySent, withDatabaseBusyForm } from "~/utils/submission.server";

// Asking for job alerts: the careers page's form posts here, with the search it shows. Every
// accepted request gets the same answer, whatever the alert's state, so nobody learns who asked.

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, JOB_ALERTS_COPY.heading) },
  { name: "robots", content: "noindex" },
];

/** The search in the URL (/careers/alerts?q=engineer&location=Bengaluru), as the careers page reads it. */
export function loader({ request }: LoaderFunctionArgs) {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const search = JobSearchSchema.catch({ q: "", location: "", type: "", department: "" }).parse(params);
  return { search, constraints: formConstraints(JobAlertSubscribeSchema) };
}

async function askForAlerts({ request }: ActionFunctionArgs) {
  const gate = await checkPublicForm(request, "job-alerts");
  // A bot that filled the honeypot is told it worked, and nothing is stored.
  if (!gate.pass && gate.reason === "spam") return json(replySent());
  if (!gate.pass) return gate.response;
  const submission = parseSubmission(gate.formData, JobAlertSubscribeSchema);
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  await subscribeToJobAlert(submission.value, { mail: await mailContext() });
  await gate.recordSubmission();
  return json(replySent());
}

export async function action(args: ActionFunctionArgs) {
  return withDatabaseBusyForm(args, askForAlerts);
}

export default function JobAlertsRoute() {
  const { search: fromUrl, constraints } = useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>();
  const form = useFormReply(reply, { constraints });
  const copy = JOB_ALERTS_COPY;
  if (form.sent) {
    return <LinkPage eyebrow={copy.eyebrow} title={copy.sent.title} text={copy.sent.text} again={copy.again} />;
  }
  // After a refused post, the search that was posted; else the URL's.
  const search = reply
    ? {
        q: form.value("q"),
        location: form.value("location"),
        type: form.value("type"),
        department: form.value("department"),
      }
    : fromUrl;
  return (
    <LinkPage eyebrow={copy.eyebrow} title={copy.heading} text={copy.lead(describeJobSearch(search))}>
      <form method="post" className="relative mt-6 space-y-4" aria-label="Job alerts">
        <Honeypot />
        <SearchFields search={search} />
        <FormAlert message={form.formError} />
        <TextField label="Email" {...form.field("email")} type="email" autoComplete="email" />
        <AlertConsent text={copy.consent} linkLabel={copy.privacyLabel} />
        <button type="submit" className="btn-primary">
          {copy.submitLabel}
        </button>
      </form>
    </LinkPage>
  );
}
