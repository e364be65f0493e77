import { sql, type Kysely } from "kysely";

import { engineOf } from "../migration-helpers";

// The site search walks its matches newest first and stops at the page (issue 41: a word in every
// one of 100,000 entries answers as fast as a rare one), instead of ranking every match.
// - SQLite: the full-text index's rowid becomes a rank key that orders like (ranked_at, id): the
//   milliseconds of ranked_at shifted left 21 bits, then the id's low 21 bits (unique while no two
//   entries of the same millisecond are 2 million ids apart). FTS5 walks its rowids in order and
//   stops early. The entry type is indexed too, so a search of one type skips the others there.
// - PostgreSQL: a B-tree on (ranked_at, id) to walk, and a GIN index on the title's words for the
//   title-first tier.
const RANK_KEY = sql.raw(
  "((coalesce(cast(unixepoch(ranked_at, 'subsec') * 1000 as integer), 0) << 21) | (id & 2097151))",
);

async function sqliteTriggers(db: Kysely<unknown>, rowid: string, columns: string[]) {
  const list = columns.join(", ");
  const of = (row: "new" | "old") => [`${row}.${rowid}`, ...columns.map((column) => `${row}.${column}`)].join(", ");
  await sql`create trigger search_fts_insert after insert on search_entries begin
    insert into search_fts(rowid, ${sql.raw(list)}) values (${sql.raw(of("new"))});
  end`.execute(db);
  await sql`create trigger search_fts_delete after delete on search_entries begin
    insert into search_fts(search_fts, rowid, ${sql.raw(list)}) values ('delete', ${sql.raw(of("old"))});
  end`.execute(db);
  await sql`create trigger search_fts_update after update on search_entries begin
    insert into search_fts(search_fts, rowid, ${sql.raw(list)}) values ('delete', ${sql.raw(of("old"))});
    insert into search_fts(rowid, ${sql.raw(list)}) values (${sql.raw(of("new"))});
  end`.execute(db);
}

async function dropSqliteIndex(db: Kysely<unknown>) {
  for (const name of ["search_fts_update", "search_fts_delete", "search_fts_insert"])
    await sql`drop trigger ${sql.id(name)}`.execute(db);
  await sql`drop table search_fts`.execute(db);
}

export async function up(db: Kysely<unknown>) {
  if (engineOf(db) === "postgres") {
    await sql`create index search_entries_rank_idx on search_entries (ranked_at desc, id desc)`.execute(db);
    await sql`create index search_entries_title_tsv_idx on search_entries using gin (title_tsv)`.execute(db);
    return;
  }
  await dropSqliteIndex(db);
  await sql`alter table search_entries add column rank_key integer generated always as (${RANK_KEY}) virtual`.execute(
    db,
  );
  await sql`create unique index search_entries_rank_idx on search_entries (rank_key)`.execute(db);
  await sql`create virtual table search_fts using fts5(title, body, kind, content='search_entries',
    content_rowid='rank_key', tokenize='porter unicode61 remove_diacritics 0', prefix='2 3')`.execute(db);
  await sqliteTriggers(db, "rank_key", ["title", "body", "kind"]);
  await sql`insert into search_fts(search_fts) values ('rebuild')`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  if (engineOf(db) === "postgres") {
    await sql`drop index search_entries_title_tsv_idx`.execute(db);
    await sql`drop index search_entries_rank_idx`.execute(db);
    return;
  }
  await dropSqliteIndex(db);
  await sql`drop index search_entries_rank_idx`.execute(db);
  await sql`alter table search_entries drop column rank_key`.execute(db);
  await sql`create virtual table search_fts using fts5(title, body, content='search_entries', content_rowid='id',
    tokenize='porter unicode61 remove_diacritics 0', prefix='2 3')`.execute(db);
  await sqliteTriggers(db, "id", ["title", "body"]);
  await sql`insert into search_fts(search_fts) values ('rebuild')`.execute(db);
}
