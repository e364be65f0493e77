import { Link } from "@remix-run/react";

import { formatDate } from "~/lib/format";
import { formatReadTime } from "~/lib/read-time";
import { postPath } from "~/lib/slug";
import type { BlogSummary } from "~/models/blog.server";

import { ArrowRightIcon } from "../icons";
import { TagChips } from "./tag-chips";

export function BlogImage({ src, alt, className = "" }: { src: string | null; alt: string; className?: string }) {
  if (!src) {
    return (
      <div
        className={`flex items-center justify-center bg-gradient-to-br from-primary/20 via-muted to-accent/20 ${className}`}
      >
        <span className="text-sm font-medium text-muted-foreground">No image</span>
      </div>
    );
  }
  return <img src={src} alt={alt} width={1200} height={675} className={`object-cover ${className}`} />;
}

export function BlogMeta({ date, readTime }: { date: string; readTime: number }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
      <time dateTime={date}>{formatDate(date)}</time>
      <span aria-hidden="true">·</span>
      <span>{formatReadTime(readTime)}</span>
    </p>
  );
}

export function BlogCard({ blog }: { blog: BlogSummary }) {
  return (
    <article className="card group relative flex flex-col overflow-hidden transition-shadow hover:shadow-lg">
      <BlogImage src={blog.image} alt="" className="aspect-[16/9] w-full" />
      <div className="flex flex-1 flex-col p-6">
        <BlogMeta date={blog.publishedAt} readTime={blog.readTime} />
        <h2 className="mt-3 text-xl font-semibold leading-snug tracking-tight">{blog.title}</h2>
        <p className="mt-3 line-clamp-3 text-muted-foreground">{blog.description}</p>
        <TagChips tags={blog.tags} className="mt-4" />
        <Link
          to={postPath(blog)}
          className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-semibold text-primary after:absolute after:inset-0 group-hover:underline"
        >
          {/* The spec's words, then (unseen) where the link goes: its name starts with what is shown. */}
          Read more
          <span className="sr-only"> about {blog.title}</span>
          <ArrowRightIcon width={16} height={16} aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
