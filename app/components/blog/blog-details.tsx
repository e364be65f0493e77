import { formatDate } from "~/lib/format";
import type { Blog } from "~/models/blog.server";

import { ProseHtml } from "../prose-html";
import { BlogImage } from "./blog-card";

/** Everything about a post, for the admin's View modal and page (where the title is the page's h1). */
export function BlogDetails({ blog, titleAs: Title = "h3" }: { blog: Blog; titleAs?: "h1" | "h3" }) {
  return (
    <div className="space-y-5">
      <BlogImage
        post={blog}
        alt={blog.imageAlt}
        sizes="(min-width: 42rem) 42rem, 100vw"
        className="aspect-[16/9] w-full rounded-xl"
      />
      <div>
        <Title className="text-2xl font-bold tracking-tight">{blog.title}</Title>
        <p className="mt-2 text-sm text-muted-foreground">
          By <span className="font-medium text-foreground">{blog.author}</span> ·{" "}
          <time dateTime={blog.createdAt}>{formatDate(blog.createdAt)}</time>
        </p>
      </div>
      <p className="text-muted-foreground">{blog.description}</p>
      <hr className="border-border" />
      {/* Sanitized on the server when saved (again at start-up if the allow-list changed since). */}
      <ProseHtml html={blog.content} className="text-base" />
    </div>
  );
}
