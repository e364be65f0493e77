import type { Kysely } from "kysely";

import { removeFiles } from "./file-storage.server";
import type { Database } from "../../db/database";

// Erasing applications for good: the rows, their timelines and their CVs, each batch in one
// transaction. It takes the database, so the retention command (db/purge-applications-command.ts)
// runs the very same code as the back-office.

/** One application, or (retention) those received before a moment. */
export type Erasure = { id: number } | { receivedBefore: Date };

/** Old applications go this many at a time: no purge holds the database in one long transaction. */
const BATCH = 200;

async function eraseBatch(database: Kysely<Database>, which: Erasure) {
  return database.transaction().execute(async (trx) => {
    let query = trx.selectFrom("applications").select(["id", "cv_file_id"]);
    query =
      "id" in which
        ? query.where("id", "=", which.id)
        : query.where("created_at", "<", which.receivedBefore.toISOString()).orderBy("id").limit(BATCH);
    const rows = await query.execute();
    if (rows.length === 0) return 0;
    const ids = rows.map((row) => row.id);
    await trx.deleteFrom("application_events").where("application_id", "in", ids).execute();
    await trx.deleteFrom("applications").where("id", "in", ids).execute();
    await removeFiles(
      trx,
      rows.map((row) => row.cv_file_id),
    );
    return rows.length;
  });
}

/** Deletes what `which` names, with CVs and timelines; how many applications. */
export async function eraseApplications(database: Kysely<Database>, which: Erasure) {
  if ("id" in which) return eraseBatch(database, which);
  let total = 0;
  for (;;) {
    const erased = await eraseBatch(database, which);
    total += erased;
    if (erased < BATCH) return total;
  }
}
