import type { ExpressionBuilder, Kysely, Transaction } from "kysely";
import { z } from "zod";

import { db } from "~/db.server";
import { formatDateTime } from "~/lib/format";
import { IMAGE_ALT_MESSAGE, mediaSha, type ResponsiveImage } from "~/lib/media";
import { NEWSLETTER_CHOICES, type NewsletterChoice } from "~/lib/newsletter";
import type { RevisionOrigin } from "~/lib/post-revisions";
import {
  effectiveStatus,
  isLive,
  POST_STATUS_LABELS,
  POST_STATUSES,
  type PostStatus,
  type StoredPostStatus,
} from "~/lib/post-status";
import { isSiteRelativePath } from "~/lib/site-path";
import { isKnownTimeZone, OFFICE_TIME_ZONE } from "~/lib/slots";
import { firstFreeSlug, postPath, slugify } from "~/lib/slug";
import { OptionalSlugSchema, optionalText, requiredText, tooLongMessage } from "~/lib/text-schema";
import { wallTimeToUtc } from "~/lib/zoned-time";

import { type ActivityEntry, quoted, withActivity, type Actor } from "./activity.server";
import { deleteByIdReturning, findById, updateByIdReturning } from "./by-id.server";
import { holdOffImageSweep } from "./image-sweep.server";
import { imageIdOfPath, responsiveImages, withPictures } from "./image.server";
import { liveAt } from "./live-posts.server";
import { requestNewsletter } from "./newsletter-request.server";
import { recordRevision } from "./post-revision.server";
import { newestFirst, newestFirstPage, parseId, searchColumns } from "./query.server";
import { indexPost } from "./search-index.server";
import { setPostTags, TagNamesSchema, tagSlugsByPost, tagsOfPosts, type Tag } from "./tag.server";
import { isCurrentBlogBody, storedBlogBody } from "../../db/blog-body";
import type { Blog as BlogRow, Database } from "../../db/database";

export const BLOGS_PER_PAGE = 12;

const IMAGE_MESSAGE = "Image must be an http(s) URL or a path on this site (starting with /)";
const IMAGE_PATH_MESSAGE =
  "Image must be a path on this site, starting with a single / (such as /images/blog/post.svg)";

/** An image a post may show: an http(s) URL, or a path on this site. No spaces or control characters. */
function isImageAddress(value: string) {
  return /^https?:\/\/[^\s\p{Cc}]+$/iu.test(value) || isSiteRelativePath(value);
}

const ImageSchema = z
  .string({ invalid_type_error: IMAGE_MESSAGE })
  .trim()
  .max(2048, tooLongMessage("Image", 2048))
  .superRefine((value, ctx) => {
    if (value === "" || isImageAddress(value)) return;
    // "/\host", "//host", "/%2F/host" look like paths but lead off the site.
    const message = /^[/\\]/.test(value) ? IMAGE_PATH_MESSAGE : IMAGE_MESSAGE;
    ctx.addIssue({ code: "custom", message });
  })
  .nullish()
  .transform((value) => value || null);

/** Text a client may leave out (an edit then keeps what is stored); sent blank, it is cleared. */
function keptText(label: string, max: number, options?: Parameters<typeof optionalText>[2]) {
  return optionalText(label, max, options)
    .transform((value) => value ?? "")
    .optional();
}

const PUBLISH_DATE_MESSAGE = "Publish date must be a date and time, such as 2026-12-01T09:30:00Z";
export const SCHEDULE_IN_FUTURE_MESSAGE = "To schedule a post, choose a publish date and time in the future";

/** An ISO 8601 instant with its zone (Z or ±hh:mm), as API clients send it. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
/** A wall-clock date and time with no zone, as a datetime-local field sends it. */
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?$/;

/**
 * When a post goes live: an ISO 8601 instant, or (from the form) a wall-clock date and time in
 * `timeZone`, the writer's zone (the office's without it). Empty: not given.
 */
export function publishInstant(value: unknown, timeZone: string): Date | null | "invalid" {
  if (value === undefined || value === null || value === "") return null;
  if (typeof value !== "string") return "invalid";
  const text = value.trim();
  if (ISO_INSTANT.test(text)) {
    const instant = new Date(text);
    return Number.isNaN(instant.getTime()) ? "invalid" : instant;
  }
  const local = LOCAL_DATE_TIME.exec(text);
  return (local && wallTimeToUtc(local[1]!, local[2]!, timeZone)) || "invalid";
}

