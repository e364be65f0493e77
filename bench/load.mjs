// Load on one target with autocannon (fixed connections and duration, no pipelining), summed up
// as the table shows it. Requests carry no Accept-Encoding, as with wrk: both servers send identity bytes.
import autocannon from "autocannon";

/**
 * Runs `connections` connections against `origin` + `target.path()` for `duration` seconds, or
 * until `requests` requests were answered when it is set; a target with `distinct` asks for a new
 * path on every request.
 */
export async function load(origin, target, { connections, duration, requests = null }) {
  const options = {
    url: origin + target.path(),
    connections,
    duration,
    ...(requests ? { amount: requests } : {}),
    headers: target.headers,
    timeout: 10,
    // autocannon notices the end of the duration at its next sample: every 100 ms, not every second.
    sampleInt: 100,
  };
  if (target.distinct) {
    options.requests = [
      {
        setupRequest(request) {
          request.path = target.path();
          return request;
        },
      },
    ];
  }
  return summarize(await autocannon(options));
}

/** requests/s over the whole run (autocannon's own average is per whole second, 0 for a run under one). */
function summarize(result) {
  const seconds = (new Date(result.finish).getTime() - new Date(result.start).getTime()) / 1000;
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, Number(count)]),
  );
  return {
    requests: result.requests.total,
    seconds,
    requestsPerSecond: seconds > 0 ? result.requests.total / seconds : 0,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    bytesPerSecond: seconds > 0 ? result.throughput.total / seconds : 0,
    statusCodes,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
