import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useParams } from "@remix-run/react";

import { recordFormRoute } from "~/components/admin/record-routes";
import { JobForm } from "~/components/jobs/job-form";
import { JOBS } from "~/content/admin-resources";
import { loadRecordForm, updateRecord } from "~/utils/record-form.server";

export const loader = (args: LoaderFunctionArgs) => loadRecordForm(args, "jobs");

export const action = (args: ActionFunctionArgs) =>
  updateRecord(args, "jobs", {
    done: "Job updated successfully",
    failed: "Failed to update job",
    alert: (message) => `Failed to update job: ${message}`,
  });

const { meta, Page, ErrorBoundary } = recordFormRoute<typeof loader>(JOBS, JobForm, {
  title: "Edit Job",
  submitLabel: "Update Job",
  pendingLabel: "Updating...",
  links: JobLinks,
});

/** Beside the title: the job's screening questions, edited on a page of their own. */
function JobLinks() {
  const { id } = useParams();
  return (
    <Link to={`/admin/jobs/${id}/questions`} className="btn-outline">
      Screening questions
    </Link>
  );
}
export { meta, Page as default, ErrorBoundary };
