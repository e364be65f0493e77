import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from "kysely";

// Query helpers every model shares: search, paging, ids from URLs, counts.

/** `%text%` for LIKE, with the user's own % _ and \ taken literally. */
function likePattern(text: string) {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Case-insensitive "column contains text", in portable SQL (lower() + LIKE … ESCAPE works
 * the same in SQLite and Postgres).
 */
export function containsText(column: string, text: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${likePattern(text)} escape '\\'`;
}

/** How many rows a filtered query matches. */
export async function countRows<DB, TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, object>) {
  // TypeScript cannot infer a selection over any table, hence $castTo; drivers answer a number, bigint or string.
  const { count } = await query
    .select((eb) => eb.fn.countAll().as("count"))
    .$castTo<{ count: number | bigint | string }>()
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** One page of a filtered query, newest first (ties by id, newest first), and how many rows match in all. */
export async function newestFirstPage<DB, TB extends keyof DB>(
  query: SelectQueryBuilder<DB, TB, object>,
  { limit, offset }: { limit: number; offset: number },
) {
  const [rows, total] = await Promise.all([
    query
      .selectAll()
      .orderBy(sql.ref("created_at"), "desc")
      .orderBy(sql.ref("id"), "desc")
      .limit(limit)
      .offset(offset)
      .execute(),
    countRows(query),
  ]);
  return { rows, total };
}

/** Page number and size, clamped to sane values. */
export function paging({ page = 1, limit }: { page?: number; limit: number }) {
  const safePage = Number.isSafeInteger(page) && page > 0 ? page : 1;
  return { page: safePage, limit, offset: (safePage - 1) * limit };
}

/** A route or API id: a positive integer in canonical form, or null (never a partial parse like "12abc"). */
export function parseId(value: string | undefined | null) {
  if (!value || !/^[1-9]\d{0,14}$/.test(value)) return null;
  return Number(value);
}
