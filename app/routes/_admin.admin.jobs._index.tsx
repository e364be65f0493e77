import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { NavLink, useLoaderData, useLocation, useNavigation } from "@remix-run/react";

import { EmptyList, ListHeader } from "~/components/admin/list-page";
import { DeleteButton, ViewButton } from "~/components/admin/record-actions";
import { ListErrorBoundary } from "~/components/general-error";
import { JobCard } from "~/components/jobs/job-card";
import { JobDetails } from "~/components/jobs/job-details";
import { JobList } from "~/components/jobs/job-list";
import { choicesWithAll, ListFilters } from "~/components/list-filters";
import { JOBS } from "~/content/admin-resources";
import { JOB_TYPES, JOBS_PAGE_SIZE } from "~/lib/jobs";
import { jobFiltersFromUrl, listJobSummaries, type Job } from "~/models/job.server";
import { requirePermission } from "~/utils/auth.server";
import { filtersKey, pagesFromUrl, withParams } from "~/utils/job-list-params";
import { pageTitle } from "~/utils/site-settings";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Job Management") }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "jobs:write");
  const params = new URL(request.url).searchParams;
  const { q, type } = jobFiltersFromUrl(params);
  const pages = pagesFromUrl(params);
  const list = await listJobSummaries({ q, type, limit: pages * JOBS_PAGE_SIZE });
  return { q, type, pages, ...list };
}

export default function JobManagementRoute() {
  const { q, type, pages, jobs, total } = useLoaderData<typeof loader>();
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const target = navigation.state === "loading" ? navigation.location.pathname : null;
  // The list's own loading state, or the edit page's while its job loads.
  const loading =
    target === "/admin/jobs" ? "Loading jobs..." : target && /^\/admin\/jobs\/\d+$/.test(target) ? "Loading..." : null;
  const filterQuery = withParams("", search, { page: null });

  return (
    <>
      <ListHeader
        title="Job Management"
        summary={`${total} ${total === 1 ? "job post" : "job posts"}`}
        newLink={{ to: "/admin/jobs/new", label: "New Job Post" }}
        links={[{ to: "/admin/job-alerts", label: "Job alerts" }]}
      />

      <div className="mt-8 flex flex-wrap items-center gap-x-4 gap-y-2">
        <ListFilters
          label="Filter jobs"
          search={{ id: "admin-job-search", label: "Search jobs", placeholder: "Search jobs...", value: q }}
          selects={[
            {
              id: "admin-job-type",
              name: "type",
              label: "Job type",
              value: type,
              choices: choicesWithAll("All Types", JOB_TYPES),
            },
          ]}
        />
        <p role="status" className="text-sm text-muted-foreground">
          {loading}
        </p>
      </div>

      <div className={loading ? "mt-8 opacity-60 transition-opacity" : "mt-8"} aria-busy={Boolean(loading)}>
        {jobs.length === 0 ? (
          <EmptyList className="">No job postings found matching your criteria</EmptyList>
        ) : (
          <JobList
            jobs={jobs}
            total={total}
            pages={pages}
            resetKey={filtersKey(search)}
            pageHref={(page) => withParams(pathname, search, { page })}
            chunkHref={(page) => `/careers/jobs${withParams("", filterQuery, { page, scope: "all" })}`}
            renderJob={(job) => (
              <JobCard job={job} title={job.title} heading="h2">
                <NavLink
                  to={`/admin/jobs/${job.id}`}
                  end
                  className="btn-ghost px-3 py-2"
                  aria-label={`Edit ${job.title}`}
                >
                  {({ isPending }) => (isPending ? "Loading..." : "Edit")}
                </NavLink>
                <ViewButton resource={JOBS} record={job} details={(loaded: Job) => <JobDetails job={loaded} />} />
                <DeleteButton resource={JOBS} record={job} />
              </JobCard>
            )}
          />
        )}
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <ListErrorBoundary title="Job Management" message="Failed to load jobs." retry="/admin/jobs" look="admin" />;
}
