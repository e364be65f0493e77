import { json } from "@remix-run/node";
import { sql } from "kysely";

import { db } from "~/db.server";

/** For load balancers and the container HEALTHCHECK: 200 when the database answers. */
export async function loader() {
  const headers = { "Cache-Control": "no-store" };
  try {
    await sql`select 1`.execute(db);
    return json({ status: "ok" }, { headers });
  } catch (error) {
    console.error("[healthz] database check failed:", error);
    return json({ status: "error", message: "Database unavailable" }, { status: 503, headers });
  }
}
