import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";

import type { JobSummary } from "~/models/job.server";

/** The pages loaded after the server's, for the filters `key`; the latest total the server gave. */
type LoadedMore = { key: string; jobs: JobSummary[]; pages: number; total?: number; exhausted?: boolean };

type JobListProps = {
  /** The jobs the server rendered (pages 1…`pages`). */
  jobs: JobSummary[];
  total: number;
  pages: number;
  /** Changes whenever the filters change: the list then starts again from the server's jobs. */
  resetKey: string;
  /** The page URL that shows `pages` pages (the no-JS "Load more" link). */
  pageHref: (pages: number) => string;
  /** The JSON URL of page `page` alone, for loading more with JavaScript. */
  chunkHref: (page: number) => string;
  renderJob: (job: JobSummary) => ReactNode;
};

/**
 * A grid of jobs that grows by a page whenever its bottom sentinel is 10% visible
 * (a "Load more" link does the same without JavaScript).
 */
export function JobList({ jobs, total, pages, resetKey, pageHref, chunkHref, renderJob }: JobListProps) {
  const fetcher = useFetcher<{ jobs: JobSummary[]; total: number }>();
  const [more, setMore] = useState<LoadedMore>({ key: resetKey, jobs: [], pages });
  const current: LoadedMore = more.key === resetKey ? more : { key: resetKey, jobs: [], pages };
  const shown = dedupe([...jobs, ...current.jobs]);
  // Jobs added or removed since the page loaded change the total; an empty page means the end.
  const liveTotal = current.total ?? total;
  const hasMore = shown.length < liveTotal && !current.exhausted;
  const sentinel = useRef<HTMLDivElement>(null);
  const requested = useRef<{ key: string; page: number } | null>(null);

  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== "idle" || !data || requested.current === null) return;
    const { key, page } = requested.current;
    requested.current = null;
    if (key !== resetKey) return;
    setMore((previous) => {
      const base = previous.key === resetKey ? previous : { key: resetKey, jobs: [], pages };
      return {
        key: resetKey,
        jobs: [...base.jobs, ...data.jobs],
        pages: page,
        total: data.total,
        exhausted: data.jobs.length === 0,
      };
    });
  }, [fetcher.state, fetcher.data, resetKey, pages]);

  const loadNext = () => {
    if (fetcher.state !== "idle" || requested.current || !hasMore) return;
    const next = current.pages + 1;
    requested.current = { key: resetKey, page: next };
    fetcher.load(chunkHref(next));
  };

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && loadNext(),
      {
        threshold: 0.1,
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
  });

  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((job) => (
          <li key={job.id}>{renderJob(job)}</li>
        ))}
      </ul>
      <p className="mt-8 text-center text-sm text-muted-foreground" aria-live="polite">
        Showing {shown.length} of {Math.max(liveTotal, shown.length)}
      </p>
      {hasMore ? (
        <div ref={sentinel} className="mt-4 flex justify-center">
          <Link
            to={pageHref(current.pages + 1)}
            preventScrollReset
            className="btn-outline"
            onClick={(event) => {
              event.preventDefault();
              loadNext();
            }}
          >
            {fetcher.state === "loading" ? "Loading..." : "Load more"}
          </Link>
        </div>
      ) : null}
    </>
  );
}

function dedupe(jobs: JobSummary[]) {
  const seen = new Set<number>();
  return jobs.filter((job) => (seen.has(job.id) ? false : (seen.add(job.id), true)));
}
