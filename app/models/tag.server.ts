import { sql, type Kysely } from "kysely";
import { z } from "zod";

import { db } from "~/db.server";
import { slugify } from "~/lib/slug";
import { MAX_TAG_DESCRIPTION_LENGTH, MAX_TAG_LENGTH, tagPath } from "~/lib/tags";
import { OptionalSlugSchema, optionalText, requiredText } from "~/lib/text-schema";

import { quoted, withActivity, type Actor } from "./activity.server";
import { liveAt } from "./live-posts.server";
import type { Database } from "../../db/database";

// Tags: many per post, in the order the writer gave them; each has a page, /insights/tag/{slug}.

export const MAX_TAGS_PER_POST = 10;
export { MAX_TAG_LENGTH };

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

/**
 * The tag a writer means by `name`: the one with that name (case aside; staff may rename a tag
 * while its slug stays), else the one at the name's slug, else the one that slug leads to now (a
 * renamed tag's former slug, or a merged tag's), made when there is none.
 */
async function tagNamed(trx: Kysely<Database>, name: string, now: Date) {
  const named = await trx
    .selectFrom("tags")
    .select("id")
    .where((eb) => eb(eb.fn("lower", ["name"]), "=", name.toLowerCase()))
    .orderBy("id")
    .executeTakeFirst();
  if (named) return named.id;
  const slug = slugify(name);
  const moved = await trx
    .selectFrom("tag_slug_redirects")
    .select("tag_id")
    .where("slug", "=", slug)
    .where((eb) => eb.not(eb.exists(eb.selectFrom("tags").select("id").where("slug", "=", slug))))
    .executeTakeFirst();
  if (moved) return moved.tag_id;
  await trx
    .insertInto("tags")
    .values({ name, slug, created_at: now.toISOString() })
    .onConflict((oc) => oc.column("slug").doNothing())
    .execute();
  const tag = await trx.selectFrom("tags").select("id").where("slug", "=", slug).executeTakeFirstOrThrow();
  return tag.id;
}

/** Gives post `blogId` exactly these tags, in this order (inside the post's save transaction). */
export async function setPostTags(trx: Kysely<Database>, blogId: number, names: string[], now = new Date()) {
  await trx.deleteFrom("post_tags").where("blog_id", "=", blogId).execute();
  const given = new Set<number>();
  for (const name of names) {
    const tagId = await tagNamed(trx, name, now);
    // Two names of one tag (its name and its slug's words, after a rename): it is given once.
    if (given.has(tagId)) continue;
    await trx.insertInto("post_tags").values({ blog_id: blogId, tag_id: tagId, position: given.size }).execute();
    given.add(tagId);
  }
}

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

