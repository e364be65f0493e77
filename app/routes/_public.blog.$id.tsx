import { json, redirect, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";

import { BackLink } from "~/components/back-link";
import { BlogImage, BlogMeta } from "~/components/blog/blog-card";
import { GeneralErrorBoundary } from "~/components/general-error";
import { company } from "~/content/site";
import { isSiteRelativePath } from "~/lib/site-path";
import { postPath } from "~/lib/slug";
import { getLiveBlog, getLiveBlogBySlug, parseBlogId, pathOfFormerSlug, type Blog } from "~/models/blog.server";
import { INSIGHTS_FEED_LINK, jsonLd, seoMeta } from "~/utils/seo";

const BLOG_NOT_FOUND = "Blog not found.";

export const links: LinksFunction = () => [INSIGHTS_FEED_LINK];

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const blog = data?.blog;
  if (!blog) return [{ title: `Blog not found | ${company.name}` }];
  return seoMeta({
    matches,
    title: blog.title,
    description: blog.description,
    path: postPath(blog),
    image: blog.image,
    type: "article",
  }).concat([
    { property: "article:published_time", content: blog.publishedAt },
    { property: "article:modified_time", content: blog.updatedAt },
    { property: "article:author", content: blog.author },
  ]);
};

/**
 * /blog/{slug} is a post's page. /blog/{id} (the spec's URL, and every link made before slugs)
 * and a slug the post had before answer 301 with its current URL.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const key = params.id ?? "";
  const blogId = parseBlogId(key);
  if (blogId) {
    const blog = await getLiveBlog(blogId);
    if (!blog) throw new Response(BLOG_NOT_FOUND, { status: 404 });
    if (blog.slug) throw redirect(postPath(blog), 301);
    return json({ blog });
  }
  const blog = await getLiveBlogBySlug(key);
  if (blog) return json({ blog });
  const moved = await pathOfFormerSlug(key);
  if (moved) throw redirect(moved, 301);
  throw new Response(BLOG_NOT_FOUND, { status: 404 });
}

// While a client-side navigation to a post waits for it, the root shows 'Loading blog...'
// (components/pending-page.tsx).
export default function BlogRoute() {
  const { blog } = useLoaderData<typeof loader>();
  return <BlogArticle blog={blog} />;
}

function BlogArticle({ blog }: { blog: Blog }) {
  const origin = useRouteLoaderData<{ origin: string }>("root")?.origin ?? "";
  return (
    <article className="pb-20">
      <header className="border-b border-border bg-gradient-to-b from-primary/10 via-background to-background">
        <div className="container max-w-3xl py-14 md:py-20">
          <BackLink to="/insights">All insights</BackLink>
          <h1 className="mt-6 text-3xl font-bold leading-tight tracking-tight md:text-5xl">{blog.title}</h1>
          <p className="mt-5 text-lg leading-relaxed text-muted-foreground">{blog.description}</p>
          <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2">
            <p className="font-semibold">By {blog.author}</p>
            <BlogMeta date={blog.publishedAt} readTime={blog.readTime} />
          </div>
        </div>
      </header>
      <div className="container max-w-4xl">
        <BlogImage
          src={blog.image}
          alt=""
          className="-mt-px aspect-[16/9] w-full rounded-b-2xl md:mt-10 md:rounded-2xl"
        />
      </div>
      {/* Cleaned with the allow-list sanitizer when saved (db/blog-body.ts). */}
      <div className="prose-content container mt-12 max-w-3xl" dangerouslySetInnerHTML={{ __html: blog.content }} />
      <ArticleJsonLd blog={blog} origin={origin} />
    </article>
  );
}

function ArticleJsonLd({ blog, origin }: { blog: Blog; origin: string }) {
  const data = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: blog.title,
    description: blog.description,
    mainEntityOfPage: `${origin}${postPath(blog)}`,
    image: blog.image ? [isSiteRelativePath(blog.image) ? `${origin}${blog.image}` : blog.image] : undefined,
    datePublished: blog.publishedAt,
    dateModified: blog.updatedAt,
    author: { "@type": "Person", name: blog.author },
    publisher: { "@type": "Organization", name: company.name },
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />;
}

function BlogNotFound() {
  return (
    <section className="container flex flex-col items-center py-32 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{BLOG_NOT_FOUND}</h1>
      <p className="mt-4 max-w-md text-muted-foreground">The article may have been moved or removed.</p>
      <Link to="/insights" className="btn-primary mt-8">
        Browse all insights
      </Link>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: () => <BlogNotFound /> }} />;
}
