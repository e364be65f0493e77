// How fast is /admin/analytics when the site is busy (issue 43: a 30-day report under 1 s over
// 1 million page views on SQLite, 10 million on PostgreSQL)?
// Usage: npm run build && node bench/analytics-report.mjs [sqlite|postgres]
// Fills a throw-away database's page_views as 30 days of traffic would leave them (SQL on the
// database itself: paths, referrers, campaigns, devices, countries and visitors spread as a real
// site's are), lets the BUILT app's own background work roll up the finished days and make today's
// provisional roll-up, then keeps yesterday unrolled too (as from midnight to its roll-up: its
// provisional roll-up and its page views), adds a minute's page views after both, gives the 60 days before
// the daily totals only (their page views are gone by then) and a few thousand goals, and times the
// signed-in report and each CSV table (server time, median of 7). PostgreSQL runs on
// BENCH_DATABASE_URL or a private throw-away cluster. BENCH_PLANS=1 prints the plan of the report's
// query of the page views after the provisional roll-up.
import os from "node:os";
import { performance } from "node:perf_hooks";

import { builtSiteOn } from "./built-site.mjs";
import { openClient } from "./database.mjs";
import { signIn } from "./session.mjs";

const engine = process.argv[2] ?? "sqlite";
if (!["sqlite", "postgres"].includes(engine))
  throw new Error("Usage: node bench/analytics-report.mjs [sqlite|postgres]");

/** BENCH_VIEWS: fewer, for a quick try of the bench itself. */
const VIEWS = Number(process.env.BENCH_VIEWS) || (engine === "sqlite" ? 1_000_000 : 10_000_000);
const DAYS = 30;
const PER_DAY = Math.ceil(VIEWS / DAYS);
const admin = { username: "bench-admin", password: "bench-password-0123456789" };
Object.assign(process.env, { ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password });

const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
const progress = (message) => console.error(`[${seconds()}] ${message}`);

const { database, handle, contract } = await builtSiteOn(engine, "bench_analytics");
const client = await openClient(database);

const DAY_MS = 86_400_000;
const dayOf = (at) => new Date(at).toISOString().slice(0, 10);
const today = dayOf(Date.now());
const daysAgo = (count) => dayOf(Date.parse(`${today}T00:00:00Z`) - count * DAY_MS);

/** What differs between the engines: a series of numbers, a visitor key and a time of day in SQL. */
const side =
  engine === "sqlite"
    ? {
        series: (from, to) => `recursive s(n) as (select ${from} union all select n + 1 from s where n < ${to})`,
        visitorKey: (day, visitor) => `printf('%011x%011x', ${day} * 1000003 + ${visitor}, ${visitor} * 2654435761)`,
        clock: (second) => `printf('T%02d:%02d:%02d.000Z', ${second} / 3600, ${second} / 60 % 60, ${second} % 60)`,
        // The app never runs ANALYZE on SQLite: the planner works without statistics, as in production.
        analyze: async () => {},
        plan: async (query) => (await client.query(`explain query plan ${query}`)).map((row) => row.detail).join(" / "),
      }
    : {
        series: (from, to) => `s(n) as (select generate_series(${from}::bigint, ${to}::bigint))`,
        visitorKey: (day, visitor) => `substr(md5(${day} || ':' || ${visitor}), 1, 22)`,
        clock: (second) =>
          `'T' || lpad((${second} / 3600)::text, 2, '0') || ':' || lpad((${second} / 60 % 60)::text, 2, '0') || ':' ||` +
          ` lpad((${second} % 60)::text, 2, '0') || '.000Z'`,
        // Autovacuum analyses a table after a bulk load; done at once here.
        analyze: () => client.exec("analyze"),
        plan: async (query) =>
          (await client.query(`explain analyze ${query}`)).map((row) => row["QUERY PLAN"].trim()).join(" / "),
      };

// --- What a view is made of: lookup tables with one row per slot, a value taking as many slots as its share.

/** `[value, slots]` pairs as rows numbered from 0, a value repeated over its slots. */
function slotted(pairs) {
  const rows = [];
  for (const [value, slots] of pairs) for (let i = 0; i < slots; i += 1) rows.push([rows.length, ...[value].flat()]);
  return rows;
}