/**
 * A blog post as the form and the API send it. `featuredImage` (the old client's name) is
 * accepted in place of `image`. `status` and `publishDate` say when it goes live (see
 * publication()): left out, a new post is published now and an edited one keeps its state.
 */
export const BlogInputSchema = z.preprocess(
  (input) =>
    input && typeof input === "object" && !("image" in input) && "featuredImage" in input
      ? { ...input, image: (input as { featuredImage: unknown }).featuredImage }
      : input,
  z
    .object({
      title: requiredText("Title", 200),
      author: requiredText("Author", 100),
      description: requiredText("Description", 2000, { multiline: true }),
      content: optionalText("Content", 200_000, { multiline: true }).transform((value) => value ?? ""),
      image: ImageSchema,
      imageAlt: keptText("Alt text", 300),
      tags: TagNamesSchema,
      featured: z
        .union([z.boolean(), z.enum(["true", "false"]).transform((value) => value === "true")], {
          errorMap: () => ({ message: "Featured must be true or false" }),
        })
        .optional(),
      metaTitle: keptText("Meta title", 300),
      metaDescription: keptText("Meta description", 1000, { multiline: true }),
      socialImage: ImageSchema.optional(),
      slug: OptionalSlugSchema,
      status: z
        .enum(POST_STATUSES, {
          errorMap: () => ({ message: `Status must be one of ${POST_STATUSES.join(", ")}` }),
        })
        .optional(),
      publishDate: z.unknown().optional(),
      newsletter: z
        .enum(NEWSLETTER_CHOICES, {
          errorMap: () => ({ message: `Newsletter must be one of ${NEWSLETTER_CHOICES.join(", ")}` }),
        })
        .optional(),
      timeZone: z
        .string()
        .optional()
        .transform((zone) => (zone && isKnownTimeZone(zone) ? zone : OFFICE_TIME_ZONE)),
    })
    .transform(({ publishDate, timeZone, ...post }, ctx) => {
      if (mediaSha(post.image) && post.imageAlt === "") {
        ctx.addIssue({ code: "custom", path: ["imageAlt"], message: IMAGE_ALT_MESSAGE });
        return z.NEVER;
      }
      const instant = publishInstant(publishDate, timeZone);
      if (instant === "invalid") {
        ctx.addIssue({ code: "custom", path: ["publishDate"], message: PUBLISH_DATE_MESSAGE });
        return z.NEVER;
      }
      if (post.status === "scheduled" && (!instant || instant <= new Date())) {
        ctx.addIssue({ code: "custom", path: ["publishDate"], message: SCHEDULE_IN_FUTURE_MESSAGE });
        return z.NEVER;
      }
      return instant ? { ...post, publishDate: instant } : post;
    }),
) as z.ZodType<BlogInput, z.ZodTypeDef, unknown>;

export type BlogInput = {
  title: string;
  author: string;
  description: string;
  content: string;
  image: string | null;
  // Left out, each of these keeps what an edited post has (a new post: none).
  /** The cover's alt text: required with an uploaded cover. */
  imageAlt?: string;
  /** Whether it leads /insights (one post at most). */
  featured?: boolean;
  /** What search results and social cards show: '' for the title and description. */
  metaTitle?: string;
  metaDescription?: string;
  /** The social card's image: null for the cover. */
  socialImage?: string | null;
  /** The URL's last part; left out, a new post's is made from its title and an edited one keeps its own. */
  slug?: string;
  /** Its tags' names, in order; left out, a new post has none and an edited one keeps its own. */
  tags?: string[];
  status?: PostStatus;
  /** When it goes live; left out, see publication(). */
  publishDate?: Date;
  /** Whether and how it is emailed to subscribers when it goes live; left out, as asked before (a new post: not). */
  newsletter?: NewsletterChoice;
};

