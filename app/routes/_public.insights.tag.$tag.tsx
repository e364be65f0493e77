import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { BackLink } from "~/components/back-link";
import { BlogCard } from "~/components/blog/blog-card";
import { GeneralErrorBoundary } from "~/components/general-error";
import { PageHeader } from "~/components/page-header";
import { Pagination } from "~/components/pagination";
import { tagDescription, tagPath } from "~/lib/tags";
import { listBlogs } from "~/models/blog.server";
import { parseId } from "~/models/query.server";
import { getTag } from "~/models/tag.server";
import { movedTagOrNotFound } from "~/utils/moved-tag.server";
import { seoMeta } from "~/utils/seo";
import { pageTitle, siteSettingsOf, useSiteSettings } from "~/utils/site-settings";

// A tag's page: its posts, newest published first, with a feed of its own.

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [{ title: pageTitle(matches, "Tag not found") }];
  const { tag } = data;
  const { company } = siteSettingsOf(matches);
  return [
    ...seoMeta({
      matches,
      title: `${tag.name} | Insights`,
      description: tagDescription(tag, company.name),
      path: `/insights/tag/${tag.slug}`,
    }),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: `${company.name} Insights: ${tag.name}`,
      href: `/insights/tag/${tag.slug}/rss.xml`,
    },
  ];
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const tag = await getTag(params.tag ?? "");
  if (!tag) throw await movedTagOrNotFound(params.tag, (slug) => tagPath(slug) + new URL(request.url).search);
  const page = parseId(new URL(request.url).searchParams.get("page")) ?? 1;
  return { tag, ...(await listBlogs({ tag: tag.slug, page })) };
}

export default function TagRoute() {
  const { tag, blogs, total, page, limit } = useLoaderData<typeof loader>();
  // Said with the root's settings: a preview link of them shows their draft here too.
  const description = tagDescription(tag, useSiteSettings().company.name);
  return (
    <>
      <PageHeader eyebrow="Insights" title={tag.name}>
        <p>{description}</p>
        <p className="mt-4 text-base">
          {total} {total === 1 ? "article" : "articles"} ·{" "}
          <a href={`/insights/tag/${tag.slug}/rss.xml`} className="font-medium text-primary hover:underline">
            RSS feed<span className="sr-only"> of {tag.name}</span>
          </a>
        </p>
      </PageHeader>
      <section className="container py-16" aria-label={`Articles about ${tag.name}`}>
        <BackLink to="/insights">All insights</BackLink>
        {blogs.length === 0 ? (
          <p className="card mt-8 px-6 py-16 text-center text-lg text-muted-foreground">
            No articles with this tag yet.
          </p>
        ) : (
          <>
            <ul aria-label={`Articles about ${tag.name}`} className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {blogs.map((blog, index) => (
                <li key={blog.id} className="flex">
                  <BlogCard blog={blog} priority={page === 1 && index === 0} />
                </li>
              ))}
            </ul>
            <Pagination page={page} pageCount={Math.ceil(total / limit)} label={`${tag.name} pages`} />
          </>
        )}
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
