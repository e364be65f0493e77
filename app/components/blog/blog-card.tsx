import { Link } from "@remix-run/react";

import { formatDate } from "~/lib/format";
import { formatReadTime } from "~/lib/read-time";
import { postPath } from "~/lib/slug";
import type { BlogSummary } from "~/models/blog.server";

import { ContentImage } from "../content-image";
import { ArrowRightIcon } from "../icons";
import { TagChips } from "./tag-chips";

/** A post's cover: uploaded (every size and format) or an address elsewhere, drawn as any content picture; or a placeholder. */
export function BlogImage({
  post: { image, cover },
  alt,
  sizes,
  priority = false,
  className = "",
}: {
  post: Pick<BlogSummary, "image" | "cover">;
  alt: string;
  /** How wide the image is drawn, as `<img sizes>` says it. */
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const src = image ?? cover?.src;
  if (!src) {
    return (
      <div
        className={`flex items-center justify-center bg-gradient-to-br from-primary/20 via-muted to-accent/20 ${className}`}
      >
        <span className="text-sm font-medium text-muted-foreground">No image</span>
      </div>
    );
  }
  return (
    <ContentImage
      image={{ src, alt, picture: cover }}
      sizes={sizes}
      width={1200}
      height={675}
      priority={priority}
      className={className}
    />
  );
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

/** A card's link to its post, covering the whole card (its tags stay above it). */
function ReadMore({ blog, className }: { blog: BlogSummary; className: string }) {
  return (
    <Link
      to={postPath(blog)}
      className={`mt-auto inline-flex items-center gap-1.5 text-sm font-semibold text-primary after:absolute after:inset-0 group-hover:underline ${className}`}
    >
      {/* The spec's words, then (unseen) where the link goes: its name starts with what is shown. */}
      Read more
      <span className="sr-only"> about {blog.title}</span>
      <ArrowRightIcon width={16} height={16} aria-hidden="true" />
    </Link>
  );
}

/** A card's width in the /insights grid: three columns, two, one. */
const CARD_SIZES = "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw";

export function BlogCard({ blog, priority = false }: { blog: BlogSummary; priority?: boolean }) {
  return (
    <article className="card group relative flex w-full flex-col overflow-hidden transition-shadow hover:shadow-lg">
      <BlogImage post={blog} alt="" sizes={CARD_SIZES} priority={priority} className="aspect-[16/9] w-full" />
      <div className="flex flex-1 flex-col p-6">
        <BlogMeta date={blog.publishedAt} readTime={blog.readTime} />
        <h2 className="mt-3 text-xl font-semibold leading-snug tracking-tight">{blog.title}</h2>
        <p className="mt-3 line-clamp-3 text-muted-foreground">{blog.description}</p>
        <TagChips tags={blog.tags} className="mt-4" />
        <ReadMore blog={blog} className="pt-5" />
      </div>
    </article>
  );
}

/** The featured post, leading /insights: a wide card, its cover fetched first. */
export function FeaturedBlogCard({ blog }: { blog: BlogSummary }) {
  return (
    <article className="card group relative mb-10 grid overflow-hidden transition-shadow hover:shadow-lg lg:grid-cols-[3fr_2fr]">
      <BlogImage
        post={blog}
        alt=""
        sizes="(min-width: 1024px) 720px, 100vw"
        priority
        className="aspect-[16/9] h-full w-full"
      />
      <div className="flex flex-col p-6 md:p-8">
        <p className="text-xs font-semibold uppercase tracking-widest text-primary">Featured</p>
        <div className="mt-3">
          <BlogMeta date={blog.publishedAt} readTime={blog.readTime} />
        </div>
        <h2 className="mt-3 text-2xl font-bold leading-tight tracking-tight md:text-3xl">{blog.title}</h2>
        <p className="mt-4 line-clamp-4 text-muted-foreground">{blog.description}</p>
        <TagChips tags={blog.tags} className="mt-5" />
        <ReadMore blog={blog} className="pt-6" />
      </div>
    </article>
  );
}
