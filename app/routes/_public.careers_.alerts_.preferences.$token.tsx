import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { SelectField, TextField } from "~/components/form-field";
import { LinkPage } from "~/components/newsletter/link-page";
import { JOB_ALERTS_COPY } from "~/content/careers";
import { describeJobSearch } from "~/lib/job-alerts";
import { JOB_TYPES } from "~/lib/jobs";
import {
  alertOfToken,
  changeJobAlertSearch,
  deleteJobAlert,
  JobSearchSchema,
  searchOf,
  unsubscribeAllJobAlerts,
} from "~/models/job-alert.server";
import { listDepartments } from "~/models/job.server";
import { env } from "~/utils/env.server";
import { checkPublicForm } from "~/utils/public-form.server";
import { pageTitle } from "~/utils/site-settings";
import { parseSubmission, withDatabaseBusyForm } from "~/utils/submission.server";
import { redirectWithToast } from "~/utils/toast.server";

// A job alert's preferences, from the link in every alert email: change or delete its search, or
// unsubscribe the address from every alert, with no sign-in and no script (plain forms).

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, JOB_ALERTS_COPY.preferences.title) },
  { name: "robots", content: "noindex" },
];

export async function loader({ params }: LoaderFunctionArgs) {
  const alert = await alertOfToken(env.sessionSecret, params.token ?? "");
  if (!alert) return data({ found: false as const }, { status: 404 });
  return {
    found: true as const,
    email: alert.email,
    on: alert.status === "confirmed",
    search: searchOf(alert),
    departments: await listDepartments(),
  };
}

async function savePreferences({ request, params }: ActionFunctionArgs) {
  const here = new URL(request.url).pathname;
  const gate = await checkPublicForm(request, "job-alerts");
  if (!gate.pass && gate.reason === "rate-limited") return gate.response;
  const alert = await alertOfToken(env.sessionSecret, params.token ?? "");
  if (!gate.pass || !alert) return redirectWithToast(here, { type: "error", title: "Nothing was changed" });
  await gate.recordSubmission();
  const intent = gate.formData.get("intent");
  if (intent === "unsubscribe-all") {
    await unsubscribeAllJobAlerts(alert.id);
    return redirectWithToast(here, { type: "success", title: "You are unsubscribed from all job alerts" });
  }
  if (intent === "delete") {
    await deleteJobAlert(alert.id);
    return redirectWithToast("/careers", { type: "success", title: "Your job alert is deleted" });
  }
  const submission = parseSubmission(gate.formData, JobSearchSchema);
  if (submission.status !== "success") return redirectWithToast(here, { type: "error", title: "Nothing was changed" });
  const changed = await changeJobAlertSearch(alert.id, submission.value);
  return changed
    ? redirectWithToast(here, { type: "success", title: "Your search is saved" })
    : redirectWithToast(here, { type: "error", title: "You already have an alert for that search" });
}

export async function action(args: ActionFunctionArgs) {
  return withDatabaseBusyForm(args, savePreferences);
}

export default function JobAlertPreferencesRoute() {
  const alert = useLoaderData<typeof loader>();
  const { confirm, preferences, eyebrow, again } = JOB_ALERTS_COPY;
  if (!alert.found) {
    return <LinkPage eyebrow={eyebrow} title={confirm.invalid.title} text={confirm.invalid.text} again={again} />;
  }
  if (!alert.on) {
    return (
      <LinkPage eyebrow={eyebrow} title={preferences.offTitle} text={preferences.offText(alert.email)} again={again} />
    );
  }
  const { search } = alert;
  return (
    <LinkPage
      eyebrow={eyebrow}
      title={preferences.title}
      text={preferences.text(alert.email, describeJobSearch(search))}
    >
      <form method="post" className="mt-8 space-y-4" aria-labelledby="change-search">
        <h2 id="change-search" className="text-lg font-semibold">
          {preferences.changeHeading}
        </h2>
        <TextField label="Search" name="q" defaultValue={search.q} maxLength={100} />
        <TextField label="Location" name="location" defaultValue={search.location} maxLength={120} />
        <SelectField label="Job type" name="type" defaultValue={search.type}>
          <option value="">All Types</option>
          {JOB_TYPES.map((type) => (
            <option key={type}>{type}</option>
          ))}
        </SelectField>
        <SelectField label="Department" name="department" defaultValue={search.department}>
          <option value="">All Departments</option>
          {alert.departments.map((department) => (
            <option key={department}>{department}</option>
          ))}
        </SelectField>
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="save" className="btn-primary">
            {preferences.saveLabel}
          </button>
          <button type="submit" name="intent" value="delete" className="btn-outline" formNoValidate>
            {preferences.deleteLabel}
          </button>
        </div>
      </form>
      <form method="post" className="mt-8 border-t border-border pt-6">
        <p className="text-sm text-muted-foreground">{preferences.unsubscribeNote}</p>
        <button type="submit" name="intent" value="unsubscribe-all" className="btn-outline mt-3">
          {preferences.unsubscribeAllLabel}
        </button>
      </form>
    </LinkPage>
  );
}
