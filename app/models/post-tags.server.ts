import type { Kysely } from "kysely";

import { slugify } from "~/lib/slug";

import type { Database } from "../../db/database";

// Writing a post's tags: it takes the transaction it writes on, so the seed (db/) can use it too.

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
