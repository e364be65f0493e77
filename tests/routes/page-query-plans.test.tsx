// Every query the public pages run is served by an index, on the run's engine: each page's loader
// runs against a filled database while its queries are recorded, then each query is explained.
// A plan that reads a whole large table (SQLite: SCAN without an index; PostgreSQL, with
// sequential scans priced out: a Seq Scan, or an index walked end to end to filter rows outside a
// LIMIT) fails, naming the query and what in its plan reads the table; the sitemap, which lists
// every post and job, must read them from indexes alone. The home page runs no query; a job
// search under three characters scans on SQLite by design (job-search.server.ts).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { CompiledQuery, sql, type Kysely } from "kysely";
import { beforeAll, describe, expect, it, vi } from "vitest";

import { db } from "~/db.server";
import { createBlog } from "~/models/blog.server";
import { createJob } from "~/models/job.server";
import { startTestDatabase } from "~/models/testing.server";
import { loader as postLoader } from "~/routes/_public.blog.$id";
import { loader as careersLoader } from "~/routes/_public.careers/route";
import { loader as insightsLoader } from "~/routes/_public.insights._index";
import { loader as jobChunkLoader } from "~/routes/careers.jobs";
import { loader as feedLoader } from "~/routes/insights.rss[.]xml";
import { loader as sitemapLoader } from "~/routes/sitemap[.]xml";

import type { Database } from "../../db/database";
import { testEngine } from "../databases";

beforeAll(startTestDatabase);

/** The tables that grow with the site's content: reading all of one per request is what this test is about. */
const LARGE_TABLES = ["blogs", "jobs"];

const POSTS = 60;
const JOBS = 400;
const DEPARTMENTS = ["Engineering", "Design", "Marketing", "Finance", "Operations"];
const TYPES = ["Full-time", "Part-time", "Internship", "Contract"] as const;

let postSlug = "";
let jobId = 0;

beforeAll(async () => {
  const start = Date.UTC(2025, 0, 1);
  for (let n = 0; n < POSTS; n += 1) {
    const body = `<h2>Part ${n}</h2>${"<p>Words of an ordinary post about running a company.</p>".repeat(40)}`;
    const post = await createBlog(
      { title: `Post ${n}`, author: `Author ${n % 7}`, description: `About ${n}`, content: body, image: null },
      { now: new Date(start + n * 3_600_000) },
    );
    postSlug = post.slug!;
  }
  for (let n = 0; n < JOBS; n += 1) {
    const job = await createJob(
      {
        title: `${n % 2 ? "Backend Engineer" : "Product Designer"} ${n}`,
        company: `Company ${n % 40}`,
        location: n % 3 ? "Pune, India" : "Remote (India)",
        type: TYPES[n % TYPES.length]!,
        workplace: "On-site",
        country: "IN",
        salary: 1_000_000 + n,
        department: DEPARTMENTS[n % DEPARTMENTS.length]!,
        description: "A role description of ordinary length. ".repeat(20),
        requirements: "One\nTwo\nThree",
      },
      { now: new Date(start + n * 60_000) },
    );
    jobId = job.id;
  }
  // PostgreSQL answers from an index alone only for pages its visibility map knows are all-visible.
  await (testEngine === "postgres" ? sql`vacuum analyze` : sql`analyze`).execute(db);
}); // 460 rows: 7 s on PostgreSQL on a quiet 2-core machine

/** The queries `run` sends through the app's database, as compiled (SQL and parameters). */
async function queriesOf(run: () => Promise<unknown>) {
  const spy = vi.spyOn(db.getExecutor(), "executeQuery");
  try {
    await run();
    return spy.mock.calls.map(([query]) => query);
  } finally {
    spy.mockRestore();
  }
}

type PlanNode = {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Index Cond"?: string;
  Filter?: string;
  Plans?: PlanNode[];
};

/** SQLite's plan of a query: one line per step. */
async function sqlitePlan(query: CompiledQuery) {
  const { rows } = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
  );
  return rows.map((row) => row.detail);
}

/** PostgreSQL's plan of a query, with sequential scans priced out. */
function postgresPlan(query: CompiledQuery) {
  return db.transaction().execute(async (trx: Kysely<Database>) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const { rows } = await trx.executeQuery<{ "QUERY PLAN": Array<{ Plan: PlanNode }> }>(
      CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
    );
    return rows[0]!["QUERY PLAN"][0]!.Plan;
  });
}