const POSTS = 1500;
const JOBS = 480;
const PAGES = [
  "/",
  "/about",
  "/services",
  "/careers",
  "/insights",
  "/contact",
  "/appointment",
  "/newsletter",
  "/team",
  "/case-studies",
  "/privacy",
  "/search",
  ...Array.from({ length: POSTS }, (_, n) => `/blog/${n + 1}-notes-on-growth-part-${n + 1}`),
  ...Array.from({ length: JOBS }, (_, n) => `/careers/${n + 1}`),
  ...Array.from({ length: JOBS / 60 }, (_, n) => `/careers/${n + 1}/apply`),
];
/** Out of 1,000 views: 400 from another site, a long tail of small ones among them. */
const REFERRERS = [
  ["google.com", 150],
  ["linkedin.com", 60],
  ["bing.com", 20],
  ["duckduckgo.com", 15],
  ["x.com", 10],
  ["facebook.com", 10],
  ["news.ycombinator.com", 5],
  ["reddit.com", 5],
  ...Array.from({ length: 125 }, (_, n) => [`blog-${n + 1}.example`, 1]),
];
/** Out of 1,000 views: 100 with a campaign (utm_source, medium, campaign, term, content), 10 with ?ref=. */
const CAMPAIGNS = [
  [["newsletter", "email", "autumn-insights", null, null, null], 30],
  [["linkedin", "social", "hiring-2026", null, "carousel", null], 20],
  [["google", "cpc", "advisory-services", "startup advisory", "ad-1", null], 15],
  [["google", "cpc", "advisory-services", "growth consulting", "ad-2", null], 10],
  [["x", "social", "launch-week", null, null, null], 8],
  [["partner-site", "referral", "q4-partners", null, null, null], 7],
  [["podcast", "audio", "founders-talk", null, null, null], 5],
  [["newsletter", "email", "job-alerts", null, null, null], 5],
  [[null, null, null, null, null, "partner"], 6],
  [[null, null, null, null, null, "alumni"], 4],
];
/** Out of 100 views: 85 from a proxy that names the country. */
const COUNTRIES = [
  ["IN", 30],
  ["US", 15],
  ["GB", 8],
  ["DE", 5],
  ["SG", 4],
  ["AE", 3],
  ["CA", 3],
  ["AU", 3],
  ["FR", 2],
  ["NL", 2],
  ...["JP", "BR", "ZA", "IE", "SE", "ES", "IT", "KE", "NG", "ID"].map((code) => [code, 1]),
];
/** Out of 100 views: the device and the browser family. */
const AGENTS = [
  [["desktop", "Chrome"], 35],
  [["desktop", "Firefox"], 8],
  [["desktop", "Safari"], 7],
  [["desktop", "Microsoft Edge"], 5],
  [["mobile", "Chrome"], 22],
  [["mobile", "Safari"], 15],
  [["mobile", "Samsung Internet for Android"], 3],
  [["tablet", "Safari"], 3],
  [["tablet", "Chrome"], 2],
];

async function lookupTable(name, columns, rows) {
  await client.exec(`create table ${name} (n integer primary key, ${columns.map((c) => `${c} text`).join(", ")})`);
  await client.insert(name, ["n", ...columns], rows);
}

await lookupTable("bench_days", ["day"], slotted(Array.from({ length: DAYS }, (_, n) => [daysAgo(DAYS - 1 - n), 1])));
await lookupTable("bench_paths", ["path"], slotted(PAGES.map((page) => [page, 1])));
await lookupTable("bench_referrers", ["host"], slotted(REFERRERS));
await lookupTable(
  "bench_campaigns",
  ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "ref"],
  slotted(CAMPAIGNS),
);
await lookupTable("bench_countries", ["code"], slotted(COUNTRIES));
await lookupTable("bench_agents", ["device", "browser"], slotted(AGENTS));

// --- The fill: view n of the 30 days, each of its facts from its own hash of n (integers only, the same on both engines).

const P = 1_000_003;
const hash = (multiplier) => `(n * ${multiplier}) % ${P}`;
/** A number from 0 to `count` - 1, the first ones far more often (the cube of a uniform draw: the home page gets ~8 %). */
const skewed = (u, count, power) =>
  power === 3
    ? `((${u}) * (${u}) / ${P} * (${u}) / ${P} * ${count} / ${P})`
    : `((${u}) * (${u}) / ${P} * ${count} / ${P})`;
/** Visitors: about one per two views a day, some reading many pages, so a day's distinct visitors are realistic. */
const VISITORS_A_DAY = Math.round(PER_DAY / 2);

