import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation, useNavigation } from "@remix-run/react";

import { ListErrorBoundary } from "~/components/general-error";
import { ArrowRightIcon } from "~/components/icons";
import { JobAlertSignup } from "~/components/job-alerts/alert-signup";
import { JobCard } from "~/components/jobs/job-card";
import { JobClosedNotice } from "~/components/jobs/job-closed-notice";
import { JobList } from "~/components/jobs/job-list";
import { choicesWithAll, FilterSelect, SearchBox, useFilterForm } from "~/components/list-filters";
import { applyPath } from "~/lib/applications";
import { isTakingApplications } from "~/lib/job-availability.server";
import { JOB_TYPES, JOBS_PAGE_SIZE } from "~/lib/jobs";
import {
  getJob,
  jobFiltersFromUrl,
  listDepartments,
  listJobSummaries,
  parseJobId,
  type Job,
} from "~/models/job.server";
import { siteOrigin } from "~/utils/http.server";
import { HYDRATE } from "~/utils/hydration";
import { filtersKey, pagesFromUrl, withParams } from "~/utils/job-list-params";
import { siteSettingsFor } from "~/utils/page-preview.server";
import { jsonLd, seoMeta } from "~/utils/seo";
import { siteSettingsOf, useSiteSettings } from "~/utils/site-settings";

import { JobPanel } from "./job-panel";
import { jobPostingLd } from "./job-posting-ld";

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  const job = data?.selected;
  return seoMeta({
    matches,
    title: job ? `${job.title} at ${job.company}` : "Careers: Join Our Team",
    description: job
      ? `${job.type} role in ${job.location}${job.department ? `, ${job.department}` : ""}. Apply to ${job.company}.`
      : `Open roles at ${siteSettingsOf(matches).company.name} and our portfolio companies: engineering, design, growth, finance and more.`,
    path: job ? `/careers?job=${job.id}` : "/careers",
  }).concat(location.search && !job ? [{ name: "robots", content: "noindex, follow" }] : []);
};

/** Live filters and the job panel run in the browser. */
export const handle = HYDRATE;

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const filters = jobFiltersFromUrl(params);
  const pages = pagesFromUrl(params);
  const selectedId = parseJobId(params.get("job"));
  const [list, departments, selected, { company }] = await Promise.all([
    listJobSummaries({ ...filters, limit: pages * JOBS_PAGE_SIZE, listedAt: new Date() }),
    listDepartments(),
    selectedId ? getJob(selectedId) : null,
    siteSettingsFor(request),
  ]);
  const open = selected ? isTakingApplications(selected) : false;
  // Built here, on the server: the panel's structured data then never differs from what was served.
  // A job that takes no more applications is no posting for search engines.
  const jobPosting = selected && open ? jobPostingLd(selected, siteOrigin, company.name) : null;
  // A tagged link (?source=linkedin) keeps its tag on the way to the application form.
  const source = params.get("source") ?? params.get("utm_source");
  return { ...list, pages, filters, departments, selected, open, source, jobPosting };
}

