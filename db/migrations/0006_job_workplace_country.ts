import { sql, type Kysely } from "kysely";

// Jobs say where the work happens (On-site, Hybrid, Remote) and in which country (ISO 3166-1
// alpha-2), so the careers page and its JobPosting structured data stop calling every job an
// on-site job in India. Existing rows default to On-site in India (where the company hires),
// then the backfill corrects what their location text says otherwise.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable("jobs")
    .addColumn("workplace", "text", (col) =>
      col
        .notNull()
        .defaultTo("On-site")
        .check(sql`workplace in ('On-site', 'Hybrid', 'Remote')`),
    )
    .execute();
  await db.schema
    .alterTable("jobs")
    .addColumn("country", "text", (col) => col.notNull().defaultTo("IN"))
    .execute();

  // lower(…) like '…' matches case-insensitively on SQLite and Postgres alike.
  await sql`update jobs set workplace = 'Hybrid' where lower(location) like '%hybrid%'`.execute(db);
  await sql`update jobs set workplace = 'Remote' where lower(location) like '%remote%'`.execute(db);
  await sql`update jobs set country = 'US'
    where lower(location) like '%san francisco%'
       or lower(location) like '%, ca'
       or lower(location) like '%united states%'
       or lower(location) like '%, usa'`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable("jobs").dropColumn("country").execute();
  await db.schema.alterTable("jobs").dropColumn("workplace").execute();
}
