import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { recordFormRoute } from "~/components/admin/record-routes";
import { JobForm } from "~/components/jobs/job-form";
import { JOBS } from "~/content/admin-resources";
import { createRecord, loadNewRecordForm } from "~/utils/record-form.server";

export const loader = (args: LoaderFunctionArgs) => loadNewRecordForm(args, "jobs");

export const action = (args: ActionFunctionArgs) =>
  createRecord(args, "jobs", {
    done: "Job created successfully",
    failed: "Failed to create job",
    alert: (message) => `Error creating job: ${message}`,
  });

const { meta, Page } = recordFormRoute<typeof loader>(JOBS, JobForm, {
  title: "Create New Job",
  submitLabel: "Create Job",
  pendingLabel: "Creating...",
});
export { meta, Page as default };
