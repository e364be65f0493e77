import type { Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";

import { openDatabase } from "./connect";
import { COPIED_TABLES, copyDatabase, rowsInKeyOrder } from "./copy";
import type { Database } from "./database";
import { ensureDocuments } from "../app/models/content-document-record.server";
import { prepareDatabase } from "../app/start-up.server";
import { insertApplication } from "../tests/application-rows";
import { freshDatabase, testEngine } from "../tests/databases";

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function database() {
  const fresh = await freshDatabase();
  closers.push(fresh.close);
  return fresh.db;
}

/** An in-memory SQLite database, whatever the run's engine. */
function sqlite() {
  const { db } = openDatabase({ url: null, path: ":memory:" });
  closers.push(() => db.destroy());
  return db;
}

/** Every row of every table, in key order. */
async function everything(db: Kysely<Database>) {
  const tables: Record<string, unknown[]> = {};
  for (const copied of COPIED_TABLES) tables[copied.table] = await rowsInKeyOrder(db, copied).execute();
  return tables;
}

/** The demo content, the admin, and a row in each table the demo leaves empty. */
async function siteWithData(db: Kysely<Database>) {
  await prepareDatabase(db, { seedDemo: true, admin: { username: "owner", password: "owner-password" } });
  const now = "2026-11-23T10:00:00.000Z";
  const { id: userId } = await db.selectFrom("users").select("id").executeTakeFirstOrThrow();
  await db
    .insertInto("sessions")
    .values({ id: "session-1", user_id: userId, expires_at: now, created_at: now })
    .execute();
  await db.insertInto("login_attempts").values({ ip: "10.0.0.1", username: "owner", attempted_at: now }).execute();
  await db
    .insertInto("api_token_families")
    .values({ id: "family-1", user_id: userId, revoked_at: null, created_at: now })
    .execute();
  await db
    .insertInto("api_tokens")
    .values({
      family_id: "family-1",
      kind: "refresh",
      token_hash: "hash",
      expires_at: now,
      used_at: null,
      successor_box: null,
      created_at: now,
    })
    .execute();
  await db
    .insertInto("contact_messages")
    .values({
      name: "Ravi",
      email: "ravi@example.com",
      phone: null,
      subject: "general",
      message: "Hello",
      handled_at: null,
      created_at: now,
    })
    .execute();
  const { id: appointmentId } = await db
    .insertInto("appointments")
    .values({
      token_hash: "token-1234567890",
      name: "Ravi",
      email: "ravi@example.com",
      phone: "9876543210",
      company: null,
      topic: "Growth Studio",
      starts_at: now,
      message: null,
      calendar: "consultant",
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  // A consultant, who takes that booking.
  const weekly = JSON.stringify([[], [{ start: "09:00", end: "12:00" }], [], [], [], [], []]);
  await db
    .insertInto("consultants")
    .values({ user_id: userId, bookable: 1, topics: '["Growth Studio"]', weekly, overrides: "[]", updated_at: now })
    .execute();
  await db
    .insertInto("appointment_hosts")
    .values({ appointment_id: appointmentId, user_id: userId, starts_at: now })
    .execute();
  await db.insertInto("form_submissions").values({ form: "contact", ip: "10.0.0.1", created_at: now }).execute();
  await db
    .insertInto("invitations")
    .values({
      email: "ed@example.com",
      name: "Ed",
      role: "editor",
      token_hash: "invitation-hash",
      invited_by: userId,
      created_at: now,
      expires_at: now,
    })
    .execute();
  await db
    .insertInto("password_resets")
    .values({ user_id: userId, token_hash: "reset-hash", created_at: now, expires_at: now })
    .execute();
  const { id: blogId } = await db.selectFrom("blogs").select("id").executeTakeFirstOrThrow();
  await db
    .insertInto("blog_slug_redirects")
    .values({ slug: "an-older-title", blog_id: blogId, created_at: now })
    .execute();
  const { id: tagId } = await db
    .insertInto("tags")
    .values({ name: "Copy check", slug: "copy-check", created_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("post_tags").values({ blog_id: blogId, tag_id: tagId, position: 0 }).execute();
  await db.insertInto("tag_slug_redirects").values({ slug: "copy-checks", tag_id: tagId, created_at: now }).execute();
  // An uploaded cover: its original and a variant are files; the post points at it and has a revision.
  const imageFile = (width: number) =>
    db
      .insertInto("files")
      .values({
        name: `cover-${width}.png`,
        content_type: "image/png",
        size: 3,
        sha256: `sha-${width}`,
        bytes: Buffer.from([1, 2, width % 256]),
        created_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
  const { id: imageId } = await db
    .insertInto("images")
    .values({
      sha256: "sha-cover",
      file_id: (await imageFile(1200)).id,
      format: "png",
      width: 1200,
      height: 600,
      user_id: userId,
      created_at: now,
      uploaded_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("image_variants")
    .values({ image_id: imageId, file_id: (await imageFile(480)).id, format: "webp", width: 480, height: 240 })
    .execute();
  await db.updateTable("blogs").set({ image_id: imageId, image_alt: "A cover" }).where("id", "=", blogId).execute();
  await db
    .insertInto("post_revisions")
    .values({
      blog_id: blogId,
      title: "Old title",
      description: "d",
      content: "<p>c</p>",
      author: "Ravi",
      created_at: now,
      user_id: userId,
      origin: "save",
    })
    .execute();
  await db
    .insertInto("activity_log")
    .values({
      created_at: now,
      actor_id: userId,
      actor_name: "admin",
      ip: "10.0.0.1",
      kind: "sign-in",
      action: "signed-in",
      subject_id: userId,
      summary: "Signed in",
    })
    .execute();
  await ensureDocuments(db, { "page-copied": { title: "Copied", sections: [{ kind: "text", body: "Ünïcode ✓" }] } });
  // A CV's bytes must come through unchanged: every byte value, on both engines.
  const bytes = Buffer.from(Array.from({ length: 512 }, (_, index) => index % 256));
  const { id: applicationId } = await insertApplication(db, { at: now, cvBytes: bytes, stage: "not_fit" });
  // A job's screening questions, and an answer (a number, knocked out) of the application.
  await db
    .insertInto("job_screening")
    .values({ job_id: 1, questions: JSON.stringify([{ key: "a1", text: "Years?" }]), version: 1, updated_at: now })
    .execute();
  await db
    .insertInto("application_answers")
    .values({
      application_id: applicationId,
      question_key: "a1",
      position: 0,
      question: "Years?",
      type: "number",
      value: "1.5",
      number: 1.5,
      knocked_out: 1,
    })
    .execute();
  await db
    .insertInto("question_templates")
    .values({ question: JSON.stringify({ type: "yes_no", text: "Can you relocate?" }), created_at: now })
    .execute();
  await db
    .insertInto("interview_invitations")
    .values({
      application_id: applicationId,
      interviewers: JSON.stringify([userId]),
      minutes: 45,
      note: "Bring a portfolio",
      expires_at: now,
      created_by: userId,
      created_at: now,
    })
    .execute();
  await db
    .insertInto("emails")
    .values({
      kind: "contact-staff",
      recipient: "staff@example.com",
      subject: "New message",
      text: "Hello\n",
      html: "<p>Hello</p>",
      attachments: JSON.stringify([{ filename: "a.ics", contentType: "text/calendar", content: "BEGIN:VCALENDAR" }]),
      message_id: "<m@example.com>",
      next_attempt_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  // A newsletter reader with one topic, and a post's send that reached them.
  const { id: emailId } = await db.selectFrom("emails").select("id").executeTakeFirstOrThrow();
  const { id: subscriberId } = await db
    .insertInto("subscribers")
    .values({ email: "reader@example.com", status: "confirmed", all_topics: 0, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("subscriber_topics").values({ subscriber_id: subscriberId, tag_id: tagId }).execute();
  const { id: sendId } = await db
    .insertInto("newsletter_sends")
    .values({ blog_id: blogId, format: "summary", status: "done", created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("newsletter_deliveries")
    .values({ send_id: sendId, blog_id: blogId, subscriber_id: subscriberId, email_id: emailId, created_at: now })
    .execute();
  // A confirmed job alert and a job it was emailed.
  const { id: alertId } = await db
    .insertInto("job_alerts")
    .values({ email: "seeker@example.com", q: "engineer", status: "confirmed", created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  const { id: alertedJobId } = await db.selectFrom("jobs").select("id").executeTakeFirstOrThrow();
  await db
    .insertInto("job_alert_matches")
    .values({ alert_id: alertId, job_id: alertedJobId, queued_at: now, email_id: emailId, created_at: now })
    .execute();
  // A page view, its day's salt and totals, and a goal.
  await db.insertInto("analytics_salts").values({ day: "2026-11-23", salt: "salt" }).execute();
  await db
    .insertInto("page_views")
    .values({
      viewed_at: now,
      day: "2026-11-23",
      path: "/about",
      referrer_host: "news.example",
      utm_source: "newsletter",
      utm_medium: null,
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
      ref: null,
      country: "IN",
      device: "desktop",
      browser: "Firefox",
      visitor: "visitor-key",
    })
    .execute();
  await db
    .insertInto("analytics_daily")
    .values({ day: "2026-11-22", dimension: "page", value: "/about", views: 3, visitors: 2 })
    .execute();
  await db.insertInto("analytics_live_days").values({ day: "2026-11-23", through_id: 1, refreshed_at: now }).execute();
  await db
    .insertInto("analytics_live")
    .values({ day: "2026-11-23", dimension: "page", value: "/about", views: 1, visitors: 1 })
    .execute();
  await db
    .insertInto("analytics_goals")
    .values({ reached_at: now, day: "2026-11-23", goal: "booking", page: "/appointment", source: "newsletter" })
    .execute();
  await db
    .insertInto("totp_credentials")
    .values({ user_id: userId, secret: "v1.sealed", enabled_at: now, last_step: 12, created_at: now })
    .execute();
  await db.insertInto("recovery_codes").values({ user_id: userId, code_hash: "hash", created_at: now }).execute();
  await db
    .insertInto("passkeys")
    .values({ id: "credential-1", user_id: userId, name: "Laptop", public_key: "key", counter: 3, created_at: now })
    .execute();
  await db
    .insertInto("webauthn_challenges")
    .values({ challenge: "challenge-1", user_id: userId, purpose: "registration", expires_at: now })
    .execute();
}

describe("db:copy", () => {
  it("copies every table the migrations make, but the content version and the write counts", async () => {
    const target = await database();
    await prepareDatabase(target, { seedDemo: false, admin: null });
    // SQLite's full-text index of jobs (jobs_search and its shadow tables) is the target's triggers' to fill;
    // the site search's index (search_*) is rebuilt at the target's start-up.
    const tables = (await target.introspection.getTables())
      .map((table) => table.name)
      .filter((name) => !name.startsWith("jobs_search") && !name.startsWith("search_"));
    const copied: string[] = COPIED_TABLES.map(({ table }) => table);
    expect(tables.filter((table) => !copied.includes(table)).sort()).toEqual(["content_version", "rate_limit_windows"]);
  });

  it(`copies every row there and back (SQLite → ${testEngine} → SQLite), ids and all`, async () => {
    const original = sqlite();
    await siteWithData(original);
    const middle = await database();
    const back = sqlite();

    const there = await copyDatabase(original, middle);
    expect(there.every((count) => count.source === count.target && count.target > 0)).toBe(true);
    await copyDatabase(middle, back);
    expect(await everything(back)).toEqual(await everything(original));

    // New rows continue after the copied ids.
    const job = await middle
      .insertInto("jobs")
      .values({ title: "t", company: "c", location: "l", type: "Contract", created_at: "x", updated_at: "x" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const largest = Math.max(...(await original.selectFrom("jobs").select("id").execute()).map((row) => row.id));
    expect(job.id).toBe(largest + 1);
  });

  it("refuses a target that holds rows, and changes nothing", async () => {
    const source = sqlite();
    await siteWithData(source);
    const target = await database();
    await prepareDatabase(target, { seedDemo: true, admin: null });
    await expect(copyDatabase(source, target)).rejects.toThrow(/The target database is not empty: blogs has \d+ rows/);
    expect(await target.selectFrom("users").selectAll().execute()).toEqual([]);
  });
});
