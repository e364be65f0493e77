import { deleteJob, getJob, JobInputSchema, parseJobId, updateJob } from "~/models/job.server";
import { toApiJob } from "~/utils/api-shapes.server";
import { ApiError, apiJson, apiRoute, readJsonObject, requireApiPermission, validate } from "~/utils/api.server";

const NOT_FOUND = "Job not found";

function jobId(param: string | undefined) {
  const id = parseJobId(param);
  if (!id) throw new ApiError(404, NOT_FOUND);
  return id;
}

export const { loader, action } = apiRoute({
  async GET({ params }) {
    const job = await getJob(jobId(params.id));
    if (!job) throw new ApiError(404, NOT_FOUND);
    return apiJson({ job: toApiJob(job) });
  },

  async PUT({ request, params }) {
    await requireApiPermission(request, "jobs:write");
    const id = jobId(params.id);
    const body = await readJsonObject(request);
    const current = await getJob(id);
    if (!current) throw new ApiError(404, NOT_FOUND);
    // A client from before workplace and country keeps the job's own, not the defaults of a new job.
    const input = validate(JobInputSchema, { workplace: current.workplace, country: current.country, ...body });
    const job = await updateJob(id, input);
    if (!job) throw new ApiError(404, NOT_FOUND);
    return apiJson({ job: toApiJob(job) });
  },

  async DELETE({ request, params }) {
    await requireApiPermission(request, "jobs:write");
    if (!(await deleteJob(jobId(params.id)))) throw new ApiError(404, NOT_FOUND);
    return apiJson({ message: "Job deleted" });
  },
});