export type BlogSummary = {
  id: number;
  title: string;
  author: string;
  description: string;
  image: string | null;
  imageAlt: string;
  /** An uploaded cover in all its sizes; null for an image elsewhere (or none). */
  cover: ResponsiveImage | null;
  featured: boolean;
  readTime: number;
  /** When it goes (or went) live. */
  publishedAt: string;
  createdAt: string;
  updatedAt: string;
  /** As stored: draft, published (scheduled while publishedAt is ahead) or unpublished. */
  status: StoredPostStatus;
  /** /blog/{slug}; null only for a row written by other means. */
  slug: string | null;
  tags: Tag[];
};

export type Blog = BlogSummary & {
  content: string;
  metaTitle: string;
  metaDescription: string;
  socialImage: string | null;
};

/** The columns a list of posts reads: never the body. */
const SUMMARY_COLUMNS = [
  "id",
  "title",
  "author",
  "description",
  "image",
  "image_id",
  "image_alt",
  "featured",
  "read_time",
  "published_at",
  "created_at",
  "updated_at",
  "status",
  "slug",
] as const satisfies ReadonlyArray<keyof BlogRow>;

type SummaryRow = Pick<BlogRow, (typeof SUMMARY_COLUMNS)[number]>;

/** A post as read, before its tags and cover are looked up (withTags). */
type ReadSummary = Omit<BlogSummary, "tags" | "cover"> & { imageId: number | null };

function toSummary(row: SummaryRow): ReadSummary {
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    description: row.description,
    // Checked again on the way out, like the content: a row stored before the rule, or by other means.
    image: row.image && isImageAddress(row.image) ? row.image : null,
    imageAlt: row.image_alt,
    imageId: row.image_id,
    featured: row.featured === 1,
    readTime: row.read_time,
    publishedAt: row.published_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    status: row.status === "draft" || row.status === "unpublished" ? row.status : "published",
    slug: row.slug,
  };
}

/** The posts with their tags and uploaded covers (read on `on`: the database, or a save's transaction). */
async function withTags<T extends ReadSummary>(posts: T[], on: Kysely<Database> = db) {
  const [tags, covers] = await Promise.all([
    tagsOfPosts(
      posts.map((post) => post.id),
      on,
    ),
    responsiveImages(
      posts.flatMap((post) => (post.imageId ? [post.imageId] : [])),
      on,
    ),
  ]);
  return posts.map(({ imageId, ...post }) => ({
    ...post,
    tags: tags.get(post.id) ?? [],
    cover: (imageId && covers.get(imageId)) || null,
  }));
}

// Stored HTML was cleaned when it was saved. A row cleaned with an older allow-list (written by
// other means, or by an older instance since this one started) is cleaned on the way out until the
// next start-up rewrites it.
/** A post as read, before its tags and cover are looked up (withTags). */
type ReadBlog = ReadSummary & Omit<Blog, keyof BlogSummary>;

function toBlog(row: BlogRow): ReadBlog {
  const body = isCurrentBlogBody(row) ? row : { ...row, ...storedBlogBody(row) };
  return {
    ...toSummary(body),
    content: body.content,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    socialImage: row.social_image && isImageAddress(row.social_image) ? row.social_image : null,
  };
}

export const parseBlogId = parseId;

export type BlogQuery = {
  q?: string;
  page?: number;
  limit?: number;
  now?: Date;
  /** A tag's slug. */
  tag?: string;
  /** A post left out of the list (the featured one, which leads it). */
  exclude?: number;
};

/** The posts tagged `tag` (a slug). */
function taggedWith(tag: string) {
  return (eb: ExpressionBuilder<Database, "blogs">) =>
    eb(
      "id",
      "in",
      eb
        .selectFrom("post_tags")
        .innerJoin("tags", "tags.id", "post_tags.tag_id")
        .select("post_tags.blog_id")
        .where("tags.slug", "=", tag),
    );
}

/** The posts the public sees at `now`: published, their time come (isLive, in SQL). */
function livePosts(now: Date) {
  return db.selectFrom("blogs").where(liveAt(now));
}

/** What a public search looks in (the same on both engines: lower() and LIKE). */
const SEARCHED_COLUMNS = ["title", "description", "body_text", "author"] as const;

