import { json, type LoaderFunctionArgs } from "@remix-run/node";

import { db } from "~/db.server";
import { applySecurityHeaders } from "~/utils/security.server";

import { checkReadiness, type Readiness } from "../../db/readiness";

const REUSE_MS = 1000;
let lastCheck: { at: number; readiness: Promise<Readiness> } | undefined;

/** Anyone may ask /readyz: one check (one test write) a second serves every probe in that second. */
function currentReadiness() {
  const now = Date.now();
  if (!lastCheck || now - lastCheck.at >= REUSE_MS || now < lastCheck.at) {
    lastCheck = { at: now, readiness: checkReadiness(db) };
  }
  return lastCheck.readiness;
}

/**
 * Readiness, for load balancers: 200 when the database is migrated and can save a write, else 503
 * with the reason. /healthz stays the liveness check (the process answers).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const headers = applySecurityHeaders(new Headers({ "Cache-Control": "no-store" }), request);
  const readiness = await currentReadiness();
  if (readiness.ready) return json({ status: "ready" }, { headers });
  console.warn(`[readyz] not ready: ${readiness.reason}`);
  return json({ status: "not-ready", reason: readiness.reason }, { status: 503, headers });
}
