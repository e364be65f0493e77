import { CompiledQuery, type Insertable } from "kysely";
import { createHash, randomBytes } from "node:crypto";

import { db } from "~/db.server";
import { isCountable, pageViewOf, type PageViewFacts } from "~/lib/page-view";

import type { PageViewsTable } from "../../db/database";

// Storing page views (issue 43). Each is kept with a visitor key: a hash of the day's random salt,
// the address and the user agent, so a day's unique visitors can be counted while nobody can be
// followed to the next day: the salt is made on the day's first write, shared by every instance
// through the database, and deleted once the day is over. The address and user agent are never stored.

/** Rows per INSERT: fifteen columns each, far below either engine's limit of parameters. */
const INSERT_BATCH = 500;

/** This process's copy of the salts it used: each read from the database once. */
const knownSalts = new Map<string, string>();

/** The salt of `day`: the one another instance made, else a new one. */
export async function saltOf(day: string) {
  const known = knownSalts.get(day);
  if (known) return known;
  const made = await db
    .insertInto("analytics_salts")
    .values({ day, salt: randomBytes(32).toString("base64url") })
    .onConflict((oc) => oc.column("day").doNothing())
    .executeTakeFirst();
  if (Number(made.numInsertedOrUpdatedRows ?? 0) > 0) await deleteOldSalts(day);
  const { salt } = await db
    .selectFrom("analytics_salts")
    .select("salt")
    .where("day", "=", day)
    .executeTakeFirstOrThrow();
  if (knownSalts.size > 1) knownSalts.clear();
  knownSalts.set(day, salt);
  return salt;
}

/** Deletes the salts of days before `today`: yesterday's visitors can no longer be told apart. */
export async function deleteOldSalts(today: string) {
  await db.deleteFrom("analytics_salts").where("day", "<", today).execute();
}

export function visitorKey(salt: string, address: string, userAgent: string) {
  return createHash("sha256").update(`${salt}\n${address}\n${userAgent}`).digest("base64url").slice(0, 22);
}

/**
 * Stores the countable ones of `views` (the rest are dropped): what the in-memory buffer writes
 * every few seconds (utils/page-view-buffer.server.ts). Throws when the database is busy or down,
 * so the buffer keeps them for the next try.
 */
export async function savePageViews(views: PageViewFacts[], isSiteHost: (host: string) => boolean) {
  const rows = [];
  // Thousands of views share a day or two: each day's salt is asked for once.
  const salts = new Map<string, string>();
  for (const facts of views) {
    if (!isCountable(facts)) continue;
    const { viewedAt, referrerHost, ...view } = pageViewOf(facts, isSiteHost);
    let salt = salts.get(view.day);
    if (salt === undefined) salts.set(view.day, (salt = await saltOf(view.day)));
    rows.push({
      ...view,
      viewed_at: viewedAt,
      referrer_host: referrerHost,
      visitor: visitorKey(salt, facts.address, facts.userAgent),
    });
  }
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await insertPageViews(rows.slice(start, start + INSERT_BATCH));
  }
  return rows.length;
}

type PageViewRow = Insertable<PageViewsTable>;

/** A full batch's INSERT and its columns in order, compiled once: kysely builds 7,500 values' tree to compile one. */
let fullBatch: { sql: string; columns: Array<keyof PageViewRow> } | undefined;

/** Inserts `rows` (all of one shape), a full batch through the INSERT compiled for the first. */
async function insertPageViews(rows: PageViewRow[]) {
  const columns = Object.keys(rows[0] ?? {}) as Array<keyof PageViewRow>;
  const parameters = (shape: Array<keyof PageViewRow>) => {
    const values: unknown[] = [];
    for (const row of rows) for (const column of shape) values.push(row[column]);
    return values;
  };
  if (rows.length === INSERT_BATCH && fullBatch?.columns.join() === columns.join()) {
    await db.executeQuery(CompiledQuery.raw(fullBatch.sql, parameters(fullBatch.columns)));
    return;
  }
  const query = db.insertInto("page_views").values(rows);
  if (rows.length === INSERT_BATCH) {
    const compiled = query.compile();
    // Kept only when every value is a parameter, in the rows' order, so that another batch's fill it alike.
    const flat = parameters(columns);
    if (
      flat.length === compiled.parameters.length &&
      flat.every((value, index) => value === compiled.parameters[index])
    )
      fullBatch = { sql: compiled.sql, columns };
  }
  await query.execute();
}