/** Every node of a plan, depth first. */
function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/** The steps of a query's plan that read a large table (SQLite: SCAN/SEARCH lines; PostgreSQL: scan nodes). */
async function largeTableSteps(query: CompiledQuery) {
  if (testEngine === "sqlite") {
    return (await sqlitePlan(query)).filter((detail) =>
      LARGE_TABLES.includes(/^(?:SCAN|SEARCH) (\w+)/.exec(detail)?.[1] ?? ""),
    );
  }
  return nodes(await postgresPlan(query))
    .filter((node) => LARGE_TABLES.includes(node["Relation Name"] ?? ""))
    .map((node) => `${node["Node Type"]} on ${node["Relation Name"]}`);
}

/** What in a query's plan reads a whole large table, one line each; [] when indexes serve it. */
async function fullReads(query: CompiledQuery): Promise<string[]> {
  if (testEngine === "sqlite") {
    return (await largeTableSteps(query)).filter(
      (detail) => /^SCAN/.test(detail) && !/USING (COVERING )?INDEX/.test(detail),
    );
  }
  const found: string[] = [];
  const visit = (node: PlanNode, underLimit: boolean) => {
    const table = node["Relation Name"];
    if (table && LARGE_TABLES.includes(table)) {
      if (node["Node Type"] === "Seq Scan") found.push(`Seq Scan on ${table}`);
      const walk = /Index/.test(node["Node Type"]) && node.Filter && !node["Index Cond"];
      if (walk && !underLimit) found.push(`${node["Node Type"]} on ${table} filtering ${node.Filter}`);
    }
    for (const child of node.Plans ?? []) visit(child, underLimit || node["Node Type"] === "Limit");
  };
  visit(await postgresPlan(query), false);
  return found;
}

/** A loader's arguments for a GET of `path`. */
function get(path: string, params: Record<string, string> = {}): LoaderFunctionArgs {
  return { request: new Request(`http://localhost${path}`), params, context: {} };
}

const PAGES: Array<[string, () => Promise<unknown>]> = [
  ["/insights", () => insightsLoader(get("/insights"))],
  ["/insights?page=3", () => insightsLoader(get("/insights?page=3"))],
  ["a post", () => postLoader(get(`/blog/${postSlug}`, { id: postSlug }))],
  ["/careers", () => careersLoader(get("/careers"))],
  ["/careers?q=engineer", () => careersLoader(get("/careers?q=engineer"))],
  ["/careers?type=Contract", () => careersLoader(get("/careers?type=Contract"))],
  ["/careers?department=Design", () => careersLoader(get("/careers?department=Design"))],
  [
    "/careers?q=…&type=…&department=…&page=2",
    () => careersLoader(get("/careers?q=pune&type=Part-time&department=Engineering&page=2")),
  ],
  ["/careers?job=…", () => careersLoader(get(`/careers?job=${jobId}`))],
  ["/careers/jobs?page=2", () => jobChunkLoader(get("/careers/jobs?page=2&q=designer"))],
  ["/sitemap.xml", () => sitemapLoader()],
  ["/insights/rss.xml", () => feedLoader()],
];

describe(`query plans of the public pages (${testEngine})`, () => {
  it("the check sees a query that reads a whole table", async () => {
    const search = db.selectFrom("blogs").select("id").where("description", "like", "%About 1%");
    expect(await fullReads(search.compile())).toHaveLength(1);
  });

  it.each(PAGES)("%s reads no large table whole", async (_page, load) => {
    const queries = await queriesOf(load);
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) expect(await fullReads(query), query.sql).toEqual([]);
  });

  it("the sitemap lists every post, tag and job from indexes alone, not from their rows", async () => {
    const queries = await queriesOf(() => sitemapLoader());
    // Posts, their tags (a small table, read whole: the tag pages of the live posts), jobs, and
    // the published content documents (a small table: the pages staff made).
    expect(queries).toHaveLength(4);
    const indexOnly = testEngine === "sqlite" ? /USING COVERING INDEX/ : /^Index Only Scan/;
    const stepsOfEach = await Promise.all(queries.map(largeTableSteps));
    expect(stepsOfEach.filter((steps) => steps.length > 0)).toHaveLength(2);
    for (const [index, steps] of stepsOfEach.entries()) {
      for (const step of steps) expect(step, queries[index]!.sql).toMatch(indexOnly);
    }
  });
});
