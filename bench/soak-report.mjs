// What `npm run soak` prints: the machine and the settings, a row per kind of visit, the figures
// of the measured load, the server's memory after the warm-up and at the end, the writes
// acknowledged and found afterwards, and every check that failed, loudly.
import { machineLine, megabytes, memoryText } from "./report.mjs";

/** Each check of a soak as { name, passed, detail }: what must hold for the run to pass. */
export function soakChecks({ warmup, measured, memory, rssLimit, writes, siteProblem }) {
  const both = (key) => warmup[key] + measured[key];
  const other4xx = both("status4xx") - both("status429");
  const ratio = memory.ratio;
  return [
    {
      name: "no request without an answer (socket errors, timeouts)",
      passed: both("errors") === 0,
      detail: `${both("errors")} (${both("timeouts")} timeouts)`,
    },
    { name: "no 5xx answer", passed: both("status5xx") === 0, detail: String(both("status5xx")) },
    { name: "no 429 answer", passed: both("status429") === 0, detail: String(both("status429")) },
    { name: "no other 4xx answer", passed: other4xx === 0, detail: String(other4xx) },
    {
      name: "every visit answered as expected",
      passed: both("failedVisits") === 0,
      detail: `${both("failedVisits")} visits went wrong`,
    },
    {
      name: `memory flat (RSS at the end at most ${rssLimit ?? "–"} × after the warm-up)`,
      passed: rssLimit === null || ratio <= rssLimit,
      detail: rssLimit === null ? `${ratio.toFixed(2)}, not checked (--rss-limit off)` : ratio.toFixed(2),
    },
    {
      name: "every acknowledged write present afterwards",
      passed: writes.found === writes.acknowledged && writes.acknowledged > 0 && writes.unsettled === 0,
      detail: `${writes.found} of ${writes.acknowledged}${writes.unsettled ? `, ${writes.unsettled} records with a write of unknown outcome` : ""}`,
    },
    { name: "the server healthy afterwards", passed: !siteProblem, detail: siteProblem ?? "/healthz 200" },
  ];
}

const cell = (text, width, right = false) => (right ? String(text).padStart(width) : String(text).padEnd(width));

const VISIT_COLUMNS = [
  { title: "visit", width: 16, cell: (name) => name },
  { title: "visits", width: 7, right: true, cell: (_, row) => row.visits },
  { title: "failed", width: 6, right: true, cell: (_, row) => row.failed },
  { title: "requests", width: 8, right: true, cell: (_, row) => row.requests },
  { title: "p50 ms", width: 7, right: true, cell: (_, row) => row.latencyMs.p50 },
  { title: "p99 ms", width: 7, right: true, cell: (_, row) => row.latencyMs.p99 },
];

function tableLine(cells) {
  return cells
    .map((text, i) => cell(text, VISIT_COLUMNS[i].width, VISIT_COLUMNS[i].right))
    .join("  ")
    .trimEnd();
}

function visitTable(measured) {
  return [
    tableLine(VISIT_COLUMNS.map((column) => column.title)),
    tableLine(VISIT_COLUMNS.map((column) => "-".repeat(column.width))),
    ...Object.entries(measured.visits).map(([name, row]) =>
      tableLine(VISIT_COLUMNS.map((column) => String(column.cell(name, row)))),
    ),
  ];
}

const statusList = (statuses) =>
  Object.entries(statuses)
    .map(([status, count]) => `${status} × ${count}`)
    .join(", ") || "none";

/** The whole report as text. */
export function formatSoakReport({
  machine,
  engine,
  settings,
  warmup,
  measured,
  memory,
  writes,
  addresses,
  slots,
  checks,
}) {
  const line = (label, value) => `${label.padEnd(30)}${value}`;
  const perKind = Object.entries(writes.byKind)
    .map(([kind, counts]) => `${kind} ${counts.found}/${counts.acknowledged}`)
    .join(", ");
  const failed = checks.filter((check) => !check.passed);
  const lines = [
    "",
    machineLine(machine),
    `Engine: ${engine}; server workers: ${settings.workers ?? "the server's default (WEB_CONCURRENCY unset)"}; TRUST_PROXY=1` +
      (settings.pageCache ? `; PAGE_CACHE=${settings.pageCache}` : "") +
      (settings.analytics ? `; ANALYTICS=${settings.analytics}` : ""),
    `Content: the demo content + ${settings.posts} posts and ${settings.jobs} jobs generated`,
    `Load: ${settings.connections} visitors (a kept-alive connection each) for ${settings.seconds} s after ${settings.warmup} s of warm-up;` +
      ` ${addresses} client addresses, ${slots} consultation slots booked`,
    "",
    ...visitTable(measured),
    "",
    line(
      "requests",
      `${measured.requests} in ${measured.seconds.toFixed(1)} s (${measured.requestsPerSecond.toFixed(0)}/s)`,
    ),
    line(
      "latency p50 / p99 / max",
      `${measured.latencyMs.p50} / ${measured.latencyMs.p99} / ${measured.latencyMs.max} ms`,
    ),
    line("errors (of them timeouts)", `${measured.errors} (${measured.timeouts})`),
    line("answers by status", statusList(measured.statuses)),
    line("429 answers", String(measured.status429)),
    line("5xx answers", String(measured.status5xx)),
    line(
      "warm-up",
      `${warmup.requests} requests, ${warmup.errors} errors, ${warmup.status4xx + warmup.status5xx} non-2xx/3xx, ${warmup.failedVisits} failed visits`,
    ),
    line("server RSS after warm-up", memoryText(memory.afterWarmup)),
    line(
      "server RSS every 10 s of load",
      `${memory.duringLoad.map((bytes) => (bytes / 2 ** 20).toFixed(0)).join(", ") || "–"} MB`,
    ),
    line("server RSS at the end", memoryText(memory.atEnd)),
    line(
      "RSS end / after warm-up",
      `${memory.ratio.toFixed(2)} (${megabytes(memory.atEnd.total - memory.afterWarmup.total)} more)`,
    ),
    line("writes acknowledged / found", `${writes.acknowledged} / ${writes.found} (${perKind})`),
    "",
  ];
  if (failed.length === 0) lines.push(`All ${checks.length} checks passed.`);
  else {
    lines.push("!!! SOAK FAILED !!!");
    for (const check of failed) lines.push(`!!! ${check.name}: ${check.detail}`);
    for (const failure of [...warmup.failures, ...measured.failures]) lines.push(`!!! ${failure}`);
    for (const missing of writes.missing) lines.push(`!!! ${missing}`);
  }
  return lines.join("\n");
}
