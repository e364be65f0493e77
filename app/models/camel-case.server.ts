// Models hand out domain objects: a row's columns under camelCase names (created_at → createdAt).

/** "created_at" → "createdAt", as a type. */
type CamelCase<Name extends string> = Name extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Name;

/** A row with its columns under camelCase names. */
export type CamelCased<Row> = { [Column in keyof Row & string as CamelCase<Column>]: Row[Column] };

function camelCase(name: string) {
  return name.replace(/_(.)/g, (_, next: string) => next.toUpperCase());
}

/**
 * Every column of a row, under its camelCase name. For tables whose every column is public;
 * a model that hides or derives columns maps its rows by hand.
 */
export function camelCaseRow<Row extends object>(row: Row) {
  // Object.fromEntries cannot type its keys; they are those of CamelCased by construction.
  return Object.fromEntries(
    Object.entries(row).map(([column, value]) => [camelCase(column), value]),
  ) as CamelCased<Row>;
}