export default function CareersRoute() {
  const { company } = useSiteSettings();
  const { jobs, total, pages, filters, departments, selected, open, source, jobPosting } =
    useLoaderData<typeof loader>();
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const filterForm = useFilterForm();
  const filtering =
    navigation.state === "loading" &&
    navigation.location.pathname === "/careers" &&
    filtersKey(navigation.location.search) !== filtersKey(search);
  const hasFilters = Boolean(filters.q || filters.location || filters.type || filters.department);
  const resetKey = filtersKey(search);
  const filterQuery = withParams("", search, { job: null, page: null });

  return (
    <>
      <section className="relative overflow-hidden border-b border-border bg-gradient-to-br from-primary/15 via-background to-accent/10">
        <div className="container grid items-center gap-10 py-20 md:grid-cols-[1.2fr_1fr] md:py-28">
          <div>
            <p className="text-sm font-semibold uppercase tracking-widest text-primary">Careers</p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight md:text-6xl">Join Our Team</h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-muted-foreground">
              Work alongside founders on the problems that decide whether a company makes it. We hire for {company.name}{" "}
              and for the startups we build with.
            </p>
            <a href="#jobs" className="btn-primary mt-8">
              See open roles
              <ArrowRightIcon width={16} height={16} aria-hidden="true" />
            </a>
          </div>
          <img
            src="/images/careers-hero.svg"
            alt=""
            width={560}
            height={420}
            className="mx-auto hidden w-full max-w-md md:block"
          />
        </div>
      </section>

      <section id="jobs" className="container py-16" aria-labelledby="job-listings">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="job-listings" className="text-3xl font-bold tracking-tight">
            Job Listings
          </h2>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {total} {total === 1 ? "open role" : "open roles"}
          </p>
        </div>

        <Form
          {...filterForm}
          method="get"
          action="/careers#jobs"
          preventScrollReset
          role="search"
          aria-label="Filter jobs"
          className="mt-8 grid gap-3 rounded-2xl border border-border bg-card p-4 md:grid-cols-[2fr_1.2fr_1fr_1fr_auto]"
        >
          <div>
            <SearchBox id="job-search" label="Search jobs" placeholder="Search jobs..." value={filters.q} />
          </div>
          <div>
            <label htmlFor="job-location" className="sr-only">
              Location
            </label>
            <input
              id="job-location"
              type="search"
              name="location"
              defaultValue={filters.location}
              placeholder="Location..."
              className="input"
            />
          </div>
          {[
            {
              id: "job-type",
              name: "type",
              label: "Job type",
              value: filters.type,
              choices: choicesWithAll("All Types", JOB_TYPES),
            },
            {
              id: "job-department",
              name: "department",
              label: "Department",
              value: filters.department,
              choices: choicesWithAll("All Departments", departments),
            },
          ].map((select) => (
            <div key={select.name}>
              <FilterSelect {...select} />
            </div>
          ))}
          <button type="submit" className="btn-primary">
            Search
          </button>
        </Form>

        <div className="mt-8" aria-busy={filtering}>
          {jobs.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-border px-6 py-16 text-center">
              <p className="text-lg text-muted-foreground">No job postings found matching your criteria.</p>
              {hasFilters ? (
                <Link to="/careers#jobs" preventScrollReset className="btn-outline mt-6" key={resetKey}>
                  Clear filters
                </Link>
              ) : null}
            </div>
          ) : (
            <div className={filtering ? "opacity-60 transition-opacity" : undefined}>
              <JobList
                jobs={jobs}
                total={total}
                pages={pages}
                resetKey={resetKey}
                pageHref={(page) => withParams(pathname, search, { page, job: null })}
                chunkHref={(page) => `/careers/jobs${withParams("", filterQuery, { page })}`}
                renderJob={(job) => (
                  <JobCard
                    job={job}
                    title={
                      <Link
                        id={`job-${job.id}`}
                        to={withParams(pathname, search, { job: job.id })}
                        preventScrollReset
                        className="after:absolute after:inset-0 after:rounded-2xl hover:text-primary"
                      >
                        {job.title}
                      </Link>
                    }
                  />
                )}
              />
            </div>
          )}
        </div>
        <JobAlertSignup search={filters} className="mt-12" key={resetKey} />
      </section>

      {selected ? (
        <JobPanel job={selected as Job} closeHref={withParams(pathname, search, { job: null })}>
          {open ? (
            <Link to={applyPath(selected.id, source)} className="btn-primary mt-10 w-full">
              Apply for this role
            </Link>
          ) : (
            <JobClosedNotice className="mt-10" />
          )}
          {jobPosting ? (
            <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(jobPosting) }} />
          ) : null}
        </JobPanel>
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  return (
    <ListErrorBoundary
      title="Join Our Team"
      message="Failed to load jobs. Please try again later."
      retry="/careers"
      look="public"
    />
  );
}
