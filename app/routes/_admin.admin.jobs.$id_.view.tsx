import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { RecordErrorBoundary, RecordView } from "~/components/admin/record-pages";
import { JobDetails } from "~/components/jobs/job-details";
import { JOBS } from "~/content/admin-resources";
import { company } from "~/content/site";
import { getJob, parseJobId } from "~/models/job.server";
import { requireAdminRecord } from "~/utils/admin-record.server";

export const meta: MetaFunction = () => [{ title: `Job post | ${company.name}` }];

// The modal loads this afresh each time it opens; re-running it after a delete would only fail.
export const shouldRevalidate = () => false;

/** The View modal's data, and its page when JavaScript is off. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { record: job } = await requireAdminRecord(request, "jobs:write", params.id, {
    parse: parseJobId,
    load: getJob,
    resource: JOBS,
  });
  return json({ job });
}

export default function ViewJobRoute() {
  const { job } = useLoaderData<typeof loader>();
  return (
    <RecordView resource={JOBS} id={job.id} sitePath={`/careers?job=${job.id}`}>
      <h1 className="mb-6 text-2xl font-bold tracking-tight">{job.title}</h1>
      <JobDetails job={job} heading="h2" />
    </RecordView>
  );
}

export function ErrorBoundary() {
  return <RecordErrorBoundary resource={JOBS} />;
}
