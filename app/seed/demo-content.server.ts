import type { Kysely } from "kysely";

import { addDays, officeDate } from "~/lib/slots";
import { slugify } from "~/lib/slug";
import { recordRevision } from "~/models/post-revision.server";
import { setPostTags } from "~/models/tag.server";

import { demoBlogs } from "./demo-data/blogs";
import { demoJobs } from "./demo-data/jobs";
import { storedBlogBody } from "../../db/blog-body";
import type { Database } from "../../db/database";

const DEMO_SEEDED_KEY = "demo_seeded_at";

/**
 * Fills an empty database with the demo blog posts and jobs, once: a marker row
 * remembers it, so content an admin later deletes does not come back on restart.
 * Returns whether anything was inserted.
 */
export async function seedDemoContent(db: Kysely<Database>, now = new Date()) {
  return db.transaction().execute(async (trx) => {
    // The marker is claimed first: of several instances starting together, one inserts it and
    // seeds; the others' inserts wait for that transaction, then find the row and do nothing.
    const claim = await trx
      .insertInto("app_meta")
      .values({ key: DEMO_SEEDED_KEY, value: new Date().toISOString() })
      .onConflict((oc) => oc.column("key").doNothing())
      .executeTakeFirst();
    if (Number(claim.numInsertedOrUpdatedRows ?? 0) === 0) return false;

    const { blogs } = await trx
      .selectFrom("blogs")
      .select((eb) => eb.fn.countAll<number>().as("blogs"))
      .executeTakeFirstOrThrow();
    const { jobs } = await trx
      .selectFrom("jobs")
      .select((eb) => eb.fn.countAll<number>().as("jobs"))
      .executeTakeFirstOrThrow();
    if (Number(blogs) > 0 || Number(jobs) > 0) return false;

    const posts = await trx
      .insertInto("blogs")
      .values(
        demoBlogs.map((blog) => ({
          title: blog.title,
          slug: slugify(blog.title),
          author: blog.author,
          description: blog.description,
          ...storedBlogBody(blog),
          image: blog.image,
          featured: blog.featured ? 1 : 0,
          status: "published",
          published_at: blog.createdAt,
          created_at: blog.createdAt,
          updated_at: blog.createdAt,
        })),
      )
      .returning(["id", "title", "description", "content", "author"])
      .execute();
    for (const post of posts) {
      const demo = demoBlogs.find((blog) => blog.title === post.title)!;
      await setPostTags(trx, post.id, demo.tags, now);
      // Each post's history starts with its text as seeded.
      await recordRevision(trx, post, { userId: null, origin: "save", now: new Date(demo.createdAt) });
    }
    await trx
      .insertInto("jobs")
      .values(
        demoJobs.map(({ createdAt, closesInDays, ...job }) => ({
          ...job,
          closes_on: closesInDays ? addDays(officeDate(now), closesInDays) : null,
          created_at: createdAt,
          updated_at: createdAt,
        })),
      )
      .execute();
    return true;
  });
}
