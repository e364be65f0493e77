import type { Insertable, Kysely } from "kysely";

import type { ApplicationsTable, Database } from "../db/database";

/**
 * Stores a job application straight into the tables, as the apply form would: its CV file,
 * the application and its first timeline entry. For tests that need applications in place
 * without going through the form; `fields` overrides the defaults.
 */
export async function insertApplication(
  db: Kysely<Database>,
  {
    at = new Date().toISOString(),
    cvBytes = Buffer.from("%PDF-1.4"),
    ...fields
  }: Partial<Insertable<ApplicationsTable>> & { at?: string; cvBytes?: Buffer } = {},
) {
  const cv = await db
    .insertInto("files")
    .values({
      name: "cv.pdf",
      content_type: "application/pdf",
      size: cvBytes.length,
      sha256: "0".repeat(64),
      bytes: cvBytes,
      created_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const email = fields.email ?? `candidate-${cv.id}@example.com`;
  const { id } = await db
    .insertInto("applications")
    .values({
      job_id: 1,
      job_title: "Role",
      full_name: "Ravi Kumar",
      email_key: email,
      phone: "+919876543210",
      location: "Pune, India",
      profile_url: null,
      cover_letter: null,
      source: "careers site",
      created_at: at,
      updated_at: at,
      ...fields,
      email,
      cv_file_id: cv.id,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("application_events")
    .values({ application_id: id, kind: "applied", to_stage: "new", created_at: at })
    .execute();
  return { id, fileId: cv.id };
}
