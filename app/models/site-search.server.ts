import { sql, type RawBuilder } from "kysely";

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

/** The entries matching the words (and whether their title does), as SQL for this engine. */
function matching(spelt: string[][], lastIsPrefix: boolean): { where: RawBuilder<boolean>; tier: RawBuilder<number> } {
  if (engine === "sqlite") {
    const query = ftsQuery(spelt, lastIsPrefix);
    const title = `{title} : (${query})`;
    return {
      where: sql<boolean>`search_entries.id in (select rowid from search_fts where search_fts match ${query})`,
      tier: sql<number>`case when search_entries.id in (select rowid from search_fts where search_fts match ${title}) then 0 else 1 end`,
    };
  }
  const query = sql`to_tsquery('english', ${tsQuery(spelt, lastIsPrefix)})`;
  return {
    where: sql<boolean>`search_entries.search_tsv @@ ${query}`,
    tier: sql<number>`case when search_entries.title_tsv @@ ${query} then 0 else 1 end`,
  };
}

/** Which page of which size: a page that is not a positive integer is the first; a size is kept within 1…MAX_SEARCH_LIMIT. */
function paging(page = 1, limit = SEARCH_PAGE_SIZE) {
  const safePage = Number.isSafeInteger(page) && page > 0 ? page : 1;
  const safeLimit = Number.isSafeInteger(limit) ? Math.min(Math.max(limit, 1), MAX_SEARCH_LIMIT) : SEARCH_PAGE_SIZE;
  return { page: safePage, limit: safeLimit };
}

/**
 * One page of what visitors find for `q` at `now` (of one `type`, or all), best first: entries
 * whose title holds every word, then the others; newest first within each. Never throws for
 * what was typed: text with no searchable word finds nothing.
 */
export async function searchSite({ q, type, page: askedPage, limit: askedLimit, now = new Date() }: SiteSearchRequest) {
  const { page, limit } = paging(askedPage, askedLimit);
  const query = parseSearchQuery(q);
  if (query.words.length === 0) return { results: [] as SearchResult[], total: 0, page, limit };
  const spelt = await spellings(query);
  const { where, tier } = matching(spelt, query.lastIsPrefix);
  const at = now.toISOString();
  const found = db
    .selectFrom("search_entries")
    .where(where)
    .where((eb) => eb.or([eb("visible_from", "is", null), eb("visible_from", "<=", at)]))
    .where((eb) => eb.or([eb("visible_until", "is", null), eb("visible_until", ">", at)]))
    .$if(type !== undefined, (entries) => entries.where("kind", "=", type!));
  // The matches are ranked on their narrow columns; only the page's rows are read in full.
  const ranked = found
    .select(["id", "ranked_at"])
    .select([tier.as("tier"), sql<number | string>`count(*) over ()`.as("total")])
    .orderBy("tier")
    .orderBy("ranked_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .offset((page - 1) * limit);
  const rows = await db
    .with("ranked", () => ranked)
    .selectFrom("ranked")
    .innerJoin("search_entries as entry", "entry.id", "ranked.id")
    .select(["entry.kind", "entry.title", "entry.body", "entry.url", "entry.ranked_at", "ranked.total"])
    .orderBy("ranked.tier")
    .orderBy("ranked.ranked_at", "desc")
    .orderBy("ranked.id", "desc")
    .execute();
  // A page past the last result has no row to carry the count.
  const total = rows[0]
    ? Number(rows[0].total)
    : page > 1
      ? Number((await found.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n)
      : 0;
  const terms = spelt.flat();
  const results = rows.map((row): SearchResult => ({
    type: row.kind,
    title: row.title,
    titleSegments: highlight(row.title, terms),
    url: row.url,
    snippet: snippet(row.body, terms),
    date: row.ranked_at || null,
  }));
  return { results, total, page, limit };
}
