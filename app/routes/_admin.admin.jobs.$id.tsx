import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { BackToList, RecordErrorBoundary } from "~/components/admin/record-pages";
import { JobForm } from "~/components/jobs/job-form";
import { JOBS } from "~/content/admin-resources";
import { company } from "~/content/site";
import { countryOptions } from "~/lib/countries";
import type { FormReply } from "~/lib/form-reply";
import { getJob, JobInputSchema, parseJobId, updateJob } from "~/models/job.server";
import { requireAdminRecord } from "~/utils/admin-record.server";
import { formConstraints, handleSaveForm } from "~/utils/submission.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => [{ title: `Edit Job | ${company.name}` }];

const JOB = { parse: parseJobId, load: getJob, resource: JOBS };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { record: job } = await requireAdminRecord(request, "jobs:write", params.id, JOB);
  return json({ job, countries: countryOptions(), constraints: formConstraints(JobInputSchema) });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { id } = await requireAdminRecord(request, "jobs:write", params.id, JOB);
  return handleSaveForm(
    request,
    JobInputSchema,
    async (input) => {
      const job = await updateJob(id, input);
      if (!job) throw new Response(JOBS.notFound, { status: 404 });
      return redirectWithToast(JOBS.listPath, {
        type: "success",
        title: "Job updated successfully",
        description: job.title,
      });
    },
    { toast: "Failed to update job", alert: (message) => `Failed to update job: ${message}` },
  );
}

export default function EditJobRoute() {
  const { job, countries, constraints } = useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>();
  const saved = {
    title: job.title,
    company: job.company,
    location: job.location,
    workplace: job.workplace,
    country: job.country,
    type: job.type,
    salary: job.salary ? String(job.salary) : "",
    department: job.department ?? "",
    description: job.description ?? "",
    requirements: job.requirements ?? "",
  };
  return (
    <>
      <BackToList resource={JOBS} />
      <h1 className="mb-8 mt-4 text-3xl font-bold tracking-tight">Edit Job</h1>
      <JobForm
        key={job.updatedAt}
        saved={saved}
        reply={reply}
        constraints={constraints}
        submitLabel="Update Job"
        pendingLabel="Updating..."
        countries={countries}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <RecordErrorBoundary resource={JOBS} />;
}
