import { sql, type Kysely, type Selectable } from "kysely";

import { documentPage, documentDefinition } from "~/content/documents";
import { documentText } from "~/lib/document-text";
import { wordsOf } from "~/lib/search-query";
import { addDays, officeTimeToUtc } from "~/lib/slots";
import { postPath } from "~/lib/slug";

import { parseContent } from "./content-document.server";
import type { Database, SearchEntriesTable } from "../../db/database";
import { engineOf } from "../../db/migration-helpers";

// Writes the site search's index (migration 0028) in the caller's transaction, so what visitors
// find changes with what they see: a post as it is published, scheduled or withdrawn, a job as
// it opens or closes, a page as it is published or deleted. Reading it: site-search.server.ts.

type Entry = Omit<SearchEntriesTable, "id">;

/** Words shorter than this are never corrected to (see TYPO_MIN_LENGTH), so they are not kept. */
const SHORTEST_TERM = 4;
/** Rows per insert: well under both engines' limits on a statement's parameters. */
const BATCH = 500;

/** Keeps each word of `texts` in the vocabulary a typo is corrected to. */
async function addTerms(on: Kysely<Database>, texts: string[]) {
  const words = [...new Set(texts.flatMap(wordsOf))].filter((word) => [...word].length >= SHORTEST_TERM);
  for (let start = 0; start < words.length; start += BATCH) {
    await on
      .insertInto("search_terms")
      .values(words.slice(start, start + BATCH).map((word) => ({ word })))
      .onConflict((oc) => oc.column("word").doNothing())
      .execute();
  }
}

/** Replaces what the index holds for `kind` `ref` with `entries` (none: it is no longer found). */
async function replaceEntries(on: Kysely<Database>, kind: Entry["kind"], ref: string, entries: Entry[]) {
  await on.deleteFrom("search_entries").where("kind", "=", kind).where("ref", "=", ref).execute();
  await insertEntries(on, entries);
}

async function insertEntries(on: Kysely<Database>, entries: Entry[]) {
  // Bodies run to thousands of words: a few rows per statement.
  for (let start = 0; start < entries.length; start += 50) {
    await on
      .insertInto("search_entries")
      .values(entries.slice(start, start + 50))
      .execute();
  }
  await addTerms(
    on,
    entries.flatMap((entry) => [entry.title, entry.body]),
  );
}

type PostRow = Pick<
  Selectable<Database["blogs"]>,
  "id" | "title" | "description" | "body_text" | "author" | "status" | "published_at" | "slug"
>;

function postEntries(post: PostRow): Entry[] {
  if (post.status !== "published") return [];
  return [
    {
      kind: "post",
      ref: String(post.id),
      title: post.title,
      body: [post.description, post.body_text, post.author].filter(Boolean).join("\n"),
      url: postPath(post),
      // Scheduled: found from its moment on.
      visible_from: post.published_at,
      visible_until: null,
      ranked_at: post.published_at,
    },
  ];
}

const POST_COLUMNS = ["id", "title", "description", "body_text", "author", "status", "published_at", "slug"] as const;

/** Indexes post `id` as just written (or deleted): found while published (from its publish date on), else not. */
export async function indexPost(on: Kysely<Database>, id: number) {
  const post = await on.selectFrom("blogs").select(POST_COLUMNS).where("id", "=", id).executeTakeFirst();
  return replaceEntries(on, "post", String(id), post ? postEntries(post) : []);
}

type JobRow = Pick<
  Selectable<Database["jobs"]>,
  | "id"
  | "title"
  | "company"
  | "location"
  | "department"
  | "type"
  | "description"
  | "requirements"
  | "status"
  | "closes_on"
  | "created_at"
>;

function jobEntries(job: JobRow): Entry[] {
  if (job.status !== "open") return [];
  const { company, location, department, type, description, requirements } = job;
  return [
    {
      kind: "job",
      ref: String(job.id),
      title: job.title,
      body: [company, location, department, type, description, requirements].filter(Boolean).join("\n"),
      url: `/careers?job=${job.id}`,
      visible_from: null,
      // Applications close at the end of the closing day, office time (as the careers page).
      visible_until: job.closes_on ? officeTimeToUtc(addDays(job.closes_on, 1), "00:00").toISOString() : null,
      ranked_at: job.created_at,
    },
  ];
}

/** Indexes job `id` as just written (or deleted): found while open and not past its closing date. */
export async function indexJob(on: Kysely<Database>, id: number) {
  const job = await on.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirst();
  return replaceEntries(on, "job", String(id), job ? jobEntries(job) : []);
}

