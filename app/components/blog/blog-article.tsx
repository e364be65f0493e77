import { useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";

import { isSiteRelativePath } from "~/lib/site-path";
import { postPath } from "~/lib/slug";
import type { Blog } from "~/models/blog.server";
import { jsonLd } from "~/utils/seo";
import { useSiteSettings } from "~/utils/site-settings";

import { BackLink } from "../back-link";
import { ProseHtml } from "../prose-html";
import { BlogImage, BlogMeta } from "./blog-card";
import { TagChips } from "./tag-chips";

/**
 * A post as its page shows it: the public page, and a preview link's page (which adds its notice
 * above the post and leaves out the JSON-LD, for no search engine reads it).
 */
export function BlogArticle({ blog, notice }: { blog: Blog; notice?: ReactNode }) {
  const origin = useRouteLoaderData<{ origin: string }>("root")?.origin ?? "";
  return (
    <article className="pb-20">
      {notice}
      <header className="border-b border-border bg-gradient-to-b from-primary/10 via-background to-background">
        <div className="container max-w-3xl py-14 md:py-20">
          <BackLink to="/insights">All insights</BackLink>
          <h1 className="mt-6 text-3xl font-bold leading-tight tracking-tight md:text-5xl">{blog.title}</h1>
          <p className="mt-5 text-lg leading-relaxed text-muted-foreground">{blog.description}</p>
          <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2">
            <p className="font-semibold">By {blog.author}</p>
            <BlogMeta date={blog.publishedAt} readTime={blog.readTime} />
          </div>
          <TagChips tags={blog.tags} className="mt-6" />
        </div>
      </header>
      <div className="container max-w-4xl">
        <BlogImage
          post={blog}
          alt={blog.imageAlt}
          sizes="(min-width: 56rem) 56rem, 100vw"
          priority
          className="-mt-px aspect-[16/9] w-full rounded-b-2xl md:mt-10 md:rounded-2xl"
        />
      </div>
      <ProseHtml html={blog.content} className="container mt-12 max-w-3xl" />
      {notice ? null : <ArticleJsonLd blog={blog} origin={origin} />}
    </article>
  );
}

function ArticleJsonLd({ blog, origin }: { blog: Blog; origin: string }) {
  const { company } = useSiteSettings();
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