/** Live posts, newest published first; `q` matches title, description, body or author, case-insensitively. */
export async function listBlogs({
  q = "",
  tag,
  page,
  limit = BLOGS_PER_PAGE,
  now = new Date(),
  exclude,
}: BlogQuery = {}) {
  const tagged = tag ? livePosts(now).where(taggedWith(tag)) : livePosts(now);
  const live = exclude ? tagged.where("id", "<>", exclude) : tagged;
  const query = searchColumns(live, SEARCHED_COLUMNS, q);
  const { rows, ...pageInfo } = await newestFirstPage(
    query,
    { page, limit },
    { select: (list) => list.select(SUMMARY_COLUMNS), newestBy: "published_at" },
  );
  return { blogs: await withTags(rows.map(toSummary)), ...pageInfo };
}

/** Which posts the back-office list shows: all, or those of one status. */
export type PostFilter = PostStatus | "all";

/**
 * Every post whatever its state, for staff (the back-office list, the API with a writer's token),
 * newest first; `status` narrows it (scheduled: published, not yet live); with the count of each.
 */
export async function listAllBlogs({
  q = "",
  status = "all",
  page,
  limit = BLOGS_PER_PAGE,
  now = new Date(),
}: BlogQuery & { status?: PostFilter }) {
  const search = searchColumns(db.selectFrom("blogs"), SEARCHED_COLUMNS, q);
  const at = now.toISOString();
  const filtered =
    status === "all"
      ? search
      : status === "scheduled"
        ? search.where("status", "=", "published").where("published_at", ">", at)
        : status === "published"
          ? search.where("status", "=", "published").where("published_at", "<=", at)
          : search.where("status", "=", status);
  const [{ rows, ...pageInfo }, states] = await Promise.all([
    newestFirstPage(filtered, { page, limit }, { select: (list) => list.select(SUMMARY_COLUMNS) }),
    search.select(["status", "published_at"]).execute(),
  ]);
  // The count of each status, for the filter chips (posts number in the hundreds, not millions).
  const counts: Record<PostFilter, number> = {
    all: states.length,
    draft: 0,
    scheduled: 0,
    published: 0,
    unpublished: 0,
  };
  for (const row of states) counts[effectiveStatus({ status: row.status, publishedAt: row.published_at }, now)] += 1;
  return { blogs: await withTags(rows.map(toSummary)), counts, ...pageInfo };
}

/** The featured post, if the public sees it at `now`. */
export async function getFeaturedBlog(now = new Date()) {
  // Read by its own (partial) index, which holds one row at most.
  const row = await db.selectFrom("blogs").select(SUMMARY_COLUMNS).where("featured", "=", 1).executeTakeFirst();
  const post = row ? toSummary(row) : null;
  return post && isLive(post, now) ? (await withTags([post]))[0]! : null;
}

/** Every live post with its full (sanitized) body, newest published first: for feeds, which show all of it. */
export async function listBlogsWithContent(limit: number, now = new Date(), tag?: string) {
  const live = tag ? livePosts(now).where(taggedWith(tag)) : livePosts(now);
  const rows = await newestFirst(live.selectAll(), "published_at").limit(limit).execute();
  return withTags(rows.map(toBlog));
}

/** Any post, whatever its state: for staff. */
export async function getBlog(id: number) {
  const post = await findById("blogs", id, toBlog);
  return post ? (await withTags([post]))[0]! : null;
}

/** The post if the public sees it at `now`, else null. */
export async function getLiveBlog(id: number, now = new Date()) {
  const post = await getBlog(id);
  return post && isLive(post, now) ? post : null;
}

/** The post at /blog/{slug} if the public sees it at `now`, else null. */
export async function getLiveBlogBySlug(slug: string, now = new Date()) {
  const row = await db.selectFrom("blogs").selectAll().where("slug", "=", slug).executeTakeFirst();
  const post = row ? toBlog(row) : null;
  return post && isLive(post, now) ? (await withTags([post]))[0]! : null;
}

/** The post as its page shows it: each uploaded image in its body drawn in every size and format. */
export async function withBodyPictures(post: Blog): Promise<Blog> {
  return { ...post, content: await withPictures(post.content) };
}

