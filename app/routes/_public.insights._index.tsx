import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { BlogCard } from "~/components/blog/blog-card";
import { InsightsHeader } from "~/components/blog/insights-header";
import { Pagination } from "~/components/pagination";
import { listBlogs } from "~/models/blog.server";
import { parseId } from "~/models/query.server";
import { INSIGHTS_FEED_LINK, seoMeta } from "~/utils/seo";

export const links: LinksFunction = () => [INSIGHTS_FEED_LINK];

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: "Insights & Articles",
    description:
      "Field notes from our studios on building, funding and scaling companies: pricing, hiring, fundraising, AI and operations.",
    path: "/insights",
  });

export async function loader({ request }: LoaderFunctionArgs) {
  const page = parseId(new URL(request.url).searchParams.get("page")) ?? 1;
  return json(await listBlogs({ page }));
}

// While a client-side navigation to this page waits for its posts, the root shows
// <InsightsSkeleton /> (components/pending-page.tsx).
export default function InsightsRoute() {
  const { blogs, total, page, limit } = useLoaderData<typeof loader>();
  return (
    <>
      <InsightsHeader />
      <section className="container py-16" aria-label="Articles">
        {blogs.length === 0 ? (
          <p className="card px-6 py-16 text-center text-lg text-muted-foreground">
            No articles found. Check back later!
          </p>
        ) : (
          <>
            <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {blogs.map((blog) => (
                <BlogCard key={blog.id} blog={blog} />
              ))}
            </div>
            <Pagination page={page} pageCount={Math.ceil(total / limit)} label="Articles pages" />
          </>
        )}
      </section>
    </>
  );
}
