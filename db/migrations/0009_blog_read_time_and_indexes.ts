import type { Kysely } from "kysely";

import { readTimeMinutes } from "../../app/lib/read-time";

// What the post pages derived from a body on every view is kept beside it, written when the post
// is saved: the read time, and the version of the HTML allow-list the body was cleaned with.
// Existing posts get their read time here; their version starts at 0, so the start-up step
// (db/blog-body.ts) cleans each of them once with the current allow-list. And indexes for the
// lists of published posts and for the sitemap (tests/routes/page-query-plans.test.tsx checks the
// plans of every public page's queries).

/** The blogs table as this migration sees it. */
type Schema = { blogs: { id: number; content: string; description: string; read_time: number } };

const BATCH = 200;

export async function up(db: Kysely<unknown>) {
  // At least one minute is the rule's floor: what a row written without a read time shows.
  await db.schema
    .alterTable("blogs")
    .addColumn("read_time", "integer", (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable("blogs")
    .addColumn("sanitizer_version", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await fillReadTimes(db as Kysely<Schema>);

  // Every public list of posts (the insights pages and their count, the feed, the sitemap) asks for
  // the published ones, newest first: one index answers both the filter and the order, and with
  // updated_at it holds all the sitemap reads.
  await db.schema
    .createIndex("blogs_status_created_at_idx")
    .on("blogs")
    .columns(["status", "created_at", "id", "updated_at"])
    .execute();
  // The sitemap lists every job with its last change, newest first: from the index alone, not from
  // every row of the table. It serves all the old (created_at, id) index did, which it replaces.
  await db.schema
    .createIndex("jobs_created_at_id_updated_at_idx")
    .on("jobs")
    .columns(["created_at", "id", "updated_at"])
    .execute();
  await db.schema.dropIndex("jobs_created_at_idx").execute();
}

async function fillReadTimes(db: Kysely<Schema>) {
  for (let after = 0; ;) {
    const rows = await db
      .selectFrom("blogs")
      .select(["id", "content", "description"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(BATCH)
      .execute();
    const last = rows.at(-1);
    if (!last) return;
    after = last.id;
    // One update per distinct read time: a handful of statements per batch, not one per post.
    const idsByMinutes = new Map<number, number[]>();
    for (const row of rows) {
      const minutes = readTimeMinutes(row);
      idsByMinutes.set(minutes, [...(idsByMinutes.get(minutes) ?? []), row.id]);
    }
    for (const [minutes, ids] of idsByMinutes) {
      await db.updateTable("blogs").set({ read_time: minutes }).where("id", "in", ids).execute();
    }
  }
}

export async function down(db: Kysely<unknown>) {
  await db.schema.createIndex("jobs_created_at_idx").on("jobs").columns(["created_at", "id"]).execute();
  await db.schema.dropIndex("jobs_created_at_id_updated_at_idx").execute();
  await db.schema.dropIndex("blogs_status_created_at_idx").execute();
  await db.schema.alterTable("blogs").dropColumn("sanitizer_version").execute();
  await db.schema.alterTable("blogs").dropColumn("read_time").execute();
}
