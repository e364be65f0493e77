// How fast is the site search (issue 41) as its index grows, on either engine?
// Usage: npm run build && node bench/site-search.mjs [sqlite|postgres]
// Fills a throw-away database's search index (migration 0028) with 10k, then 100k posts (each its
// title and about 450 characters of text) and times the BUILT server's answer to /api/search
// (median of 7 runs each). PostgreSQL runs on BENCH_DATABASE_URL or a private throw-away cluster.
import { performance } from "node:perf_hooks";

import { builtSiteOn } from "./built-site.mjs";
import { post } from "./content.mjs";
import { openClient } from "./database.mjs";

const engine = process.argv[2] ?? "sqlite";
if (!["sqlite", "postgres"].includes(engine)) throw new Error("Usage: node bench/site-search.mjs [sqlite|postgres]");

const { database, handle } = await builtSiteOn(engine, "bench_search");

const client = await openClient(database);
const ENTRY_COLUMNS = ["kind", "ref", "title", "body", "url", "visible_from", "ranked_at"];
/** After a bulk load: SQLite merges the FTS segments, PostgreSQL moves the GIN pending list into the index. */
const compact =
  engine === "sqlite"
    ? () => client.exec("insert into search_fts(search_fts) values ('optimize'); analyze")
    : () => client.exec("select gin_clean_pending_list('search_entries_tsv_idx'::regclass); analyze");

const PARAGRAPH =
  "Founders who measure early learn faster than founders who wait for certainty. We ask every team in the studio " +
  "to write down what they expect before each experiment, then compare it with what happened.";

/** Scheduled posts, not yet found: one in a thousand, as on a site that plans ahead. */
const SCHEDULED_EVERY = 1000;
const NOW = Date.now();

/**
 * Entry `n` of the index: post `n` of bench/content.mjs, as search-index.server.ts writes it,
 * published `n` × 5 minutes ago (the newest first), or to go live `n` minutes from now.
 */
function entry(n) {
  const [title, slug, author, description] = post(n);
  const at = new Date(n % SCHEDULED_EVERY === 0 ? NOW + n * 60_000 : NOW - n * 300_000).toISOString();
  return ["post", String(n + 1), title, `${description}\n${PARAGRAPH}\n${author}`, `/blog/${slug}`, at, at];
}

let count = 0;
// The site's own pages are indexed at start-up: their words are in the vocabulary already.
const terms = new Set((await client.query("select word from search_terms")).map((row) => row.word));
async function growTo(size) {
  const rows = [];
  for (let n = count; n < size; n += 1) rows.push(entry(n));
  await client.insert("search_entries", ENTRY_COLUMNS, rows);
  const words = new Set();
  for (const row of rows)
    for (const word of `${row[2]} ${row[3]}`.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
      if (word.length >= 4 && !terms.has(word)) words.add(word);
  await client.insert(
    "search_terms",
    ["word"],
    [...words].map((word) => [word]),
  );
  for (const word of words) terms.add(word);
  count = size;
  await compact();
}

const QUERIES = [
  ["a few matches", "q=fundraising+part+4241"],
  ["a typo", "q=fundrasing+4241"],
  ["while typing", "q=fundraising+42"],
  ["1 in 8 match", "q=pricing"],
  ["every one matches", "q=founders"],
  ["… its page 50", "q=founders&page=50"],
  ["no match", "q=quarterly+zeitgeist"],
];

async function time(query) {
  const runs = [];
  for (let i = 0; i < 7; i += 1) {
    const start = performance.now();
    const response = await handle(new Request(`http://localhost/api/search?${query}`));
    await response.text();
    runs.push(performance.now() - start);
  }
  return runs.sort((a, b) => a - b)[3];
}

const COLUMN = 20;
console.log(`${engine}: server time per /api/search request (median of 7)`);
for (const [name, q] of QUERIES) console.log(`  ${name}: /api/search?${q}`);
console.log("entries   " + QUERIES.map(([name]) => name.padEnd(COLUMN)).join(""));
for (const size of [10_000, 100_000]) {
  await growTo(size);
  const timings = [];
  for (const [, q] of QUERIES) timings.push(`${(await time(q)).toFixed(1)} ms`.padEnd(COLUMN));
  console.log(`${String(size).padEnd(10)}${timings.join("")}`);
}
await client.close();
await database.remove();
process.exit(0);
