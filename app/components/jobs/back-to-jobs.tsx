import { Link } from "@remix-run/react";

import { ArrowLeftIcon } from "../icons";

export function BackToJobs() {
  return (
    <Link to="/admin/jobs" className="inline-flex items-center gap-2 text-sm font-medium text-muted-foreground hover:text-foreground">
      <ArrowLeftIcon width={16} height={16} aria-hidden="true" />
      Back to Jobs
    </Link>
  );
}
