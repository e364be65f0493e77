import {
  expressionBuilder,
  sql,
  type AnyColumn,
  type Expression,
  type Selectable,
  type SelectQueryBuilder,
  type SqlBool,
} from "kysely";

// Query helpers every model shares: search, newest-first order and paging, counts, ids from URLs.

/** `%text%` for LIKE, with the user's own % _ and \ taken literally. */
function likePattern(text: string) {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Case-insensitive "column contains text", in portable SQL (lower() + LIKE … ESCAPE works
 * the same in SQLite and Postgres).
 */
function containsText(column: string, text: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${likePattern(text)} escape '\\'`;
}

/** Case-insensitive "any of these columns contains text" (see containsText). */
export function containsTextInAny(columns: readonly string[], text: string): Expression<SqlBool> {
  return expressionBuilder().or(columns.map((column) => containsText(column, text)));
}

/** The rows where any of `columns` contains the search text, ignoring case; every row when the text is blank. */
export function searchColumns<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  columns: readonly AnyColumn<DB, TB>[],
  text: string,
) {
  const search = text.trim();
  return search ? query.where(containsTextInAny(columns, search)) : query;
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

/**
 * Newest first by `column` (created_at unless said otherwise), ties by id (newest first), so that
 * pages never repeat or skip a row.
 */
export function newestFirst<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, column = "created_at") {
  return query.orderBy(sql.ref(column), "desc").orderBy(sql.ref("id"), "desc");
}

/** Which page of a list to show: a 1-based page number, or rows to skip (`offset`) in its place. */
type PageRequest = { page?: number; limit: number; offset?: number };

/** Page number, size and rows to skip; a page number that is not a positive integer is page 1. */
function paging({ page = 1, limit, offset }: PageRequest) {
  if (offset !== undefined) return { page: Math.floor(offset / limit) + 1, limit, offset };
  const safePage = Number.isSafeInteger(page) && page > 0 ? page : 1;
  return { page: safePage, limit, offset: (safePage - 1) * limit };
}

type PageOptions<DB, TB extends keyof DB, O> = {
  /** The columns to read (every column when left out): a list reads what it shows. */
  select?: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, O>;
  /**
   * The page and the total from one statement (a window count over the matches), so that a filter
   * dearer to run than sorting what it matches (a full-text search) runs once, not twice.
   */
  countWithPage?: boolean;
  /** The timestamp column "newest" goes by: created_at unless said otherwise (posts: published_at). */
  newestBy?: string;
};

/** One page of a filtered query, newest first, with its page number and size, and how many rows match in all. */
export async function newestFirstPage<DB, TB extends keyof DB, O = Selectable<DB[TB]>>(
  query: SelectQueryBuilder<DB, TB, object>,
  request: PageRequest,
  {
    select = (all) => all.selectAll() as SelectQueryBuilder<DB, TB, O>,
    countWithPage = false,
    newestBy,
  }: PageOptions<DB, TB, O> = {},
) {
  const { page, limit, offset } = paging(request);
  const pageQuery = newestFirst(select(query), newestBy).limit(limit).offset(offset);
  if (countWithPage) {
    // TypeScript cannot follow a selection added to a generic one, hence $castTo.
    const found = await pageQuery
      .select(sql<number>`count(*) over ()`.as("match_count"))
      .$castTo<O & { match_count: number | string }>()
      .execute();
    // A page past the last match has no row to carry the count.
    const total = found[0] ? Number(found[0].match_count) : offset > 0 ? await countRows(query) : 0;
    const rows = found.map(({ match_count: _count, ...row }) => row as O);
    return { rows, total, page, limit };
  }
  const [rows, total] = await Promise.all([pageQuery.execute(), countRows(query)]);
  return { rows, total, page, limit };
}

/** A route or API id: a positive integer in canonical form, or null (never a partial parse like "12abc"). */
export function parseId(value: string | undefined | null) {
  if (!value || !/^[1-9]\d{0,14}$/.test(value)) return null;
  return Number(value);
}
