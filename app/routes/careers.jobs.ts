import { json, type LoaderFunctionArgs } from "@remix-run/node";

import { jobFiltersFromUrl, listJobSummaries } from "~/models/job.server";
import { parseId } from "~/models/query.server";
import { getUser } from "~/utils/auth.server";
import { hasPermission } from "~/utils/permissions";

/**
 * One page of a job list (the careers page and the admin list load more with it): the jobs taking
 * applications, or with `?scope=all` and a session that may edit jobs, every job (the admin list).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const page = parseId(params.get("page")) ?? 1;
  const filters = jobFiltersFromUrl(params);
  if (params.get("scope") === "all") {
    const user = await getUser(request);
    if (user && hasPermission(user, "jobs:write")) {
      const { jobs, total } = await listJobSummaries({ ...filters, page });
      return json({ jobs, total }, { headers: { "Cache-Control": "private, no-store" } });
    }
  }
  const { jobs, total } = await listJobSummaries({ ...filters, page, listedAt: new Date() });
  return json({ jobs, total }, { headers: { "Cache-Control": "public, max-age=0, must-revalidate" } });
}