/** Where a slug the post had before leads now: the post's current path, or null. */
export async function pathOfFormerSlug(slug: string) {
  const row = await db
    .selectFrom("blog_slug_redirects")
    .innerJoin("blogs", "blogs.id", "blog_slug_redirects.blog_id")
    .select(["blogs.id", "blogs.slug"])
    .where("blog_slug_redirects.slug", "=", slug)
    .executeTakeFirst();
  return row ? postPath(row) : null;
}

/**
 * The slug a post saved with `input` gets: the one typed, else its own, else one made from the
 * title; taken by another post, the first free one with -2, -3 … after it. A slug the post leaves
 * keeps leading to it; one it takes over from another post's past stops leading there.
 */
async function assignSlug(trx: Transaction<Database>, input: BlogInput, existing: ReadBlog | null, now: Date) {
  const base = input.slug ?? existing?.slug ?? slugify(input.title);
  if (existing && existing.slug === base) return base;
  const rows = await trx
    .selectFrom("blogs")
    .select("slug")
    .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]))
    .$if(existing !== null, (query) => query.where("id", "<>", existing!.id))
    .execute();
  const slug = firstFreeSlug(base, new Set(rows.map((row) => row.slug ?? "")));
  await trx.deleteFrom("blog_slug_redirects").where("slug", "=", slug).execute();
  if (existing?.slug) {
    await trx
      .insertInto("blog_slug_redirects")
      .values({ slug: existing.slug, blog_id: existing.id, created_at: now.toISOString() })
      .onConflict((oc) => oc.column("slug").doUpdateSet({ blog_id: existing.id, created_at: now.toISOString() }))
      .execute();
  }
  return slug;
}

/**
 * The stored status and go-live moment of a post saved with `input`: left out, a new post is
 * published now and an edited one keeps its state; a published post keeps its date unless given
 * one; a scheduled post is stored published, at its (future) date.
 */
function publication(input: BlogInput, existing: ReadBlog | null, now: Date) {
  const status = input.status ?? (existing ? effectiveStatus(existing, now) : "published");
  const stored: StoredPostStatus = status === "scheduled" ? "published" : status;
  const keptDate = existing && existing.status !== "draft" ? existing.publishedAt : null;
  const date = input.publishDate?.toISOString() ?? (status === "published" ? (keptDate ?? now.toISOString()) : null);
  return { status: stored, published_at: date ?? keptDate ?? now.toISOString() };
}

/** The columns a save writes from `input`; what it leaves out, an edited post keeps. */
async function storedFields(trx: Transaction<Database>, input: BlogInput, existing: ReadBlog | null) {
  const kept = <T>(given: T | undefined, stored: T | undefined, none: T) =>
    given !== undefined ? given : (stored ?? none);
  const featured = kept(input.featured, existing?.featured, false);
  // One featured post: featuring this one stops featuring the other.
  if (featured && !existing?.featured)
    await trx.updateTable("blogs").set({ featured: 0 }).where("featured", "=", 1).execute();
  return {
    title: input.title,
    author: input.author,
    description: input.description,
    ...storedBlogBody(input),
    image: input.image,
    image_id: await imageIdOfPath(trx, input.image),
    image_alt: kept(input.imageAlt, existing?.imageAlt, ""),
    featured: featured ? 1 : 0,
    meta_title: kept(input.metaTitle, existing?.metaTitle, ""),
    meta_description: kept(input.metaDescription, existing?.metaDescription, ""),
    social_image: kept(input.socialImage, existing?.socialImage, null),
  };
}

/**
 * Who saves a post (logged with it), and when; what kind of save its revision records ('save' by
 * default); and, for a save that is more than an edit (a restore), how the log names it.
 */
export type WriteOptions = {
  actor?: Actor;
  now?: Date;
  origin?: RevisionOrigin;
  logAs?: Pick<ActivityEntry, "action" | "summary">;
};

/** The log's sentence for a post saved into its state at `now`. */
function savedSummary(post: Blog, before: ReadBlog | null, now: Date) {
  const status = effectiveStatus(post, now);
  const title = quoted(post.title);
  if (before && effectiveStatus(before, now) === status) return `Edited the post ${title}`;
  if (status === "scheduled") return `Scheduled the post ${title} for ${formatDateTime(post.publishedAt)}`;
  if (status === "draft") return before ? `Moved the post ${title} back to drafts` : `Started the draft ${title}`;
  return `${POST_STATUS_LABELS[status]} the post ${title}`;
}

