import type { Kysely } from "kysely";

import { databaseDescription, startDatabase } from "./db.server";
import { prepareSearchIndex, rebuildSearchIndex } from "./models/search-index.server";
import { seedDatabase, type SeedOptions } from "./seed/seed.server";
import { env } from "./utils/env.server";
import { recleanOutdatedBlogBodies } from "../db/blog-body";
import type { Database } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { compactJobSearchIndex } from "../db/search-index";

// The server's work on its database before the first request: migrate, seed, tidy. The server
// starts it (server/index.js, through app/entry.server.tsx); until it is done, queries wait for it
// and /readyz answers 503.

/**
 * Migrates, creates or resets the configured admin, seeds demo content into an empty database,
 * cleans again the posts stored under an older HTML allow-list, compacts the job search index.
 */
export async function prepareDatabase(db: Kysely<Database>, options: SeedOptions) {
  await migrateToLatest(db);
  await seedDatabase(db, options);
  const recleaned = await recleanOutdatedBlogBodies(db);
  if (recleaned > 0) console.log(`[db] cleaned ${recleaned} stored posts with the current HTML allow-list`);
  // The search reads the posts' cleaned text: recleaned posts are indexed anew.
  if (recleaned > 0) await rebuildSearchIndex(db);
  else if (await prepareSearchIndex(db)) console.log("[db] built the site search index");
  // Jobs written while no server ran (a bulk load, a copy) are searched at full speed from the start.
  await compactJobSearchIndex(db).catch((error: unknown) =>
    console.warn(`[db] could not compact the job search index (searches still work): ${error}`),
  );
}

/** Starts the site's database with the configuration (ADMIN_USERNAME, SEED_DEMO…); rejects while it cannot be reached. */
export function startSiteDatabase() {
  return startDatabase(async (db) => {
    await prepareDatabase(db, { seedDemo: env.seedDemo, admin: env.admin });
    console.log(`[db] ready: ${databaseDescription}`);
  });
}
