import { sql, type Kysely } from "kysely";

import { engineOf, withId } from "../migration-helpers";

// Candidates apply on the site: jobs say whether they take applications (open or closed, and an
// optional closing date), uploaded files live in the database (so every instance and every backup
// has them), and each application moves through a pipeline whose every step is kept.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable("jobs")
    .addColumn("status", "text", (col) =>
      col
        .notNull()
        .defaultTo("open")
        .check(sql`status in ('open', 'closed')`),
    )
    .execute();
  // The last day applications are taken (YYYY-MM-DD, in the office's time zone); null: no end date.
  await db.schema.alterTable("jobs").addColumn("closes_on", "text").execute();
  // The public lists, their counts and the sitemap ask for the jobs taking applications: status,
  // then closing date, and with the order and the sitemap's columns they are answered from the
  // index alone.
  await db.schema
    .createIndex("jobs_listed_idx")
    .on("jobs")
    .columns(["status", "closes_on", "created_at", "id", "updated_at"])
    .execute();

  await db.schema
    .createTable("files")
    .$call(withId(db))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("content_type", "text", (col) => col.notNull())
    .addColumn("size", "integer", (col) => col.notNull())
    .addColumn("sha256", "text", (col) => col.notNull())
    .addColumn("bytes", engineOf(db) === "postgres" ? "bytea" : "blob", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("applications")
    .$call(withId(db))
    // A deleted job leaves its applications (and their title) for the recruiter to finish.
    .addColumn("job_id", "integer", (col) => col.references("jobs.id").onDelete("set null"))
    .addColumn("job_title", "text", (col) => col.notNull())
    .addColumn("full_name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    // The address lower-cased: one application per address and job, however it was typed.
    .addColumn("email_key", "text", (col) => col.notNull())
    .addColumn("phone", "text", (col) => col.notNull())
    .addColumn("location", "text", (col) => col.notNull())
    .addColumn("profile_url", "text")
    .addColumn("cover_letter", "text")
    .addColumn("cv_file_id", "integer", (col) => col.notNull().references("files.id"))
    .addColumn("source", "text", (col) => col.notNull())
    .addColumn("stage", "text", (col) =>
      col
        .notNull()
        .defaultTo("new")
        .check(sql`stage in ('new', 'screening', 'interview', 'offer', 'hired', 'rejected')`),
    )
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("applications_job_email_idx")
    .on("applications")
    .columns(["job_id", "email_key"])
    .unique()
    .execute();
  await db.schema.createIndex("applications_created_at_idx").on("applications").columns(["created_at", "id"]).execute();
  await db.schema
    .createIndex("applications_stage_created_at_idx")
    .on("applications")
    .columns(["stage", "created_at", "id"])
    .execute();
  await db.schema
    .createIndex("applications_job_created_at_idx")
    .on("applications")
    .columns(["job_id", "created_at", "id"])
    .execute();
  await db.schema.createIndex("applications_cv_file_idx").on("applications").column("cv_file_id").execute();

  // The timeline of an application: stage changes and private notes, with who and when.
  await db.schema
    .createTable("application_events")
    .$call(withId(db))
    .addColumn("application_id", "integer", (col) => col.notNull().references("applications.id").onDelete("cascade"))
    .addColumn("kind", "text", (col) => col.notNull().check(sql`kind in ('applied', 'stage', 'note')`))
    .addColumn("from_stage", "text")
    .addColumn("to_stage", "text")
    .addColumn("note", "text")
    .addColumn("actor", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("application_events_application_idx")
    .on("application_events")
    .columns(["application_id", "created_at", "id"])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("application_events").execute();
  await db.schema.dropTable("applications").execute();
  await db.schema.dropTable("files").execute();
  await db.schema.dropIndex("jobs_listed_idx").execute();
  await db.schema.alterTable("jobs").dropColumn("closes_on").execute();
  await db.schema.alterTable("jobs").dropColumn("status").execute();
}
