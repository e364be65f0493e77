import type { LoaderFunctionArgs } from "@remix-run/node";

import { recordViewRoute } from "~/components/admin/record-routes";
import { JobDetails } from "~/components/jobs/job-details";
import { JOBS } from "~/content/admin-resources";
import { loadRecord } from "~/utils/admin-record.server";

export const loader = (args: LoaderFunctionArgs) => loadRecord(args, "jobs");

const { meta, shouldRevalidate, Page, ErrorBoundary } = recordViewRoute<typeof loader>({
  resource: JOBS,
  title: "Job post",
  sitePath: (job) => `/careers?job=${job.id}`,
  details: (job) => (
    <>
      <h1 className="mb-6 text-2xl font-bold tracking-tight">{job.title}</h1>
      <JobDetails job={job} heading="h2" />
    </>
  ),
});
export { meta, shouldRevalidate, Page as default, ErrorBoundary };
