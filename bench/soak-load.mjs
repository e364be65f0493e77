// One phase of the soak's load: `connections` visitors, each on a connection of its own kept
// alive, running visits one after another until the time is up (a visit under way finishes).
import http from "node:http";

import { createTally } from "./soak-tally.mjs";
import { createVisitor } from "./soak-visitor.mjs";
import { drawVisit, VISITS } from "./soak-visits.mjs";

/** How long a request may wait for its answer before it counts as a timeout. */
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Runs the mix against `site` (origin, content, ledger… see soak-visits.mjs) for `seconds` with
 * `connections` visitors taking their addresses from `addresses`; resolves to the tally's summary.
 * Each visitor's first visit is a different kind, in order, so that a short run has every kind.
 */
export async function mixedLoad(site, { connections, seconds, addresses }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const tally = createTally(VISITS.map((visit) => visit.name));
  const deadline = performance.now() + seconds * 1000;
  const runVisitor = async (index) => {
    const visitor = createVisitor({ origin: site.origin, agent, tally, addresses, timeoutMs: REQUEST_TIMEOUT_MS });
    let visit = VISITS[index % VISITS.length];
    do {
      visitor.begin(visit.name, visit.needs);
      try {
        await visit.run(visitor, site);
        tally.recordVisit(visit.name);
      } catch (error) {
        tally.recordVisit(visit.name, error);
      }
      visit = drawVisit();
    } while (performance.now() < deadline);
  };
  await Promise.all(Array.from({ length: connections }, (_, index) => runVisitor(index)));
  tally.finish();
  agent.destroy();
  return tally.summary();
}