async function fill(from, to) {
  const visitor = skewed("h.u6", VISITORS_A_DAY, 2);
  await client.exec(`
    with ${side.series(from, to)},
    h as (
      select n, ${hash(48271)} as u1, ${hash(69621)} as u2, ${hash(16807)} as u3, ${hash(39373)} as u4,
        ${hash(62089911)} as u5, ${hash(742938285)} as u6, ${hash(1103515245)} as u7
      from s
    )
    insert into page_views (viewed_at, day, path, referrer_host, utm_source, utm_medium, utm_campaign, utm_term,
      utm_content, ref, country, device, browser, visitor)
    select d.day || ${side.clock(`h.u7 % 86400`)}, d.day, p.path, r.host, c.utm_source, c.utm_medium, c.utm_campaign,
      c.utm_term, c.utm_content, c.ref, k.code, a.device, a.browser, ${side.visitorKey("d.n", visitor)}
    from h
    left join bench_days d on d.n = h.n / ${PER_DAY}
    left join bench_paths p on p.n = ${skewed("h.u1", PAGES.length, 3)}
    left join bench_referrers r on r.n = h.u2 * 1000 / ${P}
    left join bench_campaigns c on c.n = h.u3 * 1000 / ${P}
    left join bench_countries k on k.n = h.u4 * 100 / ${P}
    left join bench_agents a on a.n = h.u5 * 100 / ${P}
  `);
}

const BATCH = engine === "sqlite" ? 250_000 : 1_000_000;
for (let from = 0; from < VIEWS; from += BATCH) {
  await fill(from, Math.min(from + BATCH, VIEWS) - 1);
  progress(`page views: ${Math.min(from + BATCH, VIEWS).toLocaleString("en")} of ${VIEWS.toLocaleString("en")}`);
}
for (const table of [
  "bench_days",
  "bench_paths",
  "bench_referrers",
  "bench_campaigns",
  "bench_countries",
  "bench_agents",
])
  await client.exec(`drop table ${table}`);
await side.analyze();

// --- The roll-up: the app's own background work, which rolls up every finished day once it starts.

const count = async (query) => Number(Object.values((await client.query(query))[0])[0]);
const finishedDays = DAYS - 1;
const rollUpStarted = performance.now();
const background = contract.startBackgroundWork();
while ((await count("select count(*) from analytics_daily where dimension = 'total'")) < finishedDays)
  await new Promise((resolve) => setTimeout(resolve, 500));
progress(`rolled up ${finishedDays} days`);
// Then, in the same round, today's provisional roll-up (from scratch: the day's first).
while ((await count(`select count(*) from analytics_live_days where day = '${today}'`)) < 1)
  await new Promise((resolve) => setTimeout(resolve, 200));
await background.stop();
const rollUpSeconds = (performance.now() - rollUpStarted) / 1000;
progress(`rolled up ${finishedDays} days and made today's provisional roll-up in ${rollUpSeconds.toFixed(1)} s`);

// Yesterday as it is from midnight until its roll-up: its provisional roll-up, brought up to date
// after its last view, is what its roll-up wrote.
const watermark = await count("select max(id) from page_views");
await client.exec(
  `insert into analytics_live (day, dimension, value, views, visitors) select day, dimension, value, views, visitors` +
    ` from analytics_daily where day = '${daysAgo(1)}'`,
);
await client.exec(
  `insert into analytics_live_days (day, through_id, refreshed_at) values ('${daysAgo(1)}', ${watermark}, '${today}T00:09:00.000Z')`,
);
await client.exec(`delete from analytics_daily where day = '${daysAgo(1)}'`);
// A minute's page views since the last refresh (1 in 1,440 of a day's), half from visitors already counted today.
const AFTER_WATERMARK_COLUMNS =
  "viewed_at, day, path, referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content, ref, country, device, browser";
await client.exec(
  `insert into page_views (${AFTER_WATERMARK_COLUMNS}, visitor) select ${AFTER_WATERMARK_COLUMNS},` +
    ` case when id % 2 = 0 then visitor else visitor || 'n' end from page_views where day = '${today}' and id % 1440 = 0`,
);
const afterWatermark = (await count("select max(id) from page_views")) - watermark;
// The 60 days before: their daily totals only (page views are deleted after 30 days), those of a rolled-up day.
const rolled = Array.from({ length: DAYS - 2 }, (_, n) => daysAgo(2 + n));
for (let n = 0; n < 60; n += 1) {
  await client.exec(
    `insert into analytics_daily (day, dimension, value, views, visitors) select '${daysAgo(DAYS + n)}', dimension,` +
      ` value, views, visitors from analytics_daily where day = '${rolled[n % rolled.length]}'`,
  );
}

