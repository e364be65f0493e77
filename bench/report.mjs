// What `npm run bench` prints: the machine, the table of targets against the bare server, the
// server's memory, and every failed request, loudly.
import os from "node:os";

/** The machine the figures belong to. */
export function machine() {
  return {
    cpu: os.cpus()[0]?.model.trim() ?? "unknown",
    cores: os.availableParallelism(),
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    loadAverage: os.loadavg().map((load) => Number(load.toFixed(2))),
  };
}

export const megabytes = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

/** A line on the machine (from `machine()`): its CPU, cores, memory, system, Node and load average. */
export function machineLine(machine) {
  return (
    `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB, ${machine.os}, Node ${machine.node}` +
    ` (load average ${machine.loadAverage.join(" ")} at the start)`
  );
}

/** The server's resident memory (from treeMemory): the total and each process's. */
export function memoryText(memory) {
  if (memory.processes.length === 0) return "none (the server is gone)";
  const each = memory.processes.map((entry) => megabytes(entry.rss).replace(" MB", "")).join(" + ");
  const count = memory.processes.length;
  return `${megabytes(memory.total)} (${count} process${count === 1 ? "" : "es"}: ${each} MB)`;
}

/** What went wrong in a run (warm-up or measured) of `row`, as a sentence; null when nothing did. */
export function problems(row, phase, run) {
  const codes = Object.entries(run.statusCodes)
    .filter(([status]) => !status.startsWith("2"))
    .map(([status, count]) => `${count} × ${status}`);
  const parts = [
    ...codes,
    ...(run.errors ? [`${run.errors} errors (${run.timeouts} of them timeouts)`] : []),
    ...(run.requests === 0 && phase === "measured" ? ["no request answered"] : []),
  ];
  return parts.length ? `${row.label} (${row.name}), ${phase}: ${parts.join(", ")}` : null;
}

const columns = [
  { title: "target", width: 40, cell: (row) => row.label },
  { title: "req/s", width: 9, right: true, cell: (row) => row.result.requestsPerSecond.toFixed(0) },
  { title: "p50 ms", width: 7, right: true, cell: (row) => String(row.result.latencyMs.p50) },
  { title: "p99 ms", width: 7, right: true, cell: (row) => String(row.result.latencyMs.p99) },
  { title: "vs bare", width: 8, right: true, cell: (row) => `${row.vsBarePercent.toFixed(1)} %` },
  { title: "KB", width: 6, right: true, cell: (row) => (row.bytes / 1024).toFixed(1) },
  {
    title: "non-2xx / errors",
    width: 17,
    right: true,
    cell: (row) => `${row.result.non2xx} / ${row.result.errors}${row.failed ? " !!" : ""}`,
  },
];

function tableLine(cells) {
  return cells
    .map((text, i) => (columns[i].right ? text.padStart(columns[i].width) : text.padEnd(columns[i].width)))
    .join("  ")
    .trimEnd();
}

/** The whole report as text. */
export function formatReport({ machine, settings, engine, rows, memory, failures }) {
  const lines = [
    "",
    machineLine(machine),
    `Engine: ${engine}; server workers: ${settings.workers ?? "the server's default (WEB_CONCURRENCY unset)"}` +
      (settings.pageCache ? `; PAGE_CACHE=${settings.pageCache}` : "") +
      (settings.analytics ? `; ANALYTICS=${settings.analytics}` : ""),
    `Content: the demo content + ${settings.posts} posts and ${settings.jobs} jobs generated`,
    `Load: autocannon, ${settings.connections} connections, ${settings.requests ? `${settings.requests} requests` : `${settings.duration} s`}` +
      ` per target after ${settings.warmup} s of warm-up, no pipelining`,
    "",
    tableLine(columns.map((column) => column.title)),
    tableLine(columns.map((column) => "-".repeat(column.width))),
    ...rows.map((row) => tableLine(columns.map((column) => column.cell(row)))),
    "",
    `Server memory (RSS) before the load: ${memoryText(memory.before)}`,
    `Server memory (RSS) after the load:  ${memoryText(memory.after)}`,
  ];
  if (failures.length) {
    lines.push(
      "",
      "!!! FAILED REQUESTS: these figures are not a benchmark of working pages !!!",
      ...failures.map((failure) => `!!! ${failure}`),
    );
  }
  return lines.join("\n");
}
