import type { Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";

import { verifyPassword } from "~/lib/password.server";
import { prepareDatabase } from "~/start-up.server";

import { upsertUser } from "./admin.server";
import { seedDemoContent } from "./demo-content.server";
import { demoBlogs } from "./demo-data/blogs";
import { demoJobs } from "./demo-data/jobs";
import { storedBlogBody } from "../../db/blog-body";
import type { Database } from "../../db/database";
import { freshDatabase } from "../../tests/databases";

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A migrated database without demo content or users. */
async function migratedDatabase() {
  const { db, close } = await freshDatabase();
  closers.push(close);
  await prepareDatabase(db, { seedDemo: false, admin: null });
  return db;
}

async function count(db: Kysely<Database>, table: "blogs" | "jobs" | "users") {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(n);
}

// Each test seeds a whole site (posts, jobs, pages and their search index): budgets for a busy machine.
describe("demo content", () => {
  it("is realistic and covers what the pages need", () => {
    expect(demoBlogs.length).toBeGreaterThanOrEqual(8);
    expect(demoJobs.length).toBeGreaterThanOrEqual(30);
    expect(new Set(demoJobs.map((job) => job.type))).toEqual(
      new Set(["Full-time", "Part-time", "Internship", "Contract"]),
    );
    expect(new Set(demoJobs.map((job) => job.department)).size).toBeGreaterThanOrEqual(5);
    for (const blog of demoBlogs) {
      expect(blog.content).toMatch(/<p>/);
      expect(blog.image).toMatch(/^\/images\//);
    }
    for (const job of demoJobs) expect(job.requirements.split("\n").length).toBeGreaterThan(1);
    expect(new Set(demoJobs.map((job) => job.workplace))).toEqual(new Set(["On-site", "Hybrid", "Remote"]));
    expect(new Set(demoJobs.map((job) => job.country))).toEqual(new Set(["IN", "US"]));
    expect(JSON.stringify([demoBlogs, demoJobs])).not.toMatch(/lorem ipsum/i);
  });

  it("is seeded once: a second run inserts nothing", async () => {
    const db = await migratedDatabase();
    expect(await seedDemoContent(db)).toBe(true);
    expect(await seedDemoContent(db)).toBe(false);
    expect(await count(db, "blogs")).toBe(demoBlogs.length);
    expect(await count(db, "jobs")).toBe(demoJobs.length);
  });

  it("stores the posts as a save would: cleaned, with their read times", async () => {
    const db = await migratedDatabase();
    await seedDemoContent(db);
    const rows = await db
      .selectFrom("blogs")
      .select(["title", "content", "body_text", "read_time", "sanitizer_version"])
      .execute();
    expect(rows).toHaveLength(demoBlogs.length);
    for (const row of rows) {
      const blog = demoBlogs.find((demo) => demo.title === row.title)!;
      expect(row).toEqual({ title: blog.title, ...storedBlogBody(blog) });
      expect(row.read_time).toBeGreaterThan(1);
    }
  });

  it("does not come back after an admin deleted it", async () => {
    const db = await migratedDatabase();
    await seedDemoContent(db);
    await db.deleteFrom("blogs").execute();
    await prepareDatabase(db, { seedDemo: true, admin: null });
    expect(await count(db, "blogs")).toBe(0);
  });
});

describe("demo jobs' workplace and country", () => {
  it("say what the location and the description say", () => {
    for (const job of demoJobs) {
      const where = `${job.title} (${job.location})`;
      expect(job.workplace === "Remote", where).toBe(/remote/i.test(job.location));
      if (/hybrid/i.test(job.location)) expect(job.workplace, where).toBe("Hybrid");
      // A role that asks for some days a week in the office is hybrid whatever its location says.
      if (/days a week/i.test(job.requirements) && /office|studio|on-site/i.test(job.requirements))
        expect(job.workplace, where).toBe("Hybrid");
      expect(job.country, where).toBe(
        /India/.test(job.location) ? "IN" : /San Francisco/.test(job.location) ? "US" : "?",
      );
    }
  });

  it("are stored with the jobs", async () => {
    const db = await migratedDatabase();
    await seedDemoContent(db);
    const sf = await db
      .selectFrom("jobs")
      .select(["workplace", "country"])
      .where("location", "=", "San Francisco, CA")
      .execute();
    expect(sf.length).toBeGreaterThan(0);
    for (const row of sf) expect(row).toEqual({ workplace: "On-site", country: "US" });
    const remote = await db
      .selectFrom("jobs")
      .select(["workplace", "country"])
      .where("location", "=", "Remote (India)")
      .execute();
    expect(remote.length).toBeGreaterThan(0);
    for (const row of remote) expect(row).toEqual({ workplace: "Remote", country: "IN" });
  });
});

describe("start-up", () => {
  it("migrates and seeds once when three instances start together on an empty database", async () => {
    const { openAnother, close } = await freshDatabase();
    closers.push(close);
    const instances = [openAnother(), openAnother(), openAnother()];
    const options = { seedDemo: true, admin: { username: "owner", password: "owner-password" } };
    await Promise.all(instances.map((db) => prepareDatabase(db, options)));

    const db = instances[0]!;
    expect(await count(db, "blogs")).toBe(demoBlogs.length);
    expect(await count(db, "jobs")).toBe(demoJobs.length);
    expect(await count(db, "users")).toBe(1);
    const applied = await db
      .selectFrom("kysely_migration" as never)
      .select("name" as never)
      .execute();
    expect(applied).toHaveLength(Object.keys((await import("../../db/migrations")).migrations).length);
  });
});

describe("configured admin", () => {
  it("is created, and its password reset on the next start", async () => {
    const db = await migratedDatabase();
    await prepareDatabase(db, { seedDemo: false, admin: { username: "Owner", password: "first-password" } });
    await prepareDatabase(db, { seedDemo: false, admin: { username: "owner", password: "second-password" } });
    const rows = await db.selectFrom("users").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ username: "owner", role: "admin" });
    expect(await verifyPassword("second-password", rows[0]!.password_hash)).toBe(true);
  });

  it("makes no user at all when none is configured", async () => {
    const db = await migratedDatabase();
    await prepareDatabase(db, { seedDemo: true, admin: null });
    expect(await count(db, "users")).toBe(0);
    await upsertUser(db, { username: "reader", password: "reader-password", role: null });
    expect(await count(db, "users")).toBe(1);
  });
});
