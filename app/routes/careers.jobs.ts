import { json, type LoaderFunctionArgs } from "@remix-run/node";

import { jobFiltersFromUrl, listJobSummaries } from "~/models/job.server";
import { parseId } from "~/models/query.server";

/** One page of a job list (the careers page and the admin list load more with it). */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const page = parseId(params.get("page")) ?? 1;
  const { jobs, total } = await listJobSummaries({ ...jobFiltersFromUrl(params), page });
  return json({ jobs, total }, { headers: { "Cache-Control": "public, max-age=0, must-revalidate" } });
}
