import { publicScreening } from "~/models/screening.server";
import { apiRecordRoute } from "~/utils/api-record.server";
import { toApiJob } from "~/utils/api-shapes.server";

export const { loader, action } = apiRecordRoute("jobs", {
  name: "job",
  notFound: "Job not found",
  deleted: "Job deleted",
  // With its screening questions as candidates see them: which answers knock out stays with staff.
  toApi: async (job) => ({ ...toApiJob(job), questions: (await publicScreening(job.id)).questions }),
  // A client from before workplace, country, status and closing date keeps the job's own, not the
  // defaults of a new job (an older client's edit never reopens a closed job).
  kept: (job) => ({ workplace: job.workplace, country: job.country, status: job.status, closesOn: job.closesOn }),
});
