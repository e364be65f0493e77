import { JOB_CLOSED_MESSAGE } from "~/lib/jobs";

/** What a job's page and its form say once the job takes no more applications. */
export function JobClosedNotice({ className = "" }: { className?: string }) {
  return (
    <p role="status" className={`rounded-xl border border-border bg-muted p-4 text-sm font-medium ${className}`}>
      {JOB_CLOSED_MESSAGE}
    </p>
  );
}
