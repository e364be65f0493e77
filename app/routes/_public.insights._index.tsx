import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";

import { BlogCard, FeaturedBlogCard } from "~/components/blog/blog-card";
import { InsightsHeader } from "~/components/blog/insights-header";
import { SearchBox, useFilterForm } from "~/components/list-filters";
import { NewsletterPanel } from "~/components/newsletter/newsletter-panel";
import { Pagination } from "~/components/pagination";
import { getFeaturedBlog, listBlogs } from "~/models/blog.server";
import { parseId } from "~/models/query.server";
import { tagsInUse } from "~/models/tag.server";
import { insightsFeedLink, seoMeta } from "~/utils/seo";

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: "Insights & Articles",
    description:
      "Field notes from our studios on building, funding and scaling companies: pricing, hiring, fundraising, AI and operations.",
    path: "/insights",
  }).concat(insightsFeedLink(matches));

/** A search longer than this is cut: nobody types more, and it is not worth a scan. */
const MAX_QUERY_LENGTH = 100;

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const page = parseId(params.get("page")) ?? 1;
  const q = (params.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  // The featured post leads the list (not a search's results) and is left out of its pages.
  const featured = q ? null : await getFeaturedBlog();
  const [list, topics] = await Promise.all([listBlogs({ q, page, exclude: featured?.id }), tagsInUse()]);
  return { q, topics, featured: page === 1 ? featured : null, ...list };
}

// While a client-side navigation to this page waits for its posts, the root shows
// <InsightsSkeleton /> (components/pending-page.tsx).
export default function InsightsRoute() {
  const { q, topics, featured, blogs, total, page, limit } = useLoaderData<typeof loader>();
  const filter = useFilterForm();
  return (
    <>
      <InsightsHeader />
      <section className="container py-16" aria-label="Articles">
        <Form
          method="get"
          role="search"
          ref={filter.ref}
          onChange={filter.onChange}
          // Without React, the page script searches as you type (app/page-script/live-search.ts).
          data-live-search="#insights-results"
          className="mb-10 flex max-w-xl gap-3"
        >
          <SearchBox id="insights-search" label="Search articles" placeholder="Search articles..." value={q} />
          <button type="submit" className="btn-outline">
            Search
          </button>
        </Form>
        {topics.length > 0 ? (
          <nav aria-label="Topics" className="-mt-4 mb-10">
            <ul className="flex flex-wrap gap-2">
              {topics.map((topic) => (
                <li key={topic.slug}>
                  <Link
                    to={`/insights/tag/${topic.slug}`}
                    className="inline-flex items-center gap-2 rounded-full border border-border px-3 py-1.5 text-sm font-medium hover:border-primary"
                  >
                    {topic.name}
                    <span className="text-muted-foreground">{topic.posts}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div id="insights-results">
          {q ? (
            <p role="status" className="-mt-6 mb-8 text-muted-foreground">
              {total} {total === 1 ? "article" : "articles"} matching “{q}”
            </p>
          ) : null}
          {featured ? <FeaturedBlogCard blog={featured} /> : null}
          {blogs.length === 0 && !featured ? (
            <p className="card px-6 py-16 text-center text-lg text-muted-foreground">
              {q ? `No articles match “${q}”.` : "No articles found. Check back later!"}
            </p>
          ) : (
            <>
              <ul aria-label="Latest articles" className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
                {blogs.map((blog, index) => (
                  <li key={blog.id} className="flex">
                    <BlogCard blog={blog} priority={!featured && page === 1 && index === 0} />
                  </li>
                ))}
              </ul>
              <Pagination page={page} pageCount={Math.ceil(total / limit)} label="Articles pages" />
            </>
          )}
        </div>
      </section>
      <NewsletterPanel place="insights" />
    </>
  );
}
