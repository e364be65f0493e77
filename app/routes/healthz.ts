import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { sql } from "kysely";

import { db } from "~/db.server";
import { applySecurityHeaders } from "~/utils/security.server";

/** For load balancers and the container HEALTHCHECK: 200 when the database answers. */
export async function loader({ request }: LoaderFunctionArgs) {
  const headers = applySecurityHeaders(new Headers({ "Cache-Control": "no-store" }), request);
  try {
    await sql`select 1`.execute(db);
    return json({ status: "ok" }, { headers });
  } catch (error) {
    console.error("[healthz] database check failed:", error);
    return json({ status: "error", message: "Database unavailable" }, { status: 503, headers });
  }
}
