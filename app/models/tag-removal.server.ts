import { z } from "zod";

import { quoted, withActivity, type Actor } from "./activity.server";
import { keepFormerTagSlug, type Tag } from "./tag.server";

// A tag leaving the site: merged into another (its posts get that tag, its addresses lead there)
// or deleted (its posts lose it, its addresses go). Post pages, tag pages, feeds, the sitemap and
// the page cache follow from the same rows (the content version moves with them, by trigger).

export type TagMergeResult =
  | { status: "missing" }
  | { status: "same" }
  | { status: "target-missing" }
  | { status: "merged"; source: Tag; target: Tag & { id: number } };

/**
 * Merges the tag at `sourceSlug` into the one at `targetSlug`, logged as `actor`'s change in the
 * same transaction: each of its posts gets the target (once: a post that had both keeps the
 * target where it was), its slug and former slugs lead to the target, and it is deleted.
 */
export async function mergeTag(sourceSlug: string, targetSlug: string, actor?: Actor, now = new Date()) {
  return withActivity(
    actor,
    async (trx): Promise<TagMergeResult> => {
      const find = (slug: string) =>
        trx.selectFrom("tags").select(["id", "name", "slug"]).where("slug", "=", slug).executeTakeFirst();
      const source = await find(sourceSlug);
      if (!source) return { status: "missing" };
      if (sourceSlug === targetSlug) return { status: "same" };
      const target = await find(targetSlug);
      if (!target) return { status: "target-missing" };

      await trx
        .deleteFrom("post_tags")
        .where("tag_id", "=", source.id)
        .where("blog_id", "in", (eb) => eb.selectFrom("post_tags").select("blog_id").where("tag_id", "=", target.id))
        .execute();
      await trx.updateTable("post_tags").set({ tag_id: target.id }).where("tag_id", "=", source.id).execute();
      await trx.updateTable("tag_slug_redirects").set({ tag_id: target.id }).where("tag_id", "=", source.id).execute();
      await keepFormerTagSlug(trx, source.slug, target.id, now);
      await trx.deleteFrom("tags").where("id", "=", source.id).execute();
      return { status: "merged", source: { name: source.name, slug: source.slug }, target };
    },
    (result) =>
      result.status === "merged"
        ? {
            kind: "tag",
            action: "merged",
            subjectId: result.target.id,
            summary: `Merged the tag ${quoted(result.source.name)} into ${quoted(result.target.name)}`,
          }
        : null,
  );
}

/**
 * Deletes the tag at `slug`, logged as `actor`'s change in the same transaction: its posts lose it
 * (the database removes its post_tags rows and its former slugs with it). Whether there was one.
 */
export async function deleteTag(slug: string, actor?: Actor) {
  const deleted = await withActivity(
    actor,
    async (trx) =>
      (await trx.deleteFrom("tags").where("slug", "=", slug).returning(["id", "name"]).executeTakeFirst()) ?? null,
    (tag) =>
      tag
        ? { kind: "tag", action: "deleted", subjectId: tag.id, summary: `Deleted the tag ${quoted(tag.name)}` }
        : null,
  );
  return deleted !== null;
}

/** The back-office's merge form: the slug of the tag to merge into. */
export const TagMergeSchema = z.object({
  into: z
    .string({
      required_error: "Choose the tag to merge it into",
      invalid_type_error: "Choose the tag to merge it into",
    })
    .min(1, "Choose the tag to merge it into"),
});
