import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { BlogArticle } from "~/components/blog/blog-article";
import { GeneralErrorBoundary } from "~/components/general-error";
import { NewsletterPanel } from "~/components/newsletter/newsletter-panel";
import { postPath } from "~/lib/slug";
import { getLiveBlog, getLiveBlogBySlug, parseBlogId, pathOfFormerSlug, withBodyPictures } from "~/models/blog.server";
import { insightsFeedLink, seoMeta } from "~/utils/seo";
import { pageTitle } from "~/utils/site-settings";

const BLOG_NOT_FOUND = "Blog not found.";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const blog = data?.blog;
  if (!blog) return [{ title: pageTitle(matches, "Blog not found") }, insightsFeedLink(matches)];
  return seoMeta({
    matches,
    title: blog.metaTitle || blog.title,
    description: blog.metaDescription || blog.description,
    path: postPath(blog),
    image: blog.socialImage || blog.image,
    type: "article",
  }).concat([
    { property: "article:published_time", content: blog.publishedAt },
    { property: "article:modified_time", content: blog.updatedAt },
    { property: "article:author", content: blog.author },
    insightsFeedLink(matches),
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
    return { blog: await withBodyPictures(blog) };
  }
  const blog = await getLiveBlogBySlug(key);
  if (blog) return { blog: await withBodyPictures(blog) };
  const moved = await pathOfFormerSlug(key);
  if (moved) throw redirect(moved, 301);
  throw new Response(BLOG_NOT_FOUND, { status: 404 });
}

// While a client-side navigation to a post waits for it, the root shows 'Loading blog...'
// (components/pending-page.tsx).
export default function BlogRoute() {
  const { blog } = useLoaderData<typeof loader>();
  return (
    <>
      <BlogArticle blog={blog} />
      <NewsletterPanel place="post" />
    </>
  );
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
