import { z } from "zod";

import { db } from "~/db.server";
import { isSiteRelativePath } from "~/lib/site-path";
import { optionalText, requiredText, tooLongMessage } from "~/lib/text-schema";

import { quoted, withActivity, type Actor } from "./activity.server";
import { deleteByIdReturning, findById, updateByIdReturning } from "./by-id.server";
import { newestFirst, newestFirstPage, parseId, searchColumns } from "./query.server";
import { isCurrentBlogBody, storedBlogBody } from "../../db/blog-body";
import type { Blog as BlogRow } from "../../db/database";

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

/**
 * A blog post as the form and the API send it. `featuredImage` (the old client's name) is
 * accepted in place of `image`.
 */
export const BlogInputSchema = z.preprocess(
  (input) =>
    input && typeof input === "object" && !("image" in input) && "featuredImage" in input
      ? { ...input, image: (input as { featuredImage: unknown }).featuredImage }
      : input,
  z.object({
    title: requiredText("Title", 200),
    author: requiredText("Author", 100),
    description: requiredText("Description", 2000, { multiline: true }),
    content: optionalText("Content", 200_000, { multiline: true }).transform((value) => value ?? ""),
    image: ImageSchema,
  }),
);

export type BlogInput = z.output<typeof BlogInputSchema>;

export type BlogSummary = {
  id: number;
  title: string;
  author: string;
  description: string;
  image: string | null;
  readTime: number;
  publishedAt: string;
  createdAt: string;
  updatedAt: string;
};

export type Blog = BlogSummary & { content: string; status: string };

/** The columns a list of posts reads: never the body. */
const SUMMARY_COLUMNS = [
  "id",
  "title",
  "author",
  "description",
  "image",
  "read_time",
  "published_at",
  "created_at",
  "updated_at",
] as const satisfies ReadonlyArray<keyof BlogRow>;

type SummaryRow = Pick<BlogRow, (typeof SUMMARY_COLUMNS)[number]>;

function toSummary(row: SummaryRow): BlogSummary {
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    description: row.description,
    // Checked again on the way out, like the content: a row stored before the rule, or by other means.
    image: row.image && isImageAddress(row.image) ? row.image : null,
    readTime: row.read_time,
    publishedAt: row.published_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

// Stored HTML was cleaned when it was saved. A row cleaned with an older allow-list (written by
// other means, or by an older instance since this one started) is cleaned on the way out until the
// next start-up rewrites it.
function toBlog(row: BlogRow): Blog {
  const body = isCurrentBlogBody(row) ? row : { ...row, ...storedBlogBody(row) };
  return { ...toSummary(body), content: body.content, status: row.status };
}

export const parseBlogId = parseId;

export type BlogQuery = { q?: string; page?: number; limit?: number };

/** Published posts, newest first; `q` matches title or author, case-insensitively. */
export async function listBlogs({ q = "", page, limit = BLOGS_PER_PAGE }: BlogQuery = {}) {
  const published = db.selectFrom("blogs").where("status", "=", "published");
  const query = searchColumns(published, ["title", "author"], q);
  const { rows, ...pageInfo } = await newestFirstPage(
    query,
    { page, limit },
    { select: (list) => list.select(SUMMARY_COLUMNS) },
  );
  return { blogs: rows.map(toSummary), ...pageInfo };
}

/** Every published post with its full (sanitized) body, newest first: for feeds, which show all of it. */
export async function listBlogsWithContent(limit: number) {
  const published = db.selectFrom("blogs").selectAll().where("status", "=", "published");
  const rows = await newestFirst(published).limit(limit).execute();
  return rows.map(toBlog);
}

export function getBlog(id: number) {
  return findById("blogs", id, toBlog);
}

function storedFields(input: BlogInput) {
  return {
    title: input.title,
    author: input.author,
    description: input.description,
    ...storedBlogBody(input),
    image: input.image,
  };
}

/** Who saves a post (logged with it), and when. */
export type WriteOptions = { actor?: Actor; now?: Date };

/** Publishes a new post now. */
export async function createBlog(input: BlogInput, { actor, now = new Date() }: WriteOptions = {}) {
  const timestamp = now.toISOString();
  return withActivity(
    actor,
    async (trx) => {
      const row = await trx
        .insertInto("blogs")
        .values({
          ...storedFields(input),
          status: "published",
          published_at: timestamp,
          created_at: timestamp,
          updated_at: timestamp,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toBlog(row);
    },
    (post) => ({
      kind: "post",
      action: "created",
      subjectId: post.id,
      summary: `Published the post ${quoted(post.title)}`,
    }),
  );
}

/** The updated post, or null when there is no post with this id. */
export function updateBlog(id: number, input: BlogInput, { actor, now = new Date() }: WriteOptions = {}) {
  return withActivity(
    actor,
    (trx) => updateByIdReturning("blogs", id, { ...storedFields(input), updated_at: now.toISOString() }, toBlog, trx),
    (post) =>
      post && { kind: "post", action: "updated", subjectId: id, summary: `Edited the post ${quoted(post.title)}` },
  );
}

/** Whether a post was deleted. */
export async function deleteBlog(id: number, actor?: Actor) {
  const deleted = await withActivity(
    actor,
    (trx) => deleteByIdReturning("blogs", id, trx),
    (post) =>
      post && { kind: "post", action: "deleted", subjectId: id, summary: `Deleted the post ${quoted(post.title)}` },
  );
  return deleted !== null;
}

/** Post URLs for /sitemap.xml, with their last change. */
export async function blogSitemapEntries() {
  const rows = await db
    .selectFrom("blogs")
    .select(["id", "updated_at"])
    .where("status", "=", "published")
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((row) => ({ path: `/blog/${row.id}`, lastmod: row.updated_at }));
}
