import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { ConfirmDeletePage, RecordErrorBoundary } from "~/components/admin/record-pages";
import { JOBS } from "~/content/admin-resources";
import { company } from "~/content/site";
import { deleteJob, getJob, parseJobId } from "~/models/job.server";
import { deleteRecord } from "~/utils/admin-delete.server";
import { requireAdminRecord } from "~/utils/admin-record.server";

export const meta: MetaFunction = () => [{ title: `${JOBS.delete.question} | ${company.name}` }];

const JOB = { resource: JOBS, parse: parseJobId, load: getJob };

/** The confirmation page used without JavaScript (with it, a dialog on the list asks instead). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { record } = await requireAdminRecord(request, "jobs:write", params.id, JOB);
  return json({ job: { id: record.id, title: record.title } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  return deleteRecord(request, params.id, { ...JOB, permission: "jobs:write", remove: deleteJob });
}

export default function DeleteJobRoute() {
  const { job } = useLoaderData<typeof loader>();
  return <ConfirmDeletePage resource={JOBS} record={job} />;
}

export function ErrorBoundary() {
  return <RecordErrorBoundary resource={JOBS} />;
}
