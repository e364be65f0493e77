import { db } from "~/db.server";
import { describeJobSearch, JOB_ALERT_STATES, type JobAlertState } from "~/lib/job-alerts";

import { withActivity, type Actor } from "./activity.server";
import { deleteJobAlerts, searchOf } from "./job-alert.server";
import { containsTextInAny } from "./query.server";

// Job alerts as staff see them (/admin/job-alerts and its CSV): subscribers counted per saved
// search, an address's alerts found by its text, and the erasure of an address (GDPR).

export type SearchCount = { words: string; counts: Record<JobAlertState, number>; total: number };

/** Each saved search with how many alerts it has in each state, the most confirmed first. */
export async function jobAlertSearchCounts(): Promise<SearchCount[]> {
  const rows = await db
    .selectFrom("job_alerts")
    .select((eb) => ["q", "location", "type", "department", "status", eb.fn.countAll<number | string>().as("count")])
    .groupBy(["q", "location", "type", "department", "status"])
    .execute();
  const bySearch = new Map<string, SearchCount>();
  for (const row of rows) {
    const key = JSON.stringify(searchOf(row));
    const words = describeJobSearch(searchOf(row));
    const entry = bySearch.get(key) ?? {
      words,
      counts: Object.fromEntries(JOB_ALERT_STATES.map((state) => [state, 0])) as Record<JobAlertState, number>,
      total: 0,
    };
    entry.counts[row.status] += Number(row.count);
    entry.total += Number(row.count);
    bySearch.set(key, entry);
  }
  return [...bySearch.values()].sort(
    (a, b) => b.counts.confirmed - a.counts.confirmed || b.total - a.total || a.words.localeCompare(b.words),
  );
}

/** The alerts whose address contains `text` (at most 50, newest first): where staff find an address to erase. */
export async function findJobAlertsByAddress(text: string) {
  const search = text.trim();
  if (!search) return [];
  const rows = await db
    .selectFrom("job_alerts")
    .selectAll()
    .where(containsTextInAny(["email"], search))
    .orderBy("id", "desc")
    .limit(50)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    search: describeJobSearch(searchOf(row)),
    state: row.status,
    createdAt: row.created_at,
    confirmedAt: row.confirmed_at,
  }));
}

/** Every alert, oldest first, for the CSV export. */
export function allJobAlerts() {
  return db.selectFrom("job_alerts").selectAll().orderBy("id").execute();
}

/** The address of an alert, for its erasure's confirmation. */
export async function jobAlertAddress(id: number) {
  return (await db.selectFrom("job_alerts").select("email").where("id", "=", id).executeTakeFirst()) ?? null;
}

/**
 * Erases the address of alert `id`: every alert of that address, their matches and every email
 * about them (they hold the address). The log keeps how many, never the address.
 */
export async function eraseJobAlertAddress(id: number, actor?: Actor) {
  return withActivity(
    actor,
    async (trx) => {
      const alerts = await trx
        .selectFrom("job_alerts as a")
        .innerJoin("job_alerts as named", "named.email", "a.email")
        .select("a.id")
        .where("named.id", "=", id)
        .execute();
      await deleteJobAlerts(
        trx,
        alerts.map((alert) => alert.id),
      );
      return alerts.length;
    },
    (count) =>
      count > 0
        ? {
            kind: "job-alert",
            action: "deleted",
            subjectId: id,
            summary: `Deleted the job alerts of an address (${count} ${count === 1 ? "alert" : "alerts"})`,
          }
        : null,
  ).then((count) => count > 0);
}
