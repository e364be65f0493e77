// The throw-away database as a benchmark wants it: migrated and seeded (the demo content and the
// admin) by the site itself, then the generated posts and jobs added while no site runs, so that
// nothing a site keeps in memory from its start (a cache) can miss them.
import { post, POST_COLUMNS, job, JOB_COLUMNS } from "./content.mjs";
import { openClient, throwAwayDatabase } from "./database.mjs";
import { startSite } from "./servers.mjs";

/** Inserts the generated posts (with the demo posts' images) and jobs; resolves to the newest post's path. */
async function addContent(database, { posts, jobs }) {
  const client = await openClient(database);
  try {
    const images = (await client.query("select distinct image from blogs where image is not null order by image")).map(
      (row) => row.image,
    );
    const postRows = Array.from({ length: posts }, (_, n) => post(n, images[n % images.length] ?? null));
    await client.insert("blogs", POST_COLUMNS, postRows);
    await client.insert(
      "jobs",
      JOB_COLUMNS,
      Array.from({ length: jobs }, (_, n) => job(n)),
    );
    await client.exec("analyze");
    const [newest] = await client.query(
      `select id, slug from blogs where status = 'published' and published_at <= '${new Date().toISOString()}'` +
        " order by published_at desc, id desc limit 1",
    );
    if (!newest) throw new Error("No published post to read: is SEED_DEMO honoured?");
    return `/blog/${newest.slug ?? newest.id}`;
  } finally {
    await client.close();
  }
}

/**
 * Starts the site (startSite with `siteOptions`) once on `database` to migrate and seed it, stops
 * it, and adds `posts` posts and `jobs` jobs; resolves to the path of the newest published post.
 * `cleanups` gets the site's stop, for a run interrupted meanwhile.
 */
export async function seedDatabase(database, siteOptions, { posts, jobs }, cleanups = []) {
  const seeding = await startSite(siteOptions);
  cleanups.push(seeding.stop);
  await seeding.stop();
  return addContent(database, { posts, jobs });
}

/**
 * A throw-away database for a command's `options` (engine, serverUrl, posts, jobs, workers,
 * pageCache, analytics), seeded as seedDatabase does, and the options to start the site on it with `admin`
 * (and `trustProxy` when given); `cleanups` gets what removes it. Resolves to { database,
 * siteOptions, postPath }.
 */
export async function preparedSite(options, { admin, trustProxy, prefix }, cleanups, progress) {
  progress(`preparing a throw-away ${options.engine} database…`);
  const database = await throwAwayDatabase(options.engine, { serverUrl: options.serverUrl, prefix });
  cleanups.push(database.remove);
  const siteOptions = {
    databaseEnv: database.env,
    admin,
    workers: options.workers,
    pageCache: options.pageCache,
    analytics: options.analytics,
    trustProxy,
  };
  progress(`migrating and seeding the database, then adding ${options.posts} posts and ${options.jobs} jobs…`);
  const postPath = await seedDatabase(database, siteOptions, options, cleanups);
  return { database, siteOptions, postPath };
}
