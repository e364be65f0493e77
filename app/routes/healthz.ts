import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { sql } from "kysely";

import { db } from "~/db.server";
import { applySecurityHeaders } from "~/utils/security.server";

import { isDatabaseUnavailable } from "../../db/database-errors";

/**
 * Liveness, for the container HEALTHCHECK: 200 when the process and its database connection
 * answer. It does not write, so it stays 200 while writes fail: load balancers ask /readyz.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const headers = applySecurityHeaders(new Headers({ "Cache-Control": "no-store" }), request);
  try {
    await sql`select 1`.execute(db);
    return json({ status: "ok" }, { headers });
  } catch (error) {
    const reason = isDatabaseUnavailable(error) ? "the database cannot be reached" : "the database does not answer";
    console.error(`[healthz] ${reason}: ${error instanceof Error ? error.message : String(error)}`);
    return json({ status: "error", message: "Database unavailable", reason }, { status: 503, headers });
  }
}
