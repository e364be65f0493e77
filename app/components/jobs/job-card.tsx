import type { ReactNode } from "react";

import { formatDate } from "~/lib/format";
import { formatRupees } from "~/lib/money";
import type { JobSummary } from "~/models/job.server";

import { JobTypeBadge } from "./job-details";

type JobCardProps = {
  job: JobSummary;
  /** The heading's content (a link on the careers page). */
  title: ReactNode;
  /** The heading level that follows the page's outline (h3 under the careers page's h2). */
  heading?: "h2" | "h3";
  children?: ReactNode;
};

/** The summary of a job in a list. */
export function JobCard({ job, title, heading: Heading = "h3", children }: JobCardProps) {
  return (
    <article className="relative flex h-full flex-col rounded-2xl border border-border bg-card p-6 transition hover:border-primary/50 hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <Heading className="text-lg font-semibold leading-snug">{title}</Heading>
        <span className="shrink-0">
          <JobTypeBadge type={job.type} />
        </span>
      </div>
      <p className="mt-1 text-sm font-medium text-foreground/80">{job.company}</p>
      {/* Each fact is one dt/dd pair in its own div, as the dl content model wants; department
          and date share a line, with the dot drawn by CSS. */}
      <dl className="mt-4 flex flex-wrap gap-x-2 gap-y-1.5 text-sm text-muted-foreground">
        <div className="basis-full">
          <dt className="sr-only">Location</dt>
          <dd>{job.location}</dd>
        </div>
        <div className="basis-full">
          <dt className="sr-only">Salary</dt>
          <dd className="font-medium text-foreground">
            {job.salary ? formatRupees(job.salary) : "Salary not specified"}
          </dd>
        </div>
        <div>
          <dt className="sr-only">Department</dt>
          <dd>{job.department || "Department not specified"}</dd>
        </div>
        <div className="before:mr-2 before:content-['·']">
          <dt className="sr-only">Posted</dt>
          <dd className="inline">
            <time dateTime={job.createdAt}>{formatDate(job.createdAt)}</time>
          </dd>
        </div>
        <ApplicationWindow job={job} />
      </dl>
      {children ? <div className="mt-auto flex flex-wrap gap-1 pt-4">{children}</div> : null}
    </article>
  );
}

/** Whether and until when the job takes applications: "Closed to applications", or "Apply by …" when it has a closing date. */
function ApplicationWindow({ job }: { job: Pick<JobSummary, "status" | "closesOn"> }) {
  if (job.status === "open" && !job.closesOn) return null;
  return (
    <div className="basis-full">
      <dt className="sr-only">Applications</dt>
      <dd className="font-medium text-foreground">
        {job.status === "closed" ? (
          "Closed to applications"
        ) : (
          <>
            Apply by <time dateTime={job.closesOn!}>{formatDate(job.closesOn!)}</time>
          </>
        )}
      </dd>
    </div>
  );
}
