import { sql, type Kysely } from "kysely";

import { engineOf } from "../migration-helpers";

// PostgreSQL only: the trigger that bumps the content version (migration 0008) also announces the
// new number on the channel CONTENT_VERSION_CHANNEL. Every instance listens there, so a page
// served from its cache costs no query; the announcement is part of the writing transaction and
// goes out when (and only if) it commits. SQLite has no such channel: its processes read the number.

export const CONTENT_VERSION_CHANNEL = "content_version";

export async function up(db: Kysely<unknown>) {
  if (engineOf(db) !== "postgres") return;
  await sql`
    create or replace function bump_content_version() returns trigger language plpgsql as $$
    declare
      bumped bigint;
    begin
      update content_version set version = version + 1 where id = 1 returning version into bumped;
      perform pg_notify(${sql.lit(CONTENT_VERSION_CHANNEL)}, bumped::text);
      return null;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  if (engineOf(db) !== "postgres") return;
  await sql`
    create or replace function bump_content_version() returns trigger language plpgsql as $$
    begin
      update content_version set version = version + 1 where id = 1;
      return null;
    end $$`.execute(db);
}
