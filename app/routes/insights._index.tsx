import { defer, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Await, useLoaderData } from "@remix-run/react";
import { Suspense } from "react";

import { BlogCard, BlogCardSkeleton } from "~/components/blog/blog-card";
import { PageHeader } from "~/components/page-header";
import { Pagination } from "~/components/pagination";
import { listBlogs } from "~/models/blog.server";
import { parseId } from "~/models/search.server";
import { isDataRequest } from "~/utils/http.server";
import { seoMeta } from "~/utils/seo";

export const RSS_FEED = { rel: "alternate", type: "application/rss+xml", title: "Lumora Ventures Insights", href: "/insights/rss.xml" };
export const links: LinksFunction = () => [RSS_FEED];

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: "Insights & Articles",
    description: "Field notes from our studios on building, funding and scaling companies: pricing, hiring, fundraising, AI and operations.",
    path: "/insights",
  });

const SKELETON_CARDS = 6;

export async function loader({ request }: LoaderFunctionArgs) {
  const page = parseId(new URL(request.url).searchParams.get("page")) ?? 1;
  const blogs = listBlogs({ page });
  // A client-side navigation shows skeleton cards at once; a document arrives complete.
  return defer({ list: isDataRequest(request) ? blogs : await blogs });
}

export default function InsightsRoute() {
  const { list } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader eyebrow="Insights" title="Insights & Articles">
        <p>Field notes from our studios on building, funding and scaling companies, written by the people doing the work.</p>
      </PageHeader>
      <section className="container py-16" aria-label="Articles">
        <Suspense fallback={<SkeletonGrid />}>
          <Await resolve={list}>
            {({ blogs, total, page, limit }) =>
              blogs.length === 0 ? (
                <p className="card px-6 py-16 text-center text-lg text-muted-foreground">No articles found. Check back later!</p>
              ) : (
                <>
                  <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
                    {blogs.map((blog) => (
                      <BlogCard key={blog.id} blog={blog} />
                    ))}
                  </div>
                  <Pagination page={page} pageCount={Math.ceil(total / limit)} label="Articles pages" />
                </>
              )
            }
          </Await>
        </Suspense>
      </section>
    </>
  );
}

function SkeletonGrid() {
  return (
    <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label="Loading articles">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <BlogCardSkeleton key={index} />
      ))}
    </div>
  );
}
