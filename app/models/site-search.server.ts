import { sql } from "kysely";

import { db, engine } from "~/db.server";
import { oneEditVariants, parseSearchQuery, type SearchQuery } from "~/lib/search-query";
import { highlight, snippet, type Segment } from "~/lib/search-snippet";

// The site search (issue 41): posts, jobs and pages in one ranked list, from the index that
// search-index.server.ts keeps. The one engine-specific part is how the words are matched:
// - SQLite: FTS5 with Porter stemming (migration 0028's search_fts), `"word"*` for a prefix.
// - PostgreSQL: English tsvectors, `word:*` for a prefix.
// Everything else is shared, so both engines rank alike: the words come from one parser, a typo
// is corrected from one vocabulary, and the order is: title matches first, then the newest.

export const SEARCH_KINDS = ["post", "job", "page"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export function isSearchKind(value: string): value is SearchKind {
  return (SEARCH_KINDS as readonly string[]).includes(value);
}

export const SEARCH_PAGE_SIZE = 10;
/** The most results one page (of the API) may hold. */
export const MAX_SEARCH_LIMIT = 50;
/** The most corrections a misspelt word is searched as. */
const MAX_CORRECTIONS = 3;

export type SearchResult = {
  type: SearchKind;
  title: string;
  /** The title with the searched words marked. */
  titleSegments: Segment[];
  url: string;
  snippet: Segment[];
  /** When a post was published, a job posted, a page published (ISO), or null. */
  date: string | null;
};

export type SiteSearchRequest = {
  q: string;
  type?: SearchKind;
  page?: number;
  limit?: number;
  now?: Date;
};

/**
 * Each searched word with the spellings it is searched as: itself, and when it is not a word of
 * the site (and long enough to be a typo), the site's words one edit away from it.
 */
async function spellings({ words }: SearchQuery) {
  const knownOf = async (candidates: string[]) =>
    candidates.length === 0
      ? new Set<string>()
      : new Set(
          (await db.selectFrom("search_terms").select("word").where("word", "in", candidates).execute()).map(
            (row) => row.word,
          ),
        );
  const known = await knownOf(words);
  // Only a word the site does not have is looked up as its hundreds of one-edit variants.
  const variants = new Map(words.filter((word) => !known.has(word)).map((word) => [word, oneEditVariants(word)]));
  const corrections = await knownOf([...new Set([...variants.values()].flat())]);
  return words.map((word) => [
    word,
    ...(variants.get(word) ?? [])
      .filter((variant) => corrections.has(variant))
      .sort()
      .slice(0, MAX_CORRECTIONS),
  ]);
}

/** An FTS5 string: any text, quoted, so it is never query syntax. */
const ftsString = (word: string) => `"${word.replace(/"/g, '""')}"`;

/** The FTS5 query: every word (as any of its spellings), the last one also as a prefix. */
function ftsQuery(spelt: string[][], lastIsPrefix: boolean) {
  return spelt
    .map((forms, index) => {
      const terms = forms.map(ftsString);
      if (lastIsPrefix && index === spelt.length - 1) terms[0] = `${terms[0]}*`;
      return terms.length === 1 ? terms[0]! : `(${terms.join(" OR ")})`;
    })
    .join(" AND ");
}

/** The tsquery text, as ftsQuery. Words are letters and digits only (parseSearchQuery): no operator gets in. */
function tsQuery(spelt: string[][], lastIsPrefix: boolean) {
  return spelt
    .map((forms, index) => {
      const terms = [...forms];
      if (lastIsPrefix && index === spelt.length - 1) terms[0] = `${terms[0]}:*`;
      return `(${terms.join(" | ")})`;
    })
    .join(" & ");
}

/**
 * Which matches: all of them, those whose title holds every word (ranked first), or the others.
 * Within each, the newest first (ranked_at, then id).
 */
type Tier = "all" | "title" | "rest";

/**
 * The matches of one tier that visitors see at `at` (of one `type`, or all), as the FROM and WHERE
 * of a query over entries `e`, and their order. The engines walk them in that order and stop at the
 * page (migration 0030), so a word in every entry costs no more than a rare one.
 */
function matches(spelt: string[][], lastIsPrefix: boolean, tier: Tier, type: SearchKind | undefined, at: string) {
  const visible = sql`(e.visible_from is null or e.visible_from <= ${at}) and (e.visible_until is null or e.visible_until > ${at})`;
  if (engine === "sqlite") {
    const words = ftsQuery(spelt, lastIsPrefix);
    const inTitle = `{title} : (${words})`;
    const inText = `{title body} : (${words})`;
    const tiered = tier === "all" ? inText : tier === "title" ? inTitle : `(${inText}) NOT (${inTitle})`;
    const query = type ? `(${tiered}) AND kind : ${ftsString(type)}` : tiered;
    return {
      from: sql`from search_fts f join search_entries e on e.rank_key = f.rowid where search_fts match ${query} and ${visible}`,
      order: sql`order by f.rowid desc`,
    };
  }
  const words = sql`to_tsquery('english', ${tsQuery(spelt, lastIsPrefix)})`;
  const tiered =
    tier === "all"
      ? sql`e.search_tsv @@ ${words}`
      : tier === "title"
        ? sql`e.title_tsv @@ ${words}`
        : sql`e.search_tsv @@ ${words} and not e.title_tsv @@ ${words}`;
  return {
    from: sql`from search_entries e where ${tiered} and ${visible}${type ? sql` and e.kind = ${type}` : sql``}`,
    order: sql`order by e.ranked_at desc, e.id desc`,
  };
}

type Matches = ReturnType<typeof matches>;

/** How many matches there are, counted up to `most` (counting stops there). */
async function countUpTo({ from }: Matches, most: number) {
  const { rows } = await sql<{
    n: number | string;
  }>`select count(*) as n from (select 1 ${from} limit ${most}) as counted`.execute(db);
  return Number(rows[0]!.n);
}

/**
 * The ids of `limit` matches after the first `offset`, in their order. When they are `many`,
 * PostgreSQL is told to walk them in order rather than gather them all and sort: its estimate of a
 * prefix search ("found:*") is far too low, and it would sort 100,000 matches for 10.
 */
async function idsOf({ from, order }: Matches, limit: number, offset: number, many: boolean) {
  if (limit <= 0) return [];
  const query = sql<{ id: number }>`select e.id ${from} ${order} limit ${limit} offset ${offset}`;
  const { rows } =
    engine === "postgres" && many
      ? await db.transaction().execute(async (trx) => {
          await sql`set local enable_bitmapscan = off`.execute(trx);
          return query.execute(trx);
        })
      : await query.execute(db);
  return rows.map((row) => row.id);
}

/** Which page of which size: a page that is not a positive integer is the first; a size is kept within 1…MAX_SEARCH_LIMIT. */
function paging(page = 1, limit = SEARCH_PAGE_SIZE) {
  const safePage = Number.isSafeInteger(page) && page > 0 ? page : 1;
  const safeLimit = Number.isSafeInteger(limit) ? Math.min(Math.max(limit, 1), MAX_SEARCH_LIMIT) : SEARCH_PAGE_SIZE;
  return { page: safePage, limit: safeLimit };
}

/** Results are counted up to this many; past it a search says "1,000+ results". */
export const MOST_COUNTED = 1000;

/**
 * One page of what visitors find for `q` at `now` (of one `type`, or all), best first: entries
 * whose title holds every word, then the others; newest first within each. `total` counts up to
 * MOST_COUNTED (`totalCapped` when there are more). Never throws for what was typed: text with no
 * searchable word finds nothing.
 */
export async function searchSite({ q, type, page: askedPage, limit: askedLimit, now = new Date() }: SiteSearchRequest) {
  const { page, limit } = paging(askedPage, askedLimit);
  const query = parseSearchQuery(q);
  const none = { results: [] as SearchResult[], total: 0, totalCapped: false, page, limit };
  if (query.words.length === 0) return none;
  const spelt = await spellings(query);
  const at = now.toISOString();
  const tier = (name: Tier) => matches(spelt, query.lastIsPrefix, name, type, at);
  const offset = (page - 1) * limit;
  // Counted far enough to place the page, and to tell a tier of many matches from one of few.
  const enough = Math.max(offset + limit, MOST_COUNTED) + 1;
  const counted = await countUpTo(tier("all"), enough);
  if (counted === 0) return none;
  // The title tier fills the page first; the rest continue where it ends.
  const inTitles = await countUpTo(tier("title"), enough);
  const fromTitles = inTitles > offset ? await idsOf(tier("title"), limit, offset, inTitles > MOST_COUNTED) : [];
  const rest = limit - fromTitles.length;
  const ids = [
    ...fromTitles,
    ...(await idsOf(tier("rest"), rest, Math.max(0, offset - inTitles), counted - inTitles > MOST_COUNTED)),
  ];
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom("search_entries")
          .select(["id", "kind", "title", "body", "url", "ranked_at"])
          .where("id", "in", ids)
          .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const terms = spelt.flat();
  // An entry replaced between the two reads (its content just changed) is left out of this page.
  const results = ids.flatMap((id): SearchResult[] => {
    const row = byId.get(id);
    if (!row) return [];
    const { kind, title, body, url, ranked_at } = row;
    const date = ranked_at || null;
    return [{ type: kind, title, titleSegments: highlight(title, terms), url, snippet: snippet(body, terms), date }];
  });
  return { results, total: Math.min(counted, MOST_COUNTED), totalCapped: counted > MOST_COUNTED, page, limit };
}
