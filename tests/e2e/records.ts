import type { Insertable } from "kysely";

import { db, uniqueSuffix } from "./fixtures";
import type { JobsTable } from "../../db/database";

/** Stores a job straight in the database, every field filled unless `fields` says otherwise; returns its id. */
export async function insertJob(fields: Partial<Insertable<JobsTable>> = {}) {
  const now = new Date().toISOString();
  const row = await db
    .insertInto("jobs")
    .values({
      title: `Job ${uniqueSuffix()}`,
      company: "Lumora Ventures",
      location: "Bengaluru, India",
      type: "Contract",
      salary: 1250000,
      department: "Operations",
      description: "Run the studio's operating cadence.",
      requirements: "Line one\n\nLine two",
      created_at: now,
      updated_at: now,
      ...fields,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
