// A post's lifecycle. Stored: draft, published or unpublished, with the moment it goes (or went)
// live. A published post whose moment is still ahead is *scheduled*: it goes live by itself when
// the clock reaches it, with no write (the one rule of what the public sees: isLive, and
// livePosts in blog.server.ts, which says the same in SQL).

export const POST_STATUSES = ["draft", "scheduled", "published", "unpublished"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** What the database keeps: "scheduled" is a published post whose time has not come. */
export type StoredPostStatus = Exclude<PostStatus, "scheduled">;

export const POST_STATUS_LABELS: Record<PostStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
  unpublished: "Unpublished",
};

export function isPostStatus(value: unknown): value is PostStatus {
  return typeof value === "string" && (POST_STATUSES as readonly string[]).includes(value);
}

/** Whether the public sees the post at `now`. */
export function isLive(post: { status: string; publishedAt: string }, now: Date) {
  return post.status === "published" && post.publishedAt <= now.toISOString();
}

/** The status a writer reads: a published post not yet live is scheduled. */
export function effectiveStatus(post: { status: string; publishedAt: string }, now: Date): PostStatus {
  if (post.status === "published") return isLive(post, now) ? "published" : "scheduled";
  return post.status === "draft" ? "draft" : "unpublished";
}