// Goals: about one visitor in 200 sends a form, over the 90 days.
const GOAL_KINDS = ["contact", "booking", "application", "newsletter"];
const SOURCES = [null, "google.com", "linkedin.com", "newsletter", "linkedin", "partner", "bing.com", "x.com"];
const goalRows = [];
for (let n = 0; n < (VIEWS / 400) * 3; n += 1) {
  const day = daysAgo(n % 90);
  const goal = GOAL_KINDS[n % GOAL_KINDS.length];
  const job = goal === "application" ? (n * 7) % 40 : null;
  goalRows.push([
    `${day}T12:00:00.000Z`,
    day,
    goal,
    goal === "application" ? `/careers/${job + 1}/apply` : PAGES[(n * 13) % 40],
    job === null ? null : job + 1,
    job === null ? null : `Role ${job + 1}`,
    SOURCES[(n * 5) % SOURCES.length],
  ]);
}
await client.insert(
  "analytics_goals",
  ["reached_at", "day", "goal", "page", "job_id", "job_title", "source"],
  goalRows,
);
await side.analyze();

// --- The timings.

async function send(url, { method = "GET", headers = {}, body } = {}) {
  // Remix compares a form's Origin with the Host, which a Request made here does not carry by itself.
  const response = await handle(new Request(url, { method, headers: { Host: "localhost", ...headers }, body }));
  return {
    status: response.status,
    headers: { location: response.headers.get("location"), "set-cookie": response.headers.getSetCookie() },
    body: Buffer.from(await response.arrayBuffer()),
  };
}
const origin = "http://localhost";
const cookie = await signIn(origin, admin, "/admin/analytics", { send });

async function time(path) {
  const runs = [];
  for (let i = 0; i < 7; i += 1) {
    const begun = performance.now();
    const response = await handle(new Request(`${origin}${path}`, { headers: { Cookie: cookie } }));
    const body = await response.text();
    runs.push(performance.now() - begun);
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${body.slice(0, 300)}`);
  }
  return runs.sort((a, b) => a - b)[3];
}

const custom = `range=custom&from=${daysAgo(59)}&to=${daysAgo(1)}`;
// The report's tables, as its "Download CSV" links name them.
const reportPage = await (
  await handle(new Request(`${origin}/admin/analytics`, { headers: { Cookie: cookie } }))
).text();
const TABLES = [...reportPage.matchAll(/href="\/admin\/analytics\.csv\?table=([a-z-]+)&amp;/g)].map(
  (match) => match[1],
);
if (TABLES.length === 0) throw new Error("The report shows no CSV link: has its markup changed?");
const rows = [
  ["/admin/analytics?range=30", `/admin/analytics?range=30`],
  ["/admin/analytics.data?range=30 (its data, no HTML)", `/admin/analytics.data?range=30`],
  ["/admin/analytics?range=90", `/admin/analytics?range=90`],
  [`/admin/analytics (custom: 59 days to yesterday)`, `/admin/analytics?${custom}`],
  ...TABLES.map((table) => [
    `/admin/analytics.csv?table=${table}&range=30`,
    `/admin/analytics.csv?table=${table}&range=30`,
  ]),
];

const stored = await count("select count(*) from page_views");
const daily = await count("select count(*) from analytics_daily");
const [load1, load5] = os.loadavg();
console.log(
  `${engine} (${database.description}): ${stored.toLocaleString("en")} page views over ${DAYS} days ` +
    `(today and yesterday not rolled up: ${(2 * PER_DAY).toLocaleString("en")}, of which ` +
    `${afterWatermark.toLocaleString("en")} after their provisional roll-up), ${daily.toLocaleString("en")} daily ` +
    `rows over 90 days, ${goalRows.length.toLocaleString("en")} goals; roll-up of ${finishedDays} days and ` +
    `today's provisional roll-up ${rollUpSeconds.toFixed(1)} s; ` +
    `load average ${load1.toFixed(2)} / ${load5.toFixed(2)} on ${os.cpus().length} cores`,
);
console.log("server time per request (median of 7)");
for (const [label, path] of rows)
  console.log(`${label.padEnd(56)}${`${(await time(path)).toFixed(1)} ms`.padStart(12)}`);
if (process.env.BENCH_PLANS) {
  // Today's page views after its provisional roll-up, per page and visitor (app/models/analytics-delta.server.ts).
  const after =
    "select path, visitor, count(*) from page_views" +
    ` where day || '' = '${today}' and id > ${watermark} group by path, visitor`;
  console.log(`plan of ${after}:\n${await side.plan(after)}`);
}

await client.close();
await database.remove();
process.exit(0);
