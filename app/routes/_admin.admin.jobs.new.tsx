import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { BackToList } from "~/components/admin/record-pages";
import { JobForm } from "~/components/jobs/job-form";
import { JOBS } from "~/content/admin-resources";
import { company } from "~/content/site";
import { countryOptions } from "~/lib/countries";
import type { FormReply } from "~/lib/form-reply";
import { createJob, JobInputSchema } from "~/models/job.server";
import { requirePermission } from "~/utils/auth.server";
import { formConstraints, handleSaveForm } from "~/utils/submission.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => [{ title: `Create New Job | ${company.name}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "jobs:write");
  return json({ countries: countryOptions(), constraints: formConstraints(JobInputSchema) });
}

export async function action({ request }: ActionFunctionArgs) {
  await requirePermission(request, "jobs:write");
  return handleSaveForm(
    request,
    JobInputSchema,
    async (input) => {
      const job = await createJob(input);
      return redirectWithToast(JOBS.listPath, {
        type: "success",
        title: "Job created successfully",
        description: job.title,
      });
    },
    { toast: "Failed to create job", alert: (message) => `Error creating job: ${message}` },
  );
}

export default function NewJobRoute() {
  const { countries, constraints } = useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>();
  return (
    <>
      <BackToList resource={JOBS} />
      <h1 className="mb-8 mt-4 text-3xl font-bold tracking-tight">Create New Job</h1>
      <JobForm
        reply={reply}
        constraints={constraints}
        submitLabel="Create Job"
        pendingLabel="Creating..."
        countries={countries}
      />
    </>
  );
}
