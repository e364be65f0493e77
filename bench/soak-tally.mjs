// What a phase of the soak saw: every answer's status and latency, every request that got no
// answer (a socket error or a timeout), and every visit that went wrong, by the visit's name.

const KEPT_FAILURES = 20;

/**
 * An empty tally with a row for each of `visitNames` (in that order); `record…` as requests end,
 * `summary()` once the phase is over.
 */
export function createTally(visitNames = []) {
  const latencies = [];
  const statuses = new Map();
  const visits = new Map();
  const failures = [];
  let errors = 0;
  let timeouts = 0;
  let failedVisits = 0;
  const started = performance.now();
  let finished = null;

  const visitRow = (name) => {
    if (!visits.has(name)) visits.set(name, { visits: 0, failed: 0, requests: 0, latencies: [] });
    return visits.get(name);
  };
  for (const name of visitNames) visitRow(name);

  return {
    recordAnswer(visit, status, milliseconds) {
      latencies.push(milliseconds);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      const row = visitRow(visit);
      row.requests += 1;
      row.latencies.push(milliseconds);
    },
    recordError(visit, error) {
      errors += 1;
      if (error.code === "ETIMEDOUT") timeouts += 1;
      visitRow(visit).requests += 1;
    },
    recordVisit(visit, failure = null) {
      const row = visitRow(visit);
      row.visits += 1;
      if (!failure) return;
      row.failed += 1;
      failedVisits += 1;
      if (failures.length < KEPT_FAILURES) failures.push(`${visit}: ${failure.message}`);
    },
    finish() {
      finished ??= performance.now();
    },
    summary() {
      const seconds = ((finished ?? performance.now()) - started) / 1000;
      const byStatus = Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
      const inClass = (low, high) =>
        [...statuses].filter(([status]) => status >= low && status < high).reduce((sum, [, count]) => sum + count, 0);
      return {
        seconds,
        requests: latencies.length + errors,
        requestsPerSecond: (latencies.length + errors) / seconds,
        latencyMs: percentiles(latencies),
        errors,
        timeouts,
        statuses: byStatus,
        status2xx3xx: inClass(200, 400),
        status4xx: inClass(400, 500),
        status429: statuses.get(429) ?? 0,
        status5xx: inClass(500, 600),
        visits: Object.fromEntries(
          [...visits].map(([name, row]) => [
            name,
            { visits: row.visits, failed: row.failed, requests: row.requests, latencyMs: percentiles(row.latencies) },
          ]),
        ),
        failedVisits,
        failures,
      };
    },
  };
}

/** p50, p99 and the maximum of `values` (milliseconds), rounded to a tenth; zeros when there are none. */
function percentiles(values) {
  if (values.length === 0) return { p50: 0, p99: 0, max: 0 };
  const sorted = Float64Array.from(values).sort();
  const at = (fraction) => sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
  const round = (value) => Math.round(value * 10) / 10;
  return { p50: round(at(0.5)), p99: round(at(0.99)), max: round(sorted[sorted.length - 1]) };
}
