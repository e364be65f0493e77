import { isJobType, JOB_TYPES, JOBS_PAGE_SIZE } from "~/lib/jobs";
import { createJob, JobInputSchema, listDepartments, listJobs } from "~/models/job.server";
import { toApiJob } from "~/utils/api-shapes.server";
import {
  ApiError,
  apiJson,
  apiRoute,
  parsePaging,
  readJsonObject,
  requireApiActor,
  requireApiPermission,
  validate,
} from "~/utils/api.server";

export const { loader, action } = apiRoute({
  async GET({ request }) {
    const url = new URL(request.url);
    const { page, limit } = parsePaging(url, { limit: JOBS_PAGE_SIZE, maxLimit: 100 });
    const type = url.searchParams.get("type") ?? "";
    if (type && !isJobType(type)) throw new ApiError(400, `type must be one of ${JOB_TYPES.join(", ")}`);
    // What /careers lists, or with ?include=closed (a token that may edit jobs) every job.
    const include = url.searchParams.get("include") ?? "";
    if (include && include !== "closed") throw new ApiError(400, "include must be closed");
    if (include) await requireApiPermission(request, "jobs:write");
    const filters = {
      q: url.searchParams.get("q") ?? "",
      type,
      department: url.searchParams.get("department") ?? "",
      listedAt: include ? undefined : new Date(),
    };
    const [{ jobs, total }, departments] = await Promise.all([
      listJobs({ ...filters, offset: (page - 1) * limit, limit }),
      listDepartments(),
    ]);
    return apiJson({ jobs: jobs.map(toApiJob), total, page, limit, departments });
  },

  async POST({ request }) {
    const actor = await requireApiActor(request, "jobs:write");
    const input = validate(JobInputSchema, await readJsonObject(request));
    return apiJson({ job: toApiJob(await createJob(input, { actor })) }, { status: 201 });
  },
});
