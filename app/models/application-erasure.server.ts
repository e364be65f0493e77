import type { Kysely } from "kysely";

import type { MailContext } from "~/emails/email";

import { logActivity, quoted, VISITOR, type Actor } from "./activity.server";
import { emailsAbout, withdrawnEmails } from "./application-emails.server";
import { removeFiles } from "./file-storage.server";
import { queueEmails } from "./outbox.server";
import type { Database } from "../../db/database";

// Erasing applications for good: the rows, their timelines, their CVs and the emails about them,
// each batch in one transaction. The retention command (app/cli/applications-purge.ts) runs the very
// same code as the back-office.

/** One application, or (retention) those received before a moment. */
export type Erasure = { id: number } | { receivedBefore: Date };

/** Old applications go this many at a time: no purge holds the database in one long transaction. */
const BATCH = 200;

/** The interviews booked from these applications' invitations, and their emails: they hold the candidate's details too. */
async function eraseInterviews(trx: Kysely<Database>, applicationIds: number[]) {
  const booked = await trx
    .selectFrom("interview_invitations")
    .select("appointment_id")
    .where("application_id", "in", applicationIds)
    .where("appointment_id", "is not", null)
    .execute();
  const ids = booked.map((row) => row.appointment_id!);
  if (ids.length === 0) return;
  await trx.deleteFrom("appointments").where("id", "in", ids).execute();
  await trx
    .deleteFrom("emails")
    .where(
      "about",
      "in",
      ids.map((id) => `appointment:${id}`),
    )
    .execute();
}

/**
 * Erases these applications inside `trx`: their timelines, the rows, their CVs, their booked
 * interviews, and the emails about them still in the outbox (they hold the candidate's name and address).
 */
async function eraseRows(trx: Kysely<Database>, rows: Array<{ id: number; cv_file_id: number }>) {
  const ids = rows.map((row) => row.id);
  await eraseInterviews(trx, ids);
  await trx.deleteFrom("application_events").where("application_id", "in", ids).execute();
  await trx.deleteFrom("applications").where("id", "in", ids).execute();
  await removeFiles(
    trx,
    rows.map((row) => row.cv_file_id),
  );
  await trx.deleteFrom("emails").where("about", "in", emailsAbout(ids)).execute();
}

/**
 * Erases one batch in a transaction; a staff member's erasure of one application is logged with
 * it, naming the role only (the candidate's name goes with their data).
 */
async function eraseBatch(database: Kysely<Database>, which: Erasure, actor?: Actor) {
  return database.transaction().execute(async (trx) => {
    let query = trx.selectFrom("applications").select(["id", "cv_file_id", "job_title"]);
    query =
      "id" in which
        ? query.where("id", "=", which.id)
        : query.where("created_at", "<", which.receivedBefore.toISOString()).orderBy("id").limit(BATCH);
    const rows = await query.execute();
    if (rows.length > 0) await eraseRows(trx, rows);
    const [erased] = rows;
    if (actor && erased && "id" in which) {
      const summary = `Deleted application #${erased.id} for ${quoted(erased.job_title)}`;
      await logActivity(trx, actor, { kind: "application", action: "deleted", subjectId: erased.id, summary });
    }
    return rows.length;
  });
}

/**
 * The candidate withdraws their application (from the link in their confirmation email): it is
 * erased, and staff are told which role it was for, in one transaction. False when it is gone.
 */
export async function eraseWithdrawnApplication(
  database: Kysely<Database>,
  id: number,
  { mail, now = new Date() }: { mail: MailContext; now?: Date },
) {
  return database.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("applications")
      .select(["id", "cv_file_id", "job_title"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return false;
    await eraseRows(trx, [row]);
    await queueEmails(trx, withdrawnEmails(row.job_title, mail), { from: mail.from, now });
    const summary = `Withdrew an application for ${quoted(row.job_title)}`;
    await logActivity(trx, VISITOR, { kind: "application", action: "withdrawn", subjectId: id, summary }, now);
    return true;
  });
}

/** Deletes what `which` names, with CVs and timelines; how many applications. */
export async function eraseApplications(database: Kysely<Database>, which: Erasure, actor?: Actor) {
  if ("id" in which) return eraseBatch(database, which, actor);
  let total = 0;
  for (;;) {
    const erased = await eraseBatch(database, which);
    total += erased;
    if (erased < BATCH) return total;
  }
}
