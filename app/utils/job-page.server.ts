import { getJob, parseJobId } from "~/models/job.server";

export const JOB_NOT_FOUND = "Job not found";

/** The job a public job page's URL names (`/careers/{id}/…`), or a 404 thrown. */
export async function requireJob(idParam: string | undefined) {
  const id = parseJobId(idParam);
  const job = id ? await getJob(id) : null;
  if (!job) throw new Response(JOB_NOT_FOUND, { status: 404 });
  return job;
}
