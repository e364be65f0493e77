import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";

import { AdminShell } from "~/components/admin-shell";
import { AdminNotFound } from "~/components/admin/admin-not-found";
import { company } from "~/content/site";
import { deleteJob, getJob, parseJobId } from "~/models/job.server";
import { deleteResponse } from "~/utils/admin-delete.server";
import { requireAdminRecord } from "~/utils/admin-record.server";
import { requireAdmin } from "~/utils/auth.server";

export const meta: MetaFunction = () => [{ title: `Delete Job? | ${company.name}` }];

/** The confirmation page used without JavaScript (with it, a dialog on the list asks instead). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, record: job } = await requireAdminRecord(request, params.id, {
    parse: parseJobId,
    load: getJob,
    notFound: "Job not found",
  });
  return json({ username: user.username, job: { id: job.id, title: job.title } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request);
  const id = parseJobId(params.id);
  const deleted = id ? await deleteJob(id).catch((error: unknown) => (console.error(error), false)) : false;
  return deleteResponse(request, {
    deleted,
    listPath: "/admin/jobs",
    success: "Job deleted successfully",
    failure: "Failed to delete job",
  });
}

export default function DeleteJobRoute() {
  const { username, job } = useLoaderData<typeof loader>();
  return (
    <AdminShell username={username}>
      <div className="mx-auto mt-10 max-w-md rounded-2xl border border-border bg-background p-8 text-center shadow-sm">
        <h1 className="text-2xl font-bold tracking-tight">Delete Job?</h1>
        <p className="mt-3 text-muted-foreground">Are you sure you want to delete this job post?</p>
        <p className="mt-2 font-medium">{job.title}</p>
        <div className="mt-8 flex justify-center gap-3">
          <Link to="/admin/jobs" className="btn-outline">
            Cancel
          </Link>
          <Form method="post">
            <button type="submit" className="btn-danger">
              Delete
            </button>
          </Form>
        </div>
      </div>
    </AdminShell>
  );
}

export function ErrorBoundary() {
  return <AdminNotFound title="Job not found" backTo="/admin/jobs" backLabel="Back to Jobs" />;
}
