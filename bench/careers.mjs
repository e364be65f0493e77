// How fast is a filtered /careers page as the jobs table grows, on either engine?
// Usage: npm run build && node bench/careers.mjs [sqlite|postgres]
// Seeds a throw-away database to 1k, 10k and 100k jobs and times the BUILT server's answer to
// filtered /careers requests (median of 7 runs each), plus the query plans. PostgreSQL runs on
// BENCH_DATABASE_URL (a server where it may create a database) or on a private throw-away
// cluster it starts (as `npm test` does).
import { createRequestHandler } from "@remix-run/node";
import Database from "better-sqlite3";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";

import { createDatabase, startPrivateCluster } from "../scripts/test-servers.mjs";

const engine = process.argv[2] ?? "sqlite";
if (!["sqlite", "postgres"].includes(engine)) throw new Error("Usage: node bench/careers.mjs [sqlite|postgres]");

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumora-bench-"));
let cluster = null;
let databaseUrl = "";
if (engine === "postgres") {
  let server = process.env.BENCH_DATABASE_URL;
  if (!server) {
    cluster = await startPrivateCluster();
    server = cluster.url;
  }
  databaseUrl = await createDatabase(server, "bench_careers");
}
Object.assign(process.env, {
  NODE_ENV: "production",
  DATABASE_PATH: path.join(dir, "app.db"),
  DATABASE_URL: databaseUrl,
  SEED_DEMO: "0",
  SESSION_SECRET: "benchmark-secret-0123456789",
});

const build = await import(path.resolve("build/index.js"));
const handle = createRequestHandler(build, "production");
await handle(new Request("http://localhost/healthz")); // migrates the database

const TYPES = ["Full-time", "Part-time", "Internship", "Contract"];
const DEPARTMENTS = [
  "Engineering",
  "Design",
  "Marketing",
  "Finance",
  "Operations",
  "People",
  "Sales",
  "Legal & Compliance",
];
const TITLES = [
  "Backend Engineer",
  "Product Designer",
  "Growth Marketer",
  "Financial Analyst",
  "Operations Lead",
  "Recruiter",
  "Account Executive",
  "Counsel",
];
const CITIES = [
  "Bengaluru, India",
  "Mumbai, India",
  "Pune, India",
  "Remote (India)",
  "Hyderabad, India",
  "Delhi NCR, India",
];
/** Job number `n`, as the columns of an insert. */
function job(n) {
  const at = new Date(Date.UTC(2020, 0, 1) + n * 60_000).toISOString();
  return [
    `${TITLES[n % TITLES.length]} ${n}`,
    `Company ${n % 500}`,
    CITIES[n % CITIES.length],
    TYPES[n % 4],
    600_000 + (n % 40) * 50_000,
    DEPARTMENTS[n % DEPARTMENTS.length],
    "A role description of ordinary length for the benchmark.",
    "One\nTwo\nThree",
    at,
    at,
  ];
}
const COLUMNS = "title, company, location, type, salary, department, description, requirements, created_at, updated_at";

/** The engine's own client beside the app's: bulk inserts, statistics and query plans. */
function sqliteSide() {
  const sqlite = new Database(process.env.DATABASE_PATH);
  const insert = sqlite.prepare(`insert into jobs (${COLUMNS}) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertMany = sqlite.transaction((from, to) => {
    for (let n = from; n < to; n += 1) insert.run(...job(n));
  });
  return {
    insert: async (from, to) => insertMany(from, to),
    analyze: async () => sqlite.exec("analyze"),
    plan: async (query) =>
      sqlite
        .prepare(`explain query plan ${query}`)
        .all()
        .map((row) => row.detail)
        .join(" / "),
    search: (text) => `id in (select rowid from jobs_search where jobs_search match '"${text}"')`,
    query: async (query) => sqlite.prepare(query).all(),
    close: async () => sqlite.close(),
  };
}

async function postgresSide() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const BATCH = 1000;
  return {
    async insert(from, to) {
      for (let start = from; start < to; start += BATCH) {
        const rows = [];
        const values = [];
        for (let n = start; n < Math.min(to, start + BATCH); n += 1) {
          rows.push(
            `(${job(n)
              .map((value) => `$${values.push(value)}`)
              .join(", ")})`,
          );
        }
        await client.query(`insert into jobs (${COLUMNS}) values ${rows.join(", ")}`, values);
      }
    },
    analyze: () => client.query("analyze"),
    plan: async (query) =>
      (await client.query(`explain ${query}`)).rows.map((row) => row["QUERY PLAN"].trim()).join(" / "),
    search: (text) =>
      ["title", "company", "location"].map((column) => `lower(${column}) like '%${text}%'`).join(" or "),
    query: async (query) => (await client.query(query)).rows,
    close: () => client.end(),
  };
}

const side = engine === "sqlite" ? sqliteSide() : await postgresSide();
let count = 0;
async function growTo(size) {
  await side.insert(count, size);
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
      await side.query(query);
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
await side.close();
cluster?.stop();
fs.rmSync(dir, { recursive: true, force: true });
process.exit(0);
