import type { Kysely } from "kysely";

import { recleanOutdatedBlogBodies, storedBlogBody } from "./blog-body";
import type { Database } from "./database";
import { isUniqueViolation } from "./database-errors";
import { migrateToLatest } from "./migrate";
import { compactJobSearchIndex } from "./search-index";
import { demoBlogs } from "./seed-data/blogs";
import { demoJobs } from "./seed-data/jobs";
import { hashPassword } from "../app/lib/password.server";
import { ROLE_LABELS, type Role } from "../app/lib/roles";
import { addDays, officeDate } from "../app/lib/slots";
import { slugify } from "../app/lib/slug";
import type { StaffAccount } from "../app/lib/staff-account.server";
import { normalizeUsername } from "../app/lib/username";
import { COMMAND_LINE, logActivity } from "../app/models/activity-log.server";
import { recordRevision } from "../app/models/post-revision-record.server";
import { setPostTags } from "../app/models/post-tags.server";

const DEMO_SEEDED_KEY = "demo_seeded_at";

/**
 * Creates the user, or resets the password and role of an existing one (null: no back-office
 * access) and reactivates it: the configured admin is always a way back in.
 */
export async function upsertUser(
  db: Kysely<Database>,
  { username, password, role }: { username: string; password: string; role: Role | null },
) {
  const now = new Date().toISOString();
  const values = { password_hash: await hashPassword(password), role, deactivated_at: null, updated_at: now };
  await db
    .insertInto("users")
    .values({ username: normalizeUsername(username), created_at: now, ...values })
    .onConflict((oc) => oc.column("username").doUpdateSet(values))
    .execute();
}

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

export type PrepareOptions = {
  seedDemo: boolean;
  admin: { username: string; password: string } | null;
};

/**
 * Start-up: migrate, create or reset the configured admin, seed demo content into an empty
 * database, clean again the posts stored under an older HTML allow-list.
 */
export async function prepareDatabase(db: Kysely<Database>, { seedDemo, admin }: PrepareOptions) {
  await migrateToLatest(db);
  if (admin) await upsertUser(db, { ...admin, role: "admin" });
  if (seedDemo) await seedDemoContent(db);
  const recleaned = await recleanOutdatedBlogBodies(db);
  if (recleaned > 0) console.log(`[db] cleaned ${recleaned} stored posts with the current HTML allow-list`);
  // Jobs written while no server ran (a bulk load, a copy) are searched at full speed from the start.
  await compactJobSearchIndex(db).catch((error: unknown) =>
    console.warn(`[db] could not compact the job search index (searches still work): ${error}`),
  );
}

export type CreateAccountResult = "created" | "username-taken" | "email-taken";

/** Creates a staff account; refuses a username or an email address another account has. */
export async function createStaffAccount(db: Kysely<Database>, account: StaffAccount): Promise<CreateAccountResult> {
  const taken = await db
    .selectFrom("users")
    .select(["username", "email"])
    .where((eb) => eb.or([eb("username", "=", account.username), eb("email", "=", account.email)]))
    .executeTakeFirst();
  if (taken) return taken.username === account.username ? "username-taken" : "email-taken";
  const now = new Date().toISOString();
  const passwordHash = await hashPassword(account.password);
  try {
    await db.transaction().execute(async (trx) => {
      const user = await trx
        .insertInto("users")
        .values({
          username: account.username,
          name: account.name,
          email: account.email,
          role: account.role,
          password_hash: passwordHash,
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const summary = `Created the account of ${account.name} (${account.username}) as ${ROLE_LABELS[account.role]}`;
      await logActivity(trx, COMMAND_LINE, { kind: "user", action: "created", subjectId: user.id, summary });
    });
    return "created";
  } catch (error) {
    // Another process created the same account meanwhile.
    if (isUniqueViolation(error)) return "username-taken";
    throw error;
  }
}
