import type { Kysely } from "kysely";

import { slugify } from "~/lib/slug";

import type { Database } from "../../db/database";

// Writing a post's tags: it takes the transaction it writes on, so the seed (db/) can use it too.

/** Gives post `blogId` exactly these tags, in this order (inside the post's save transaction). */
export async function setPostTags(trx: Kysely<Database>, blogId: number, names: string[], now = new Date()) {
  await trx.deleteFrom("post_tags").where("blog_id", "=", blogId).execute();
  for (const [position, name] of names.entries()) {
    const slug = slugify(name);
    await trx
      .insertInto("tags")
      .values({ name, slug, created_at: now.toISOString() })
      .onConflict((oc) => oc.column("slug").doNothing())
      .execute();
    const tag = await trx.selectFrom("tags").select("id").where("slug", "=", slug).executeTakeFirstOrThrow();
    await trx.insertInto("post_tags").values({ blog_id: blogId, tag_id: tag.id, position }).execute();
  }
}
