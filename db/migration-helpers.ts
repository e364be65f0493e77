/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on any schema version: kysely's documented Kysely<any> */
// What migrations need to write one schema for both engines. Every difference in DDL between
// SQLite and PostgreSQL goes through here or through a branch on `engineOf(db)`.
import { PostgresAdapter, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from "kysely";

import type { Engine } from "./connect";

export function engineOf(db: Kysely<any>): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

/**
 * The `id` primary key the database numbers: SQLite's `integer primary key autoincrement` (ids
 * never reused), PostgreSQL's identity column (by default, so a copy can keep its ids).
 */
export function withId(db: Kysely<any>) {
  const postgres = engineOf(db) === "postgres";
  return <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
    table.addColumn("id", "integer", (col: ColumnDefinitionBuilder) =>
      postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    );
}
