import { Migrator, sql, type Kysely } from "kysely";
import { describe, expect, it } from "vitest";

import { isUniqueViolation } from "./database-errors";
import { migrateToLatest } from "./migrate";
import { migrations } from "./migrations";
import { freshDatabase } from "../tests/databases";

// On the run's engine (SQLite, or PostgreSQL when TEST_DATABASE_URL is set), through kysely's
// introspection, which reads either engine's catalogue.
async function columnsOf(db: Pick<Kysely<unknown>, "introspection">, table: string) {
  const tables = await db.introspection.getTables();
  return tables.find((found) => found.name === table)?.columns.map((column) => column.name) ?? [];
}

describe("migrations", () => {
  it("apply to an empty database, and a second run has nothing to do", async () => {
    const { db, close } = await freshDatabase();
    const first = await migrateToLatest(db);
    expect(first.map((result) => result.status)).toEqual(Object.keys(migrations).map(() => "Success"));

    const tables = await db.introspection.getTables();
    expect(tables.map((table) => table.name)).toEqual(
      expect.arrayContaining(["app_meta", "blogs", "jobs", "login_attempts", "sessions", "users"]),
    );
    expect(await migrateToLatest(db)).toEqual([]);
    await close();
  });

  it("enforce the schema's rules", async () => {
    const { db, close } = await freshDatabase();
    await migrateToLatest(db);
    const now = new Date().toISOString();
    const user = { username: "a", password_hash: "x", created_at: now, updated_at: now };
    await db.insertInto("users").values(user).execute();
    await expect(db.insertInto("users").values(user).execute()).rejects.toSatisfy(isUniqueViolation);
    await expect(
      db
        .insertInto("jobs")
        .values({
          title: "t",
          company: "c",
          location: "l",
          type: "Freelance" as never,
          created_at: now,
          updated_at: now,
        })
        .execute(),
    ).rejects.toThrow(/CHECK constraint/i);
    await expect(
      db
        .insertInto("jobs")
        .values({
          title: "t",
          company: "c",
          location: "l",
          type: "Contract",
          workplace: "Anywhere" as never,
          created_at: now,
          updated_at: now,
        })
        .execute(),
    ).rejects.toThrow(/CHECK constraint/i);
    await expect(
      db.insertInto("sessions").values({ id: "s", user_id: 999, expires_at: now, created_at: now }).execute(),
    ).rejects.toThrow(/FOREIGN KEY constraint/i);
    await close();
  });

  it("0006 gives existing jobs a workplace and country from their location text, and undoes cleanly", async () => {
    const { db, close } = await freshDatabase();
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo("0005_job_search_index")).error).toBeUndefined();
    const now = new Date().toISOString();
    const locations = [
      "Bengaluru, India",
      "Remote (India)",
      "Hybrid — Pune, India",
      "San Francisco, CA",
      "remote, United States",
      "Mumbai",
    ];
    for (const location of locations) {
      await sql`insert into jobs (title, company, location, type, created_at, updated_at) values (${location}, 'c', ${location}, 'Full-time', ${now}, ${now})`.execute(
        db,
      );
    }

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const rows = await db.selectFrom("jobs").select(["location", "workplace", "country"]).orderBy("id").execute();
    expect(rows).toEqual([
      { location: "Bengaluru, India", workplace: "On-site", country: "IN" },
      { location: "Remote (India)", workplace: "Remote", country: "IN" },
      { location: "Hybrid — Pune, India", workplace: "Hybrid", country: "IN" },
      { location: "San Francisco, CA", workplace: "On-site", country: "US" },
      { location: "remote, United States", workplace: "Remote", country: "US" },
      { location: "Mumbai", workplace: "On-site", country: "IN" },
    ]);

    expect((await migrator.migrateTo("0005_job_search_index")).error).toBeUndefined();
    const columns = await columnsOf(db, "jobs");
    expect(columns).toContain("title");
    expect(columns).not.toContain("workplace");
    expect(columns).not.toContain("country");
    await close();
  });

  it("0007 gives refresh tokens a place for their sealed successor, and undoes cleanly", async () => {
    const { db, close } = await freshDatabase();
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const apiTokenColumns = () => columnsOf(db, "api_tokens");
    expect((await migrator.migrateTo("0007_refresh_token_grace")).error).toBeUndefined();
    expect(await apiTokenColumns()).toContain("successor_box");
    expect((await migrator.migrateTo("0006_job_workplace_country")).error).toBeUndefined();
    expect(await apiTokenColumns()).not.toContain("successor_box");
    await close();
  });

  it("0009 gives existing posts their read time, leaves them to be cleaned at start-up, and undoes cleanly", async () => {
    const { db, close } = await freshDatabase();
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo("0007_refresh_token_grace")).error).toBeUndefined();
    const words = (count: number) => Array.from({ length: count }, (_, i) => `w${i}`).join(" ");
    const now = new Date().toISOString();
    const posts = [
      { content: `<p>${words(450)}</p>`, description: "d" },
      { content: "", description: words(250) },
      { content: "<p>short</p>", description: "d" },
    ];
    for (const { content, description } of posts) {
      await sql`insert into blogs (title, author, description, content, status, published_at, created_at, updated_at)
        values ('t', 'a', ${description}, ${content}, 'published', ${now}, ${now}, ${now})`.execute(db);
    }

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const rows = await db.selectFrom("blogs").select(["read_time", "sanitizer_version"]).orderBy("id").execute();
    expect(rows).toEqual([
      { read_time: 3, sanitizer_version: 0 },
      { read_time: 2, sanitizer_version: 0 },
      { read_time: 1, sanitizer_version: 0 },
    ]);

    expect((await migrator.migrateTo("0007_refresh_token_grace")).error).toBeUndefined();
    const columns = await columnsOf(db, "blogs");
    expect(columns).toContain("content");
    expect(columns).not.toContain("read_time");
    expect(columns).not.toContain("sanitizer_version");
    await close();
  });
  it("0020 starts each existing post's history with its current text, and undoes cleanly", async () => {
    const { db, close } = await freshDatabase();
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo("0018_post_tags")).error).toBeUndefined();
    for (const [title, updatedAt] of [
      ["First", "2026-01-05T09:00:00.000Z"],
      ["Second", "2026-02-01T10:30:00.000Z"],
    ] as const) {
      await sql`insert into blogs (title, author, description, content, status, published_at, created_at, updated_at, slug)
        values (${title}, 'a', 'd', '<p>Body</p>', 'published', ${updatedAt}, ${updatedAt}, ${updatedAt}, ${title.toLowerCase()})`.execute(
        db,
      );
    }

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const rows = await db
      .selectFrom("post_revisions")
      .select(["blog_id", "title", "description", "content", "author", "created_at", "user_id", "origin"])
      .orderBy("id")
      .execute();
    const blogs = await db.selectFrom("blogs").select("id").orderBy("id").execute();
    expect(rows).toEqual([
      {
        blog_id: blogs[0]!.id,
        title: "First",
        description: "d",
        content: "<p>Body</p>",
        author: "a",
        created_at: "2026-01-05T09:00:00.000Z",
        user_id: null,
        origin: "save",
      },
      {
        blog_id: blogs[1]!.id,
        title: "Second",
        description: "d",
        content: "<p>Body</p>",
        author: "a",
        created_at: "2026-02-01T10:30:00.000Z",
        user_id: null,
        origin: "save",
      },
    ]);
    await expect(
      db
        .insertInto("post_revisions")
        .values({ ...rows[0]!, origin: "typed" as never })
        .execute(),
    ).rejects.toThrow(/check constraint/i);

    expect((await migrator.migrateTo("0018_post_tags")).error).toBeUndefined();
    expect(await columnsOf(db, "post_revisions")).toEqual([]);
    await close();
  });
  it("0024 dates each existing image's last upload by its upload, and undoes cleanly", async () => {
    const { db, close } = await freshDatabase();
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo("0023_content_version_at_commit")).error).toBeUndefined();
    const uploadedAt = "2026-03-04T08:15:00.000Z";
    const { id: fileId } = await db
      .insertInto("files")
      .values({
        name: "a.png",
        content_type: "image/png",
        size: 1,
        sha256: "f",
        bytes: Buffer.from([1]),
        created_at: uploadedAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await sql`insert into images (sha256, file_id, format, width, height, created_at)
      values ('f', ${fileId}, 'png', 1, 1, ${uploadedAt})`.execute(db);

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await db.selectFrom("images").select(["created_at", "uploaded_at"]).execute()).toEqual([
      { created_at: uploadedAt, uploaded_at: uploadedAt },
    ]);

    expect((await migrator.migrateTo("0023_content_version_at_commit")).error).toBeUndefined();
    expect(await columnsOf(db, "images")).not.toContain("uploaded_at");
    await close();
  });

  it("0026 undoes cleanly, its triggers with it, and applies again", async () => {
    const { db, close } = await freshDatabase();
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const now = new Date().toISOString();
    await db
      .insertInto("content_documents")
      .values({ key: "home", live: "{}", version: 1, created_at: now, updated_at: now })
      .execute();
    expect((await migrator.migrateTo("0025_tag_slug_redirects")).error).toBeUndefined();
    expect(await columnsOf(db, "content_documents")).toEqual([]);
    expect(await columnsOf(db, "content_revisions")).toEqual([]);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await columnsOf(db, "content_documents")).toContain("scheduled_at");
    await close();
  });

  it("0032 keeps every application and its timeline while adding Not a fit, and undoes cleanly", async () => {
    const { db, close } = await freshDatabase();
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo("0031_subscriber_consent_source")).error).toBeUndefined();
    const now = new Date().toISOString();
    await sql`insert into jobs (title, company, location, type, created_at, updated_at)
      values ('Analyst', 'c', 'Pune', 'Full-time', ${now}, ${now})`.execute(db);
    await sql`insert into files (name, content_type, size, sha256, bytes, created_at)
      values ('cv.pdf', 'application/pdf', 1, 'x', ${Buffer.from("%")}, ${now})`.execute(db);
    await sql`insert into applications (job_id, job_title, full_name, email, email_key, phone, location, cv_file_id,
      source, stage, created_at, updated_at)
      values (1, 'Analyst', 'Meera', 'm@example.com', 'm@example.com', '+91', 'Pune', 1, 'linkedin', 'offer', ${now}, ${now})`.execute(
      db,
    );
    await sql`insert into application_events (application_id, kind, note, actor, created_at)
      values (1, 'note', 'Strong', 'ravi', ${now})`.execute(db);
    const rows = () =>
      sql`select a.stage, e.note from applications a join application_events e on e.application_id = a.id`;

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect((await rows().execute(db)).rows).toEqual([{ stage: "offer", note: "Strong" }]);
    await sql`update applications set stage = 'not_fit'`.execute(db);
    // The timeline still belongs to its application: erasing one takes the other.
    await expect(
      sql`insert into application_events (application_id, kind, created_at) values (99, 'note', ${now})`.execute(db),
    ).rejects.toThrow();

    expect((await migrator.migrateTo("0031_subscriber_consent_source")).error).toBeUndefined();
    expect((await rows().execute(db)).rows).toEqual([{ stage: "rejected", note: "Strong" }]);
    await expect(sql`update applications set stage = 'not_fit'`.execute(db)).rejects.toThrow();
    expect(await columnsOf(db, "application_answers")).toEqual([]);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    await close();
  });
});
