import type { ReactNode } from "react";

import type { Job } from "~/models/job.server";
import { formatDate } from "~/utils/format";
import { formatRupees } from "~/utils/money";

import { JobTypeBadge } from "./job-details";

/** The summary of a job in a list; `title` is the heading (a link on the careers page). */
export function JobCard({ job, title, children }: { job: Job; title: ReactNode; children?: ReactNode }) {
  return (
    <article className="relative flex h-full flex-col rounded-2xl border border-border bg-card p-6 transition hover:border-primary/50 hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-semibold leading-snug">{title}</h3>
        <span className="shrink-0"><JobTypeBadge type={job.type} /></span>
      </div>
      <p className="mt-1 text-sm font-medium text-foreground/80">{job.company}</p>
      <dl className="mt-4 grid gap-1.5 text-sm text-muted-foreground">
        <div className="flex gap-2">
          <dt className="sr-only">Location</dt>
          <dd>{job.location}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="sr-only">Salary</dt>
          <dd className="font-medium text-foreground">{job.salary ? formatRupees(job.salary) : "Salary not specified"}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="sr-only">Department</dt>
          <dd>{job.department || "Department not specified"}</dd>
          <span aria-hidden="true">·</span>
          <dt className="sr-only">Posted</dt>
          <dd>
            <time dateTime={job.createdAt}>{formatDate(job.createdAt)}</time>
          </dd>
        </div>
      </dl>
      {children ? <div className="mt-auto flex flex-wrap gap-1 pt-4">{children}</div> : null}
    </article>
  );
}
