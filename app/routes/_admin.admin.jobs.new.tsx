import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { BackLink } from "~/components/admin-shell";
import { EMPTY_JOB, JobForm } from "~/components/jobs/job-form";
import { company } from "~/content/site";
import { createJob } from "~/models/job.server";
import { requirePermission } from "~/utils/auth.server";
import { countryOptions } from "~/utils/countries";
import { handleJobForm, type JobFormActionData } from "~/utils/job-form.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => [{ title: `Create New Job | ${company.name}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "jobs:write");
  return json({ countries: countryOptions() });
}

export async function action({ request }: ActionFunctionArgs) {
  await requirePermission(request, "jobs:write");
  return handleJobForm(
    request,
    async (input) => {
      const job = await createJob(input);
      return redirectWithToast("/admin/jobs", { type: "success", title: "Job created successfully", description: job.title });
    },
    { toast: "Failed to create job", inline: (message) => `Error creating job: ${message}` },
  );
}

export default function NewJobRoute() {
  const { countries } = useLoaderData<typeof loader>();
  const actionData = useActionData<JobFormActionData>();
  return (
    <>
      <BackLink to="/admin/jobs">Back to Jobs</BackLink>
      <h1 className="mb-8 mt-4 text-3xl font-bold tracking-tight">Create New Job</h1>
      <JobForm
        values={{ ...EMPTY_JOB, ...actionData?.values }}
        errors={actionData?.errors}
        formError={actionData?.formError}
        submitLabel="Create Job"
        pendingLabel="Creating..."
        countries={countries}
      />
    </>
  );
}
