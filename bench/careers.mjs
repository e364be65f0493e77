// How fast is a filtered /careers page as the jobs table grows?
// Usage: npx remix build && node bench/careers.mjs
// Seeds a throw-away database to 1k, 10k and 100k jobs and times the BUILT server's
// answer to filtered /careers requests (median of 7 runs each), plus the SQLite query plans.
import { createRequestHandler } from "@remix-run/node";
import Database from "better-sqlite3";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumora-bench-"));
Object.assign(process.env, {
  NODE_ENV: "production",
  DATABASE_PATH: path.join(dir, "app.db"),
  SEED_DEMO: "0",
  SESSION_SECRET: "benchmark-secret-0123456789",
});

const build = await import(path.resolve("build/index.js"));
const handle = createRequestHandler(build, "production");
await handle(new Request("http://localhost/healthz")); // migrates the database

const sqlite = new Database(process.env.DATABASE_PATH);
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
const insert = sqlite.prepare(
  "insert into jobs (title, company, location, type, salary, department, description, requirements, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
);
let count = 0;
const growTo = sqlite.transaction((target) => {
  for (; count < target; count += 1) {
    const at = new Date(Date.UTC(2020, 0, 1) + count * 60_000).toISOString();
    const department = DEPARTMENTS[count % DEPARTMENTS.length];
    insert.run(
      `${TITLES[count % TITLES.length]} ${count}`,
      `Company ${count % 500}`,
      CITIES[count % CITIES.length],
      TYPES[count % 4],
      600_000 + (count % 40) * 50_000,
      department,
      "A role description of ordinary length for the benchmark.",
      "One\nTwo\nThree",
      at,
      at,
    );
  }
});
sqlite.exec("analyze");

const QUERIES = [
  "/careers",
  "/careers?type=Contract&department=Engineering",
  "/careers?q=engineer",
  "/careers?q=pune&type=Full-time",
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

console.log("rows      " + QUERIES.map((q) => q.padEnd(48)).join(""));
for (const size of [1_000, 10_000, 100_000]) {
  growTo(size);
  sqlite.exec("analyze");
  const timings = [];
  for (const url of QUERIES) timings.push(`${(await time(url)).toFixed(1)} ms`.padEnd(48));
  console.log(`${String(size).padEnd(10)}${timings.join("")}`);
}

console.log("\nQuery plans at 100k rows:");
const plans = {
  "filtered page":
    "select * from jobs where type = 'Contract' and department = 'Engineering' order by created_at desc, id desc limit 8",
  "filtered count": "select count(*) from jobs where type = 'Contract' and department = 'Engineering'",
  "search page":
    "select * from jobs where id in (select rowid from jobs_search where jobs_search match '\"engineer\"') order by created_at desc, id desc limit 8",
  departments:
    "select distinct department from jobs where department is not null and department <> '' order by department",
};
for (const [name, query] of Object.entries(plans)) {
  console.log(
    `- ${name}: ${sqlite
      .prepare(`explain query plan ${query}`)
      .all()
      .map((row) => row.detail)
      .join(" / ")}`,
  );
}
sqlite.close();
fs.rmSync(dir, { recursive: true, force: true });