/** Every tag by name, case-blind (the same order on both engines): the choices of a merge. */
export async function listTags() {
  return db
    .selectFrom("tags")
    .select(["name", "slug"])
    .orderBy(sql`lower(name)`)
    .orderBy("name")
    .execute();
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

/** Every tag for the back-office, by name: how many posts carry it, how many of those are live at `now`. */
export async function listTagsWithCounts(now = new Date()) {
  const live = liveAt(now);
  const rows = await db
    .selectFrom("tags")
    .leftJoin("post_tags", "post_tags.tag_id", "tags.id")
    .leftJoin("blogs", "blogs.id", "post_tags.blog_id")
    .select((eb) => [
      "tags.name",
      "tags.slug",
      "tags.description",
      eb.fn.count<number | string>("post_tags.blog_id").as("posts"),
      // A tag without posts has one row of nulls: it counts as none live.
      eb.fn
        .count<number | string>(
          eb
            .case()
            .when(live(eb as never))
            .then(1)
            .end(),
        )
        .as("live"),
    ])
    .groupBy(["tags.id", "tags.name", "tags.slug", "tags.description"])
    // The same order on both engines, whatever PostgreSQL's collation: case-blind, then exact.
    .orderBy(sql`lower(tags.name)`)
    .orderBy("tags.name")
    .execute();
  return rows.map((row) => ({
    name: row.name,
    slug: row.slug,
    description: row.description,
    posts: Number(row.posts),
    live: Number(row.live),
  }));
}

export type TagSummary = Awaited<ReturnType<typeof listTagsWithCounts>>[number];

export const TAG_NAME_COMMA_MESSAGE = "Name cannot contain a comma (posts list their tags separated by commas)";

/**
 * The back-office's tag form: the name shown for it, its slug (its address; left empty, it stays
 * as it is) and a plain-text description for its page, meta description and feed; '' is none.
 */
export const TagEditSchema = z.object({
  name: requiredText("Name", MAX_TAG_LENGTH)
    .transform((name) => name.replace(/\s+/g, " "))
    .refine((name) => !name.includes(","), TAG_NAME_COMMA_MESSAGE),
  slug: OptionalSlugSchema,
  description: optionalText("Description", MAX_TAG_DESCRIPTION_LENGTH).transform((text) => text ?? ""),
});

export type TagEdit = z.output<typeof TagEditSchema>;

/** The refusal of a name another tag has (by name or by the address it would make): a post's tags are given by name. */
export function nameTakenMessage(other: string) {
  return `Another tag is called ${quoted(other)}: choose a name of its own`;
}

/** The refusal of a slug another tag has: each address shows one tag. */
export function slugTakenMessage(other: string) {
  return `The tag ${quoted(other)} has this address: choose another`;
}

/** Where a slug a tag had (before a rename, or before it was merged into another) leads now: that tag's slug, or null. */
export async function slugOfFormerTagSlug(slug: string) {
  const row = await db
    .selectFrom("tag_slug_redirects")
    .innerJoin("tags", "tags.id", "tag_slug_redirects.tag_id")
    .select("tags.slug")
    .where("tag_slug_redirects.slug", "=", slug)
    .executeTakeFirst();
  return row?.slug ?? null;
}

/**
 * Makes `slug` (a tag's address until now) lead to tag `tagId`, replacing where it led before
 * (inside the rename's or the merge's transaction).
 */
export async function keepFormerTagSlug(trx: Kysely<Database>, slug: string, tagId: number, now = new Date()) {
  await trx
    .insertInto("tag_slug_redirects")
    .values({ slug, tag_id: tagId, created_at: now.toISOString() })
    .onConflict((oc) => oc.column("slug").doUpdateSet({ tag_id: tagId, created_at: now.toISOString() }))
    .execute();
}

export type TagUpdateResult =
  | { status: "missing" }
  | { status: "name-taken"; other: string }
  | { status: "slug-taken"; other: string }
  | {
      status: "saved";
      id: number;
      tag: Tag & { description: string };
      previous: Tag;
      changed: boolean;
    };

/** The log's sentence for a saved tag: a new name, a new address, or a new description. */
function updateSummary({ tag, previous }: { tag: Tag; previous: Tag }) {
  const moved = tag.slug === previous.slug ? "" : ` (its page is now ${tagPath(tag.slug)})`;
  if (previous.name !== tag.name) return `Renamed the tag ${quoted(previous.name)} to ${quoted(tag.name)}${moved}`;
  if (moved) return `Moved the tag ${quoted(tag.name)} to ${tagPath(tag.slug)}`;
  return `Edited the tag ${quoted(tag.name)}`;
}

/**
 * Gives the tag at `slug` a new name, slug and description, logged as `actor`'s change in the same
 * transaction. A name another tag has, or whose slug is another tag's, is refused: posts name their
 * tags, and a name must say which tag it is; so is a slug another tag has. The slug it leaves keeps
 * leading to it. Saving what is already stored changes (and logs) nothing.
 */
export async function updateTag(slug: string, input: TagEdit, actor?: Actor, now = new Date()) {
  return withActivity(
    actor,
    async (trx): Promise<TagUpdateResult> => {
      const tag = await trx
        .selectFrom("tags")
        .select(["id", "name", "description"])
        .where("slug", "=", slug)
        .executeTakeFirst();
      if (!tag) return { status: "missing" };
      const other = await trx
        .selectFrom("tags")
        .select("name")
        .where("id", "!=", tag.id)
        .where((eb) =>
          eb.or([eb(eb.fn("lower", ["name"]), "=", input.name.toLowerCase()), eb("slug", "=", slugify(input.name))]),
        )
        .executeTakeFirst();
      if (other) return { status: "name-taken", other: other.name };
      const newSlug = input.slug ?? slug;
      if (newSlug !== slug) {
        const holder = await trx.selectFrom("tags").select("name").where("slug", "=", newSlug).executeTakeFirst();
        if (holder) return { status: "slug-taken", other: holder.name };
      }
      const saved = { name: input.name, slug: newSlug, description: input.description };
      const changed = tag.name !== saved.name || tag.description !== saved.description || newSlug !== slug;
      if (changed) await trx.updateTable("tags").set(saved).where("id", "=", tag.id).execute();
      if (newSlug !== slug) {
        // The address it takes is no other tag's former one any more; the one it leaves leads to it.
        await trx.deleteFrom("tag_slug_redirects").where("slug", "=", newSlug).execute();
        await keepFormerTagSlug(trx, slug, tag.id, now);
      }
      return { status: "saved", id: tag.id, tag: saved, previous: { name: tag.name, slug }, changed };
    },
    (result) => {
      if (result.status !== "saved" || !result.changed) return null;
      return { kind: "tag", action: "updated", subjectId: result.id, summary: updateSummary(result) };
    },
  );
}
