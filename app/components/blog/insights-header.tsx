import { PageHeader } from "../page-header";

export function InsightsHeader() {
  return (
    <PageHeader eyebrow="Insights" title="Insights & Articles">
      <p>
        Field notes from our studios on building, funding and scaling companies, written by the people doing the work.
      </p>
    </PageHeader>
  );
}

const SKELETON_CARDS = 6;

/** /insights while its posts load: the same header and six placeholder cards, so nothing jumps. */
export function InsightsSkeleton() {
  return (
    <>
      <InsightsHeader />
      <section className="container py-16" aria-label="Articles">
        <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label="Loading articles">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <BlogCardSkeleton key={index} />
          ))}
        </div>
      </section>
    </>
  );
}

/**
 * Stand-in for a card while the list loads: same size, so nothing jumps when it arrives. It lives
 * here, not beside BlogCard, because every page loads this module (see pending-page.tsx) and only
 * the pages that list posts need the card itself.
 */
function BlogCardSkeleton() {
  return (
    <div className="card flex animate-pulse flex-col overflow-hidden" aria-hidden="true">
      <div className="aspect-[16/9] w-full bg-muted" />
      <div className="space-y-3 p-6">
        <div className="h-4 w-40 rounded bg-muted" />
        <div className="h-6 w-4/5 rounded bg-muted" />
        <div className="h-4 w-full rounded bg-muted" />
        <div className="h-4 w-full rounded bg-muted" />
        <div className="h-4 w-2/3 rounded bg-muted" />
      </div>
    </div>
  );
}
