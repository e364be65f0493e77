// How fast is a filtered /careers page as the jobs table grows, on either engine?
// Usage: npm run build && node bench/careers.mjs [sqlite|postgres]
// Seeds a throw-away database to 1k, 10k and 100k jobs and times the BUILT server's answer to
// filtered /careers requests (median of 7 runs each), plus the query plans. PostgreSQL runs on
// BENCH_DATABASE_URL (a server where it may create a database) or on a private throw-away
// cluster it starts (as `npm test` does).
import { performance } from "node:perf_hooks";

import { builtSiteOn } from "./built-site.mjs";
import { job, JOB_COLUMNS } from "./content.mjs";
import { openClient } from "./database.mjs";

const engine = process.argv[2] ?? "sqlite";
if (!["sqlite", "postgres"].includes(engine)) throw new Error("Usage: node bench/careers.mjs [sqlite|postgres]");

const { database, handle } = await builtSiteOn(engine, "bench_careers");

/** The engine's own client beside the app's: bulk inserts, statistics and query plans. */
const client = await openClient(database);
const side =
  engine === "sqlite"
    ? {
        analyze: () => client.exec("analyze"),
        plan: async (query) => (await client.query(`explain query plan ${query}`)).map((row) => row.detail).join(" / "),
        search: (text) => `id in (select rowid from jobs_search where jobs_search match '"${text}"')`,
      }
    : {
        analyze: () => client.exec("analyze"),
        plan: async (query) =>
          (await client.query(`explain ${query}`)).map((row) => row["QUERY PLAN"].trim()).join(" / "),
        search: (text) =>
          ["title", "company", "location"].map((column) => `lower(${column}) like '%${text}%'`).join(" or "),
      };

let count = 0;
async function growTo(size) {
  const rows = [];
  for (let n = count; n < size; n += 1) rows.push(job(n));
  await client.insert("jobs", JOB_COLUMNS, rows);
  count = size;
  await side.analyze();
}

const QUERIES = [
  "/careers",
  "/careers?type=Contract&department=Engineering",
  "/careers?q=engineer",
  "/careers?q=pune&type=Full-time",
  "/careers?q=engineer%204242",
  "/careers?q=no-such-role",
];

async function time(url) {
  const runs = [];
  for (let i = 0; i < 7; i += 1) {
    const start = performance.now();
    const response = await handle(new Request(`http://localhost${url}`));
    await response.text();
    runs.push(performance.now() - start);
  }
  return runs.sort((a, b) => a - b)[3];
}

console.log(`${engine}: server time per request (median of 7)`);
console.log("rows      " + QUERIES.map((q) => q.padEnd(48)).join(""));
for (const size of [1_000, 10_000, 100_000]) {
  await growTo(size);
  const timings = [];
  for (const url of QUERIES) timings.push(`${(await time(url)).toFixed(1)} ms`.padEnd(48));
  console.log(`${String(size).padEnd(10)}${timings.join("")}`);
}

/** The database's own time (median of 7) for each query the app runs for "engineer 4242" (a few matches). */
async function searchQueryTimes() {
  const where = side.search("engineer 4242");
  const queries = {
    page: `select * from jobs where ${where} order by created_at desc, id desc limit 8`,
    count: `select count(*) from jobs where ${where}`,
  };
  const times = {};
  for (const [name, query] of Object.entries(queries)) {
    const runs = [];
    for (let i = 0; i < 7; i += 1) {
      const start = performance.now();
      await client.query(query);
      runs.push(performance.now() - start);
    }
    times[name] = `${runs.sort((a, b) => a - b)[3].toFixed(1)} ms`;
  }
  return times;
}
const searchTimes = await searchQueryTimes();
console.log(
  `\nDatabase time per query of the few-match search at 100k rows: page ${searchTimes.page}, count ${searchTimes.count}`,
);

console.log(`\nQuery plans at 100k rows (${engine}):`);
const plans = {
  "filtered page":
    "select * from jobs where type = 'Contract' and department = 'Engineering' order by created_at desc, id desc limit 8",
  "filtered count": "select count(*) from jobs where type = 'Contract' and department = 'Engineering'",
  "search page": `select * from jobs where ${side.search("engineer 4242")} order by created_at desc, id desc limit 8`,
  departments:
    "select distinct department from jobs where department is not null and department <> '' order by department",
};
for (const [name, query] of Object.entries(plans)) console.log(`- ${name}: ${await side.plan(query)}`);
await client.close();
await database.remove();
process.exit(0);
