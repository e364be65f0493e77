import { APPLICATION_STAGES } from "~/lib/applications";
import { APPLICATIONS_PER_PAGE, applicationFiltersFromUrl, listApplications } from "~/models/application.server";
import { toApiApplicationSummary } from "~/utils/api-shapes.server";
import { ApiError, apiJson, apiRoute, parsePaging, requireApiPermission } from "~/utils/api.server";

/** The filters a client sent, each one checked: a value we do not understand is a 400, not ignored. */
function filtersOf(url: URL) {
  const filters = applicationFiltersFromUrl(url.searchParams);
  const sent = (name: string) => Boolean(url.searchParams.get(name));
  if (sent("job") && !filters.jobId) throw new ApiError(400, "job must be a job id");
  if (sent("stage") && !filters.stage) throw new ApiError(400, `stage must be one of ${APPLICATION_STAGES.join(", ")}`);
  if (sent("from") && !filters.from) throw new ApiError(400, "from must be a date such as 2026-11-01");
  if (sent("to") && !filters.to) throw new ApiError(400, "to must be a date such as 2026-11-30");
  return filters;
}

export const { loader, action } = apiRoute({
  async GET({ request }) {
    await requireApiPermission(request, "applications:read");
    const url = new URL(request.url);
    const { page, limit } = parsePaging(url, { limit: APPLICATIONS_PER_PAGE, maxLimit: 100 });
    const list = await listApplications({ ...filtersOf(url), page, limit });
    return apiJson({
      applications: list.applications.map(toApiApplicationSummary),
      total: list.total,
      page,
      limit,
      stageCounts: list.stageCounts,
    });
  },
});
