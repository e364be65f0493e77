import type { Kysely } from "kysely";
import { afterEach, describe, expect, it, vi } from "vitest";

import { isCurrentBlogBody, recleanOutdatedBlogBodies, storedBlogBody } from "./blog-body";
import type { Database } from "./database";
import { htmlToText } from "../app/lib/html-text";
import { BLOG_HTML_VERSION } from "../app/lib/sanitize.server";
import { prepareDatabase } from "../app/start-up.server";
import { freshDatabase } from "../tests/databases";

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const close of closers.splice(0)) await close();
});

async function migratedDatabase() {
  const database = await freshDatabase();
  closers.push(database.close);
  await prepareDatabase(database.db, { seedDemo: false, admin: null });
  return database;
}

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(" ");
const DIRTY = `<p onclick="x()">${words(450)}</p><script>${words(900)}</script>`;
const CLEAN = `<p>${words(450)}</p>`;

/** A post as a row written by other means (or under an older allow-list): raw HTML, no version. */
async function insertRaw(db: Kysely<Database>, content: string, extra: Partial<Record<string, number>> = {}) {
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto("blogs")
    .values({
      title: "T",
      author: "A",
      description: "D",
      content,
      image: null,
      status: "published",
      published_at: now,
      created_at: now,
      updated_at: now,
      ...extra,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

const bodies = (db: Kysely<Database>) =>
  db.selectFrom("blogs").select(["content", "read_time", "sanitizer_version"]).orderBy("id").execute();

describe("storedBlogBody", () => {
  it("cleans the HTML and counts the read time of what is left, with the allow-list's version", () => {
    expect(storedBlogBody({ content: DIRTY, description: "D" })).toEqual({
      content: CLEAN,
      body_text: htmlToText(CLEAN),
      read_time: 3,
      sanitizer_version: BLOG_HTML_VERSION,
    });
    expect(storedBlogBody({ content: "", description: words(201) }).read_time).toBe(2);
    expect(isCurrentBlogBody(storedBlogBody({ content: "", description: "" }))).toBe(true);
    expect(isCurrentBlogBody({ sanitizer_version: 0 })).toBe(false);
  });
});

// Each test migrates a database of its own (on PostgreSQL a new one): 3 s on a slow run, past Vitest's 5-s default
// on a loaded one.
describe("recleanOutdatedBlogBodies", () => {
  it("cleans each outdated post once, recounting its read time, and leaves current ones alone", async () => {
    const { db } = await migratedDatabase();
    await insertRaw(db, DIRTY);
    await insertRaw(db, DIRTY, { sanitizer_version: BLOG_HTML_VERSION - 1 });
    // Saved (by this or a newer instance) under the current allow-list: trusted as it is.
    await insertRaw(db, "<p>kept as saved</p>", { sanitizer_version: BLOG_HTML_VERSION, read_time: 9 });

    expect(await recleanOutdatedBlogBodies(db)).toBe(2);
    const current = { content: CLEAN, read_time: 3, sanitizer_version: BLOG_HTML_VERSION };
    expect(await bodies(db)).toEqual([
      current,
      current,
      { content: "<p>kept as saved</p>", read_time: 9, sanitizer_version: BLOG_HTML_VERSION },
    ]);
    expect(await recleanOutdatedBlogBodies(db)).toBe(0);
  });

  it("goes through more posts than one batch", async () => {
    const { db } = await migratedDatabase();
    for (let i = 0; i < 230; i += 1) await insertRaw(db, `<p>post ${i}</p><script>x</script>`);
    expect(await recleanOutdatedBlogBodies(db)).toBe(230);
    const versions = await db.selectFrom("blogs").select("sanitizer_version").distinct().execute();
    expect(versions).toEqual([{ sanitizer_version: BLOG_HTML_VERSION }]);
  });

  it("rewrites each post once when three instances start together", async () => {
    const { db, openAnother } = await migratedDatabase();
    for (let i = 0; i < 150; i += 1) await insertRaw(db, DIRTY);
    vi.spyOn(console, "log").mockImplementation(() => {});
    const instances = [openAnother(), openAnother(), openAnother()];
    const rewritten = await Promise.all(instances.map((instance) => recleanOutdatedBlogBodies(instance)));
    expect(rewritten.reduce((sum, count) => sum + count, 0)).toBe(150);
    const rows = await bodies(db);
    expect(rows.every((row) => row.content === CLEAN && row.sanitizer_version === BLOG_HTML_VERSION)).toBe(true);
  });

  it("runs at start-up", async () => {
    const { db } = await migratedDatabase();
    await insertRaw(db, DIRTY);
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    await prepareDatabase(db, { seedDemo: false, admin: null });
    expect(await bodies(db)).toEqual([{ content: CLEAN, read_time: 3, sanitizer_version: BLOG_HTML_VERSION }]);
    expect(log).toHaveBeenCalledWith("[db] cleaned 1 stored posts with the current HTML allow-list");
  });
});
