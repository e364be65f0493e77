import { PageHeader } from "../page-header";
import { BlogCardSkeleton } from "./blog-card";

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
