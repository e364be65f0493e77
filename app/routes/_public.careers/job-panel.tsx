import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";

import { CloseIcon } from "~/components/icons";
import { JobDetails, JobTypeBadge } from "~/components/jobs/job-details";
import type { Job } from "~/models/job.server";

/**
 * The side panel of one job (`?job=ID`): server-rendered, so it opens without JavaScript too.
 * With JavaScript, focus moves into it, Escape closes it, and focus returns to the job's card.
 */
export function JobPanel({ job, closeHref, children }: { job: Job; closeHref: string; children?: React.ReactNode }) {
  const panel = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    panel.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") navigate(closeHref, { preventScrollReset: true });
      if (event.key === "Tab" && panel.current) keepFocusInside(panel.current, event);
    };
    document.addEventListener("keydown", onKeyDown);
    // The page behind a modal panel stays put while the panel scrolls.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.body.style.overflow = overflow;
      document.getElementById(`job-${job.id}`)?.focus({ preventScroll: false });
    };
  }, [job.id, closeHref, navigate]);

  return (
    <>
      <Link
        to={closeHref}
        preventScrollReset
        tabIndex={-1}
        aria-hidden="true"
        className="fixed inset-0 z-40 bg-slate-950/50 backdrop-blur-[2px]"
      />
      <div
        ref={panel}
        tabIndex={-1}
        role="dialog"
        aria-modal="true"
        aria-labelledby="job-panel-title"
        className="fixed inset-y-0 right-0 z-50 flex w-full max-w-lg flex-col overflow-y-auto border-l border-border bg-background shadow-2xl outline-none"
      >
        <div className="flex items-start justify-between gap-4 border-b border-border p-6">
          <div>
            <JobTypeBadge type={job.type} />
            <h2 id="job-panel-title" className="mt-3 text-2xl font-bold tracking-tight">
              {job.title}
            </h2>
            <p className="mt-1 text-muted-foreground">{job.company}</p>
          </div>
          <Link to={closeHref} preventScrollReset className="btn-ghost -mr-2 p-2" aria-label="Close job details">
            <CloseIcon width={20} height={20} />
          </Link>
        </div>
        <div className="flex-1 p-6">
          <JobDetails job={job} />
          {children}
        </div>
      </div>
    </>
  );
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab cycle through the panel's controls instead of leaving the (modal) panel. */
function keepFocusInside(container: HTMLElement, event: KeyboardEvent) {
  const items = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return event.preventDefault();
  const active = document.activeElement;
  const outside = !container.contains(active);
  if (event.shiftKey && (outside || active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}
