import { sql, type Kysely } from "kysely";

import { engineOf } from "../migration-helpers";
import { CONTENT_VERSION_CHANNEL, up as announceEveryBump } from "./0010_content_version_notify";

// PostgreSQL only: the content version moves on as a writing transaction commits, not at its first
// write to content. The statement triggers of migrations 0008 and 0021 updated the version's one
// row at a transaction's first content write, and its lock was held until the commit: every other
// transaction writing content queued behind it for as long as it ran (under `npm run soak` up to 15
// sessions waited so, and an API write of a post or a job took up to 10 s). Deferred constraint
// triggers run at the commit, so the row is held for the commit alone; they fire for each row, and
// the function moves the version once per transaction (a setting local to it remembers). TRUNCATE,
// which such triggers do not see, keeps a statement trigger. The number still changes in the
// writing transaction and is announced when (and only if) it commits.
const CONTENT_TABLES = ["blogs", "jobs", "tags", "post_tags"];

export async function up(db: Kysely<unknown>) {
  if (engineOf(db) !== "postgres") return;
  await sql`
    create or replace function bump_content_version() returns trigger language plpgsql as $$
    declare
      bumped bigint;
    begin
      if current_setting('lumora.content_version_moved', true) = 'yes' then return null; end if;
      perform set_config('lumora.content_version_moved', 'yes', true);
      update content_version set version = version + 1 where id = 1 returning version into bumped;
      perform pg_notify(${sql.lit(CONTENT_VERSION_CHANNEL)}, bumped::text);
      return null;
    end $$`.execute(db);
  for (const table of CONTENT_TABLES) {
    await sql`drop trigger ${sql.id(`${table}_content_version`)} on ${sql.table(table)}`.execute(db);
    await sql`
      create constraint trigger ${sql.id(`${table}_content_version`)}
      after insert or update or delete on ${sql.table(table)}
      deferrable initially deferred
      for each row execute function bump_content_version()`.execute(db);
    await sql`
      create trigger ${sql.id(`${table}_content_version_truncate`)}
      after truncate on ${sql.table(table)}
      for each statement execute function bump_content_version()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>) {
  if (engineOf(db) !== "postgres") return;
  for (const table of CONTENT_TABLES) {
    await sql`drop trigger ${sql.id(`${table}_content_version_truncate`)} on ${sql.table(table)}`.execute(db);
    await sql`drop trigger ${sql.id(`${table}_content_version`)} on ${sql.table(table)}`.execute(db);
    await sql`
      create trigger ${sql.id(`${table}_content_version`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function bump_content_version()`.execute(db);
  }
  // The function as migration 0010 made it: a bump and its announcement at every call.
  await announceEveryBump(db);
}
