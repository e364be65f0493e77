import type { Kysely } from "kysely";
import { z } from "zod";

import { db } from "~/db.server";
import { slugify } from "~/lib/slug";

import { liveAt } from "./live-posts.server";
import type { Database } from "../../db/database";

// Tags: many per post, in the order the writer gave them; each has a page, /insights/tag/{slug}.

export const MAX_TAGS_PER_POST = 10;
export const MAX_TAG_LENGTH = 40;

export type Tag = { name: string; slug: string };

/**
 * A post's tags as the form (comma-separated text) or the API (an array of names) sends them:
 * trimmed, inner spaces collapsed, duplicates (by slug) dropped; at most 10 of 40 characters each.
 * Left out: undefined (an edit keeps the post's tags).
 */
export const TagNamesSchema = z
  .union([z.array(z.string({ invalid_type_error: "Each tag must be text" })), z.string()], {
    errorMap: () => ({ message: "Tags must be a list of names" }),
  })
  .transform((value) => {
    const names = (Array.isArray(value) ? value : value.split(",")).map((name) => name.trim().replace(/\s+/g, " "));
    const seen = new Set<string>();
    return names.filter((name) => {
      const slug = slugify(name);
      if (!name || seen.has(slug)) return false;
      seen.add(slug);
      return true;
    });
  })
  .refine((names) => names.every((name) => name.length <= MAX_TAG_LENGTH), {
    message: `Each tag must be at most ${MAX_TAG_LENGTH} characters`,
  })
  .refine((names) => names.length <= MAX_TAGS_PER_POST, { message: `A post has at most ${MAX_TAGS_PER_POST} tags` })
  .optional();

/** The tags of each of these posts, in their order (on `on`: the database, or a save's transaction). */
export async function tagsOfPosts(blogIds: number[], on: Kysely<Database> = db) {
  const byPost = new Map<number, Tag[]>();
  if (blogIds.length === 0) return byPost;
  const rows = await on
    .selectFrom("post_tags")
    .innerJoin("tags", "tags.id", "post_tags.tag_id")
    .select(["post_tags.blog_id", "tags.name", "tags.slug"])
    .where("post_tags.blog_id", "in", blogIds)
    .orderBy("post_tags.blog_id")
    .orderBy("post_tags.position")
    .execute();
  for (const { blog_id: blogId, name, slug } of rows) {
    byPost.set(blogId, [...(byPost.get(blogId) ?? []), { name, slug }]);
  }
  return byPost;
}

export async function getTag(slug: string) {
  return db.selectFrom("tags").select(["name", "slug", "description"]).where("slug", "=", slug).executeTakeFirst();
}

/** Every tag name, for the form's suggestions. */
export async function allTagNames() {
  const rows = await db.selectFrom("tags").select("name").orderBy("name").execute();
  return rows.map((row) => row.name);
}

/** The tags of the live posts at `now`, with how many each has: the topics /insights offers. */
export async function tagsInUse(now = new Date()) {
  const rows = await db
    .selectFrom("tags")
    .innerJoin("post_tags", "post_tags.tag_id", "tags.id")
    .innerJoin("blogs", "blogs.id", "post_tags.blog_id")
    .select((eb) => ["tags.name", "tags.slug", eb.fn.countAll<number>().as("posts")])
    .where(liveAt(now))
    .groupBy(["tags.name", "tags.slug"])
    .orderBy("posts", "desc")
    .orderBy("tags.name")
    .execute();
  return rows.map((row) => ({ name: row.name, slug: row.slug, posts: Number(row.posts) }));
}

/** Every post's tags' slugs, by post: what the sitemap needs to list the tags of the live posts. */
export async function tagSlugsByPost() {
  const rows = await db
    .selectFrom("post_tags")
    .innerJoin("tags", "tags.id", "post_tags.tag_id")
    .select(["post_tags.blog_id", "tags.slug"])
    .execute();
  const byPost = new Map<number, string[]>();
  for (const { blog_id: blogId, slug } of rows) byPost.set(blogId, [...(byPost.get(blogId) ?? []), slug]);
  return byPost;
}
