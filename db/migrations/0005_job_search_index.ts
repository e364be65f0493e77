import { sql, type Kysely } from "kysely";

// SQLite-specific (see app/models/job-search.server.ts): a trigram full-text index over the
// searchable job columns, so "contains this text" no longer scans every row. It mirrors the
// jobs table through triggers. (On Postgres the same role is played by a pg_trgm GIN index.)
export async function up(db: Kysely<unknown>) {
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
  await sql`drop trigger jobs_search_update`.execute(db);
  await sql`drop trigger jobs_search_delete`.execute(db);
  await sql`drop trigger jobs_search_insert`.execute(db);
  await sql`drop table jobs_search`.execute(db);
}
