import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { ConfirmDeletePage } from "~/components/admin/confirm-delete-page";
import { AdminNotFound } from "~/components/admin/admin-not-found";
import { company } from "~/content/site";
import { deleteJob, getJob, parseJobId } from "~/models/job.server";
import { deleteResponse, readDeleteForm } from "~/utils/admin-delete.server";
import { requireAdminRecord } from "~/utils/admin-record.server";
import { requirePermission } from "~/utils/auth.server";
import { saveUnlessBusy } from "~/utils/database-busy.server";

export const meta: MetaFunction = () => [{ title: `Delete Job? | ${company.name}` }];

/** The confirmation page used without JavaScript (with it, a dialog on the list asks instead). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { record: job } = await requireAdminRecord(request, "jobs:write", params.id, {
    parse: parseJobId,
    load: getJob,
    notFound: "Job not found",
  });
  return json({ job: { id: job.id, title: job.title } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requirePermission(request, "jobs:write");
  // Read the form first: a request it cannot read deletes nothing.
  const form = await readDeleteForm(request);
  const id = parseJobId(params.id);
  const deleted = id ? await saveUnlessBusy(() => deleteJob(id)).catch((error: unknown) => (console.error(error), false)) : false;
  return deleteResponse(form, {
    deleted,
    listPath: "/admin/jobs",
    success: "Job deleted successfully",
    failure: "Failed to delete job",
  });
}

export default function DeleteJobRoute() {
  const { job } = useLoaderData<typeof loader>();
  return (
    <ConfirmDeletePage
      question="Delete Job?"
      message="Are you sure you want to delete this job post?"
      detail={job.title}
      backTo="/admin/jobs"
      confirmLabel="Delete"
      cancelLabel="Cancel"
    />
  );
}

export function ErrorBoundary() {
  return <AdminNotFound title="Job not found" backTo="/admin/jobs" backLabel="Back to Jobs" />;
}