/** Saves a new post: published now unless the input says otherwise (a draft, a scheduled time). */
export async function createBlog(
  input: BlogInput,
  { actor, now = new Date(), origin = "save", logAs }: WriteOptions = {},
) {
  const timestamp = now.toISOString();
  return withActivity(
    actor,
    async (trx) => {
      await holdOffImageSweep(trx);
      const row = await trx
        .insertInto("blogs")
        .values({
          ...(await storedFields(trx, input, null)),
          ...publication(input, null, now),
          slug: await assignSlug(trx, input, null, now),
          created_at: timestamp,
          updated_at: timestamp,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (input.tags) await setPostTags(trx, row.id, input.tags, now);
      await indexPost(trx, row.id);
      if (input.newsletter) await requestNewsletter(trx, row.id, input.newsletter, now);
      const post = (await withTags([toBlog(row)], trx))[0]!;
      await recordRevision(trx, post, { userId: actor?.id ?? null, origin, now });
      return post;
    },
    (post) => ({
      kind: "post",
      action: "created",
      subjectId: post.id,
      summary: savedSummary(post, null, now),
      ...logAs,
    }),
  );
}

/** The updated post, or null when there is no post with this id. */
export async function updateBlog(
  id: number,
  input: BlogInput,
  { actor, now = new Date(), origin = "save", logAs }: WriteOptions = {},
) {
  const result = await withActivity(
    actor,
    async (trx) => {
      await holdOffImageSweep(trx);
      const row = await trx.selectFrom("blogs").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return null;
      const before = toBlog(row);
      const changes = {
        ...(await storedFields(trx, input, before)),
        ...publication(input, before, now),
        slug: await assignSlug(trx, input, before, now),
        updated_at: now.toISOString(),
      };
      const updated = await updateByIdReturning("blogs", id, changes, toBlog, trx);
      if (!updated) return null;
      if (input.tags) await setPostTags(trx, id, input.tags, now);
      await indexPost(trx, id);
      if (input.newsletter) await requestNewsletter(trx, id, input.newsletter, now);
      const [post] = await withTags([updated], trx);
      await recordRevision(trx, post!, { userId: actor?.id ?? null, origin, now });
      return { post: post!, before };
    },
    // An autosave is kept as a revision (who, when), not as a line of the log every few seconds.
    (saved) =>
      saved && origin !== "autosave"
        ? {
            kind: "post",
            action: "updated",
            subjectId: id,
            summary: savedSummary(saved.post, saved.before, now),
            ...logAs,
          }
        : null,
  );
  return result?.post ?? null;
}

/** Whether a post was deleted. */
export async function deleteBlog(id: number, actor?: Actor) {
  const deleted = await withActivity(
    actor,
    async (trx) => {
      const post = await deleteByIdReturning("blogs", id, trx);
      if (post) await indexPost(trx, id);
      return post;
    },
    (post) =>
      post && { kind: "post", action: "deleted", subjectId: id, summary: `Deleted the post ${quoted(post.title)}` },
  );
  return deleted !== null;
}

/**
 * The live posts' URLs for /sitemap.xml, with their last change, then the pages of their tags
 * (each changed when its newest-changed live post did). The posts come from the index alone.
 */
export async function blogSitemapEntries(now = new Date()) {
  const [rows, tagsByPost] = await Promise.all([
    newestFirst(livePosts(now).select(["id", "slug", "updated_at"]), "published_at").execute(),
    tagSlugsByPost(),
  ]);
  const tagChanged = new Map<string, string>();
  for (const row of rows) {
    for (const slug of tagsByPost.get(row.id) ?? []) {
      const known = tagChanged.get(slug);
      if (!known || known < row.updated_at) tagChanged.set(slug, row.updated_at);
    }
  }
  return [
    ...rows.map((row) => ({ path: postPath(row), lastmod: row.updated_at })),
    ...[...tagChanged.keys()].sort().map((slug) => ({ path: `/insights/tag/${slug}`, lastmod: tagChanged.get(slug) })),
  ];
}
