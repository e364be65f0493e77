import { sql, type Kysely } from "kysely";

import { engineOf } from "../migration-helpers";

// Indexes for the job board's "contains this text" search over title, company and location
// (app/models/job-search.server.ts), one per engine, so a search no longer scans every row.
const COLUMNS = ["title", "company", "location"] as const;

export async function up(db: Kysely<unknown>) {
  if (engineOf(db) === "postgres") {
    // pg_trgm GIN indexes on lower(column): they serve `lower(column) like '%text%'` directly.
    await sql`create extension if not exists pg_trgm`.execute(db);
    for (const column of COLUMNS) {
      await sql`create index ${sql.id(`jobs_${column}_trgm_idx`)} on jobs using gin (lower(${sql.ref(column)}) gin_trgm_ops)`.execute(
        db,
      );
    }
    return;
  }
  // SQLite: a trigram full-text table mirroring the jobs table through triggers.
  await sql`create virtual table jobs_search using fts5(title, company, location, content='jobs', content_rowid='id', tokenize='trigram')`.execute(
    db,
  );
  await sql`create trigger jobs_search_insert after insert on jobs begin
    insert into jobs_search(rowid, title, company, location) values (new.id, new.title, new.company, new.location);
  end`.execute(db);
  await sql`create trigger jobs_search_delete after delete on jobs begin
    insert into jobs_search(jobs_search, rowid, title, company, location) values ('delete', old.id, old.title, old.company, old.location);
  end`.execute(db);
  await sql`create trigger jobs_search_update after update of title, company, location on jobs begin
    insert into jobs_search(jobs_search, rowid, title, company, location) values ('delete', old.id, old.title, old.company, old.location);
    insert into jobs_search(rowid, title, company, location) values (new.id, new.title, new.company, new.location);
  end`.execute(db);
  await sql`insert into jobs_search(jobs_search) values ('rebuild')`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  if (engineOf(db) === "postgres") {
    for (const column of COLUMNS) await db.schema.dropIndex(`jobs_${column}_trgm_idx`).execute();
    return;
  }
  await sql`drop trigger jobs_search_update`.execute(db);
  await sql`drop trigger jobs_search_delete`.execute(db);
  await sql`drop trigger jobs_search_insert`.execute(db);
  await sql`drop table jobs_search`.execute(db);
}
