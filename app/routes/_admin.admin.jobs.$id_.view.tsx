import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link } from "@remix-run/react";

import { recordViewRoute } from "~/components/admin/record-routes";
import { JobDetails } from "~/components/jobs/job-details";
import { JOBS } from "~/content/admin-resources";
import { countApplicationsForJob } from "~/models/application.server";
import { requireRecordOf } from "~/utils/admin-record.server";

export async function loader(args: LoaderFunctionArgs) {
  const { record } = await requireRecordOf(args, "jobs");
  return json({ record: { ...record, applicationCount: await countApplicationsForJob(record.id) } });
}

const { meta, shouldRevalidate, Page, ErrorBoundary } = recordViewRoute<typeof loader>({
  resource: JOBS,
  title: "Job post",
  sitePath: (job) => `/careers?job=${job.id}`,
  details: (job) => (
    <>
      <h1 className="text-2xl font-bold tracking-tight">{job.title}</h1>
      <p className="mb-6 mt-2">
        <Link to={`/admin/applications?job=${job.id}`} className="font-semibold text-primary hover:underline">
          {job.applicationCount} {job.applicationCount === 1 ? "application" : "applications"}
        </Link>
        {" · "}
        <Link to={`/admin/jobs/${job.id}/questions`} className="font-semibold text-primary hover:underline">
          Screening questions
        </Link>
      </p>
      <JobDetails job={job} heading="h2" />
    </>
  ),
});
export { meta, shouldRevalidate, Page as default, ErrorBoundary };
