import { sql, type Kysely } from "kysely";

import { engineOf, withId } from "../migration-helpers";

// Screening questions (issue 44): each job's questions (one document, with a version the
// application form sends back), each application's answers (one row per value, with the question's
// words as the candidate read them), a "Not a fit" stage that knocked-out applications go to, and
// question templates.

const STAGES_BEFORE = "'new', 'screening', 'interview', 'offer', 'hired', 'rejected'";
const STAGES_AFTER = `${STAGES_BEFORE}, 'not_fit'`;

export async function up(db: Kysely<unknown>) {
  await setStages(db, STAGES_AFTER);
  await db.schema
    .createTable("job_screening")
    .addColumn("job_id", "integer", (col) => col.primaryKey().references("jobs.id").onDelete("cascade"))
    // JSON: the questions in order (app/lib/screening.ts), knock-out answers included.
    .addColumn("questions", "text", (col) => col.notNull())
    // Raised by every change: a form filled against an older version is refused, not misread.
    .addColumn("version", "integer", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("application_answers")
    .$call(withId(db))
    .addColumn("application_id", "integer", (col) => col.notNull().references("applications.id").onDelete("cascade"))
    .addColumn("question_key", "text", (col) => col.notNull())
    .addColumn("position", "integer", (col) => col.notNull())
    // What the candidate read: a later edit of the question does not rewrite past answers.
    .addColumn("question", "text", (col) => col.notNull())
    .addColumn("type", "text", (col) => col.notNull())
    // One row per value (a multiple choice has several): the text, and a number question's number.
    .addColumn("value", "text", (col) => col.notNull())
    .addColumn("number", "double precision")
    .addColumn("knocked_out", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("application_answers_application_idx")
    .on("application_answers")
    .columns(["application_id", "position"])
    .execute();
  await db.schema
    .createIndex("application_answers_filter_idx")
    .on("application_answers")
    .columns(["question_key", "value", "application_id"])
    .execute();

  // Questions saved once to be added to any job (each added copy is the job's own).
  await db.schema
    .createTable("question_templates")
    .$call(withId(db))
    .addColumn("question", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("question_templates").execute();
  await sql`update applications set stage = 'rejected' where stage = 'not_fit'`.execute(db);
  await db.schema.dropTable("application_answers").execute();
  await db.schema.dropTable("job_screening").execute();
  await setStages(db, STAGES_BEFORE);
}

/**
 * Changes which stages the applications' check allows. PostgreSQL alters the constraint; SQLite
 * cannot, so it rebuilds the table and its timeline's (which references it) under new names, drops
 * the old ones (the timeline first, so no cascade runs) and renames the new ones back. Tables that
 * reference applications must be empty or rebuilt here too: dropping the old one cascades.
 */
async function setStages(db: Kysely<unknown>, stages: string) {
  if (engineOf(db) === "postgres") {
    await sql`alter table applications drop constraint applications_stage_check`.execute(db);
    await sql
      .raw(`alter table applications add constraint applications_stage_check check (stage in (${stages}))`)
      .execute(db);
    return;
  }
  await sql
    .raw(
      `create table applications_next (
        id integer primary key autoincrement,
        job_id integer references jobs(id) on delete set null,
        job_title text not null,
        full_name text not null,
        email text not null,
        email_key text not null,
        phone text not null,
        location text not null,
        profile_url text,
        cover_letter text,
        cv_file_id integer not null references files(id),
        source text not null,
        stage text not null default 'new' check (stage in (${stages})),
        created_at text not null,
        updated_at text not null
      )`,
    )
    .execute(db);
  await sql`insert into applications_next select id, job_id, job_title, full_name, email, email_key, phone, location,
    profile_url, cover_letter, cv_file_id, source, stage, created_at, updated_at from applications`.execute(db);
  await sql`create table application_events_next (
      id integer primary key autoincrement,
      application_id integer not null references applications_next(id) on delete cascade,
      kind text not null check (kind in ('applied', 'stage', 'note')),
      from_stage text,
      to_stage text,
      note text,
      actor text,
      created_at text not null
    )`.execute(db);
  await sql`insert into application_events_next select id, application_id, kind, from_stage, to_stage, note, actor,
    created_at from application_events`.execute(db);
  await sql`drop table application_events`.execute(db);
  await sql`drop table applications`.execute(db);
  // With foreign keys on, SQLite renames the references in the tables that point here as well.
  await sql`alter table applications_next rename to applications`.execute(db);
  await sql`alter table application_events_next rename to application_events`.execute(db);
  for (const statement of [
    "create unique index applications_job_email_idx on applications (job_id, email_key)",
    "create index applications_created_at_idx on applications (created_at, id)",
    "create index applications_stage_created_at_idx on applications (stage, created_at, id)",
    "create index applications_job_created_at_idx on applications (job_id, created_at, id)",
    "create index applications_cv_file_idx on applications (cv_file_id)",
    "create index application_events_application_idx on application_events (application_id, created_at, id)",
  ]) {
    await sql.raw(statement).execute(db);
  }
}
