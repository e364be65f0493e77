import type { Selectable, Updateable } from "kysely";

import { db } from "~/db.server";

import type { Executor } from "./activity.server";
import type { Database } from "../../db/database";

// One row by its numeric id: read, update or delete it, for any table that has one.
// TypeScript cannot follow a generic table name through kysely's types, so each query runs on
// the union of these tables and the result is given back as a row of the table that was named.
// The writes run on `on`: the database, or the transaction of a change and its activity entry.

type TableWithId = {
  [T in keyof Database]: Selectable<Database[T]> extends { id: number } ? T : never;
}[keyof Database];

type Row<T extends TableWithId> = Selectable<Database[T]>;

/** The row with this id as a domain object, or null when there is none. */
export async function findById<T extends TableWithId, Item>(table: T, id: number, toItem: (row: Row<T>) => Item) {
  const row = await db
    .selectFrom(table as TableWithId)
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toItem(row as Row<T>) : null;
}

function updateQuery<T extends TableWithId>(table: T, id: number, changes: Updateable<Database[T]>, on: Executor) {
  return on
    .updateTable(table as TableWithId)
    .set(changes)
    .where("id", "=", id);
}

/** Whether a row with this id was there to change. */
export async function updateById<T extends TableWithId>(
  table: T,
  id: number,
  changes: Updateable<Database[T]>,
  on: Executor = db,
) {
  const result = await updateQuery(table, id, changes, on).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The changed row with this id as a domain object, or null when there is none. */
export async function updateByIdReturning<T extends TableWithId, Item>(
  table: T,
  id: number,
  changes: Updateable<Database[T]>,
  toItem: (row: Row<T>) => Item,
  on: Executor = db,
) {
  const row = await updateQuery(table, id, changes, on).returningAll().executeTakeFirst();
  return row ? toItem(row as Row<T>) : null;
}

/** Whether a row with this id was deleted. */
export async function deleteById(table: TableWithId, id: number, on: Executor = db) {
  const result = await on.deleteFrom(table).where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The row with this id as it was before it was deleted, or null when there was none. */
export async function deleteByIdReturning<T extends TableWithId>(table: T, id: number, on: Executor = db) {
  const row = await on
    .deleteFrom(table as TableWithId)
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  return (row as Row<T> | undefined) ?? null;
}