type DocumentRow = Pick<Database["content_documents"], "key" | "live" | "live_at" | "scheduled" | "scheduled_at">;

/** The page's entry for `text` (one published content), found between `from` and `until`. */
function pageEntry(key: string, text: string | null, from: string | null, until: string | null): Entry[] {
  const definition = documentDefinition(key);
  const page = documentPage(key);
  const content = parseContent(text);
  if (!definition || !page || content === null || content === undefined) return [];
  // The search-and-sharing title names the page best; its text is not on the page.
  const { seo, ...fields } = definition.fields;
  const seoTitle = seo ? documentText({ seo }, content)[0] : undefined;
  return [
    {
      kind: "page",
      ref: key,
      title: seoTitle ?? page.title,
      body: documentText(fields, content).join("\n"),
      url: page.path,
      visible_from: from,
      visible_until: until,
      ranked_at: from ?? "",
    },
  ];
}

/**
 * A document's entries: what visitors see until a scheduled change (if any), and that change from
 * its moment on. The site settings and the newsletter's words are on every page: no page of their own.
 */
function documentEntries(row: DocumentRow): Entry[] {
  if (row.key === "settings" || row.key === "newsletter") return [];
  const live = pageEntry(row.key, row.live, null, row.scheduled_at);
  // A page found for good ranks by when it was published.
  for (const entry of live) entry.ranked_at = row.live_at ?? "";
  return [...live, ...pageEntry(row.key, row.scheduled, row.scheduled_at, null)];
}

const DOCUMENT_COLUMNS = ["key", "live", "live_at", "scheduled", "scheduled_at"] as const;

/** Indexes document `key` as just written (or deleted). */
export async function indexDocument(on: Kysely<Database>, key: string) {
  const row = await on
    .selectFrom("content_documents")
    .select(DOCUMENT_COLUMNS)
    .where("key", "=", key)
    .executeTakeFirst();
  return replaceEntries(on, "page", key, row ? documentEntries(row) : []);
}

/** Bumped when what the index holds changes shape: every server then rebuilds it once at start-up. */
const INDEX_VERSION = "1";
const INDEX_VERSION_KEY = "search_index_version";

/** Every post, job and page indexed anew, in one transaction (posts and jobs read a batch at a time). */
export async function rebuildSearchIndex(db: Kysely<Database>) {
  await db.transaction().execute(async (trx) => {
    // Instances starting together rebuild one after the other (SQLite's writes already do).
    if (engineOf(db) === "postgres") await sql`lock table search_entries in exclusive mode`.execute(trx);
    await trx.deleteFrom("search_entries").execute();
    for (let after = 0; ;) {
      const posts = await trx
        .selectFrom("blogs")
        .select(POST_COLUMNS)
        .where("status", "=", "published")
        .where("id", ">", after)
        .orderBy("id")
        .limit(BATCH)
        .execute();
      await insertEntries(trx, posts.flatMap(postEntries));
      if (posts.length < BATCH) break;
      after = posts.at(-1)!.id;
    }
    const jobs = await trx.selectFrom("jobs").selectAll().where("status", "=", "open").execute();
    await insertEntries(trx, jobs.flatMap(jobEntries));
    const documents = await trx.selectFrom("content_documents").select(DOCUMENT_COLUMNS).execute();
    await insertEntries(trx, documents.flatMap(documentEntries));
    await trx
      .insertInto("app_meta")
      .values({ key: INDEX_VERSION_KEY, value: INDEX_VERSION })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value: INDEX_VERSION }))
      .execute();
  });
}

/**
 * At start-up: builds the index when it was never built at this version, or when it is empty
 * while there is content (a database filled by other means: the demo seed, a copy, a bulk load).
 */
export async function prepareSearchIndex(db: Kysely<Database>) {
  const [version, entry, post, job, page] = await Promise.all([
    db.selectFrom("app_meta").select("value").where("key", "=", INDEX_VERSION_KEY).executeTakeFirst(),
    db.selectFrom("search_entries").select("id").limit(1).executeTakeFirst(),
    db.selectFrom("blogs").select("id").where("status", "=", "published").limit(1).executeTakeFirst(),
    db.selectFrom("jobs").select("id").where("status", "=", "open").limit(1).executeTakeFirst(),
    db
      .selectFrom("content_documents")
      .select("key")
      .where("key", "<>", "settings")
      .where("live", "is not", null)
      .limit(1)
      .executeTakeFirst(),
  ]);
  const content = post ?? job ?? page;
  if (version?.value === INDEX_VERSION && (entry || !content)) return false;
  await rebuildSearchIndex(db);
  return true;
}
