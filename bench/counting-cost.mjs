// What counting a page view costs in CPU (issue 43), apart from serving the page: the server's
// counter (server/page-views.js) notes N answered GETs of "/" as `npm run bench`'s load makes them
// (a browser's headers, one address), and the BUILT app's buffer writes them every 5,000 (as every
// 5 s at 1,000 views a second) to a throw-away SQLite database. Prints the process's CPU time per view.
// Usage: npm run build && node bench/counting-cost.mjs [views, default 50000]
import { EventEmitter } from "node:events";

import { builtSiteOn } from "./built-site.mjs";
import { PAGE_HEADERS } from "./targets.mjs";
import { pageViewCounter } from "../server/page-views.js";

const VIEWS = Number(process.argv[2]) || 50_000;
/** Views between two writes of the buffer. */
const WRITE_EVERY = 5_000;

const { database, contract } = await builtSiteOn("sqlite", "bench_counting");
const count = pageViewCounter({ note: contract.pageViews.note, trustProxy: 0, countryHeader: "cf-ipcountry" });
const headers = Object.fromEntries(Object.entries(PAGE_HEADERS).map(([name, value]) => [name.toLowerCase(), value]));
const socket = { remoteAddress: "127.0.0.1" };

/** One GET of the home page, answered from the page cache as far as the counter can tell. */
function answeredGet() {
  const response = Object.assign(new EventEmitter(), {
    statusCode: 200,
    getHeader: () => "text/html; charset=utf-8",
  });
  count({ method: "GET", url: "/", headers, socket }, response);
  response.emit("finish");
}

// A first round, so that what runs once (the day's salt, compiling) is not measured.
for (let view = 0; view < WRITE_EVERY; view += 1) answeredGet();
await contract.pageViews.flush();

const started = process.cpuUsage();
for (let view = 1; view <= VIEWS; view += 1) {
  answeredGet();
  if (view % WRITE_EVERY === 0) await contract.pageViews.flush();
}
await contract.pageViews.flush();
const used = process.cpuUsage(started);
console.log(
  `counting ${VIEWS.toLocaleString("en")} views: ${((used.user + used.system) / VIEWS).toFixed(1)} µs of CPU each`,
);

await contract.closeDatabase();
await database.remove();
process.exit(0);
