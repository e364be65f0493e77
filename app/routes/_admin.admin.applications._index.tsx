import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";

import { ChipsAndExport, chipsWithAll, EmptyList, ListHeader, ListItemHeading } from "~/components/admin/list-page";
import { StageBadge } from "~/components/applications/stage-badge";
import { choicesWithAll, ListFilters } from "~/components/list-filters";
import { Pagination } from "~/components/pagination";
import { APPLICATION_STAGES, STAGE_LABELS } from "~/lib/applications";
import { formatDate } from "~/lib/format";
import {
  applicationFiltersFromUrl,
  applicationSources,
  jobsWithApplications,
  listApplications,
} from "~/models/application.server";
import { parseId } from "~/models/query.server";
import { answerFilterChoices } from "~/models/screening.server";
import { requirePermission } from "~/utils/auth.server";
import { withParams } from "~/utils/job-list-params";
import { pageTitle } from "~/utils/site-settings";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Applications") }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "applications:read");
  const params = new URL(request.url).searchParams;
  const filters = applicationFiltersFromUrl(params);
  const [list, jobs, sources, answerChoices] = await Promise.all([
    listApplications({ ...filters, apart: true, page: parseId(params.get("page")) ?? 1 }),
    jobsWithApplications(),
    applicationSources(),
    filters.jobId ? answerFilterChoices(filters.jobId) : [],
  ]);
  return { filters, jobs, sources, answerChoices, ...list };
}

export default function ApplicationsRoute() {
  const { filters, jobs, sources, answerChoices, applications, stageCounts, total, page, limit } =
    useLoaderData<typeof loader>();
  const { search } = useLocation();
  // "All" is the pipeline: those set aside as Not a fit have their own chip, apart.
  const allStages = Object.values(stageCounts).reduce((sum, count) => sum + count, 0) - stageCounts.not_fit;
  const answer = filters.answer ? `${filters.answer.key}:${filters.answer.value}` : "";
  const job = jobs.find((option) => option.id === filters.jobId);

  return (
    <>
      <ListHeader
        title="Applications"
        summary={`${total} ${total === 1 ? "application" : "applications"}${job ? ` for ${job.title}` : ""}`}
      />

      <ChipsAndExport
        label="Pipeline stages"
        param="stage"
        current={filters.stage ?? ""}
        options={chipsWithAll(allStages, APPLICATION_STAGES, STAGE_LABELS, stageCounts)}
        csvPath="/admin/applications.csv"
      />

      <ListFilters
        label="Filter applications"
        search={{
          id: "application-search",
          label: "Search by name or email",
          placeholder: "Search by name or email...",
          value: filters.q,
        }}
        selects={[
          {
            id: "application-job",
            name: "job",
            label: "Job",
            value: filters.jobId ? String(filters.jobId) : "",
            choices: [
              { value: "", label: "All jobs" },
              ...jobs.map((option) => ({ value: String(option.id), label: option.title })),
            ],
          },
          {
            id: "application-source",
            name: "source",
            label: "Source",
            value: filters.source ?? "",
            choices: choicesWithAll("All sources", sources),
          },
          ...(answerChoices.length > 0
            ? [
                {
                  id: "application-answer",
                  name: "answer",
                  label: "Screening answer",
                  value: answer,
                  choices: [{ value: "", label: "Any answer" }, ...answerChoices],
                },
              ]
            : []),
          {
            id: "application-stage",
            name: "stage",
            label: "Stage",
            value: filters.stage ?? "",
            choices: choicesWithAll("All stages", APPLICATION_STAGES, STAGE_LABELS),
          },
        ]}
        dates={[
          { id: "application-from", name: "from", label: "From", value: filters.from ?? "" },
          { id: "application-to", name: "to", label: "To", value: filters.to ?? "" },
        ]}
        className="mt-6 max-w-4xl"
      />

      {!filters.stage && stageCounts.not_fit > 0 ? (
        <p className="mt-6 text-sm text-muted-foreground">
          {stageCounts.not_fit} {stageCounts.not_fit === 1 ? "application was" : "applications were"} knocked out by
          screening questions and {stageCounts.not_fit === 1 ? "is" : "are"} listed apart under{" "}
          <a
            href={withParams("", search, { stage: "not_fit", page: null })}
            className="font-medium text-primary underline"
          >
            Not a fit
          </a>
          .
        </p>
      ) : null}
      {applications.length === 0 ? (
        <EmptyList>No applications found</EmptyList>
      ) : (
        <ul className="mt-6 space-y-3">
          {applications.map((application) => (
            <li key={application.id} className="rounded-2xl border border-border bg-background p-5 shadow-sm">
              <ListItemHeading
                to={`/admin/applications/${application.id}`}
                name={application.fullName}
                about={application.jobTitle}
                details={
                  <>
                    {application.email} · {application.location} · from {application.source} ·{" "}
                    <time dateTime={application.createdAt}>{formatDate(application.createdAt)}</time>
                  </>
                }
                badge={<StageBadge stage={application.stage} />}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={Math.ceil(total / limit)} label="Application pages" />
    </>
  );
}
