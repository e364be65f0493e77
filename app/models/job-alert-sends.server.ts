import type { Kysely } from "kysely";

import { db } from "~/db.server";
import type { MailContext } from "~/emails/email";
import { jobAlertEmail, jobAlertHeaders } from "~/emails/job-alerts";
import { careersSearchPath, describeJobSearch } from "~/lib/job-alerts";
import { officeDate } from "~/lib/slots";

import { aboutJobAlert, alertToken, JOB_ALERT_KINDS, searchOf } from "./job-alert.server";
import { jobsListedBy } from "./job.server";
import { queueEmails } from "./outbox.server";
import type { Database } from "../../db/database";

// A published job reaches the alerts it matches in two steps, so a crash or SMTP being down never
// doubles nor loses an email. The publishing transaction writes a match row per confirmed alert
// whose search lists the job (the careers page's own filters; unique per alert and job). The
// background work of any instance then turns an alert's waiting matches into one outbox email, in
// one transaction that also marks them queued: the first match of an office day goes at once, the
// ones after it that day wait and go together the next day (a daily digest).

/**
 * Records, in the transaction `trx` that publishes the job, which confirmed alerts it matches.
 * Alerts whose type or department rule the job out are not even asked; the others are asked once
 * per distinct search.
 */
export async function recordAlertMatches(
  trx: Kysely<Database>,
  job: { id: number; type: string; department: string | null },
  now: Date,
) {
  const alerts = await trx
    .selectFrom("job_alerts")
    .select(["id", "q", "location", "type", "department"])
    .where("status", "=", "confirmed")
    .where((eb) => eb.or([eb("type", "=", ""), eb("type", "=", job.type)]))
    .where((eb) => eb.or([eb("department", "=", ""), eb("department", "=", job.department ?? "")]))
    .execute();
  const bySearch = new Map<string, typeof alerts>();
  for (const alert of alerts) {
    const key = JSON.stringify(searchOf(alert));
    bySearch.set(key, [...(bySearch.get(key) ?? []), alert]);
  }
  const matching: number[] = [];
  for (const group of bySearch.values()) {
    const listed = await jobsListedBy(trx, searchOf(group[0]!), [job.id], now);
    if (listed.length > 0) matching.push(...group.map((alert) => alert.id));
  }
  if (matching.length === 0) return;
  const timestamp = now.toISOString();
  await trx
    .insertInto("job_alert_matches")
    .values(matching.map((alertId) => ({ alert_id: alertId, job_id: job.id, created_at: timestamp })))
    .onConflict((oc) => oc.columns(["alert_id", "job_id"]).doNothing())
    .execute();
}

/** The confirmed alerts with matches waiting whose day's email has not gone yet. */
async function alertsDue(now: Date) {
  const rows = await db
    .selectFrom("job_alert_matches as m")
    .innerJoin("job_alerts as a", "a.id", "m.alert_id")
    .select(["a.id", "a.last_sent_at"])
    .distinct()
    .where("m.queued_at", "is", null)
    .where("a.status", "=", "confirmed")
    .orderBy("a.id")
    .execute();
  const today = officeDate(now);
  return rows.filter((row) => !row.last_sent_at || officeDate(new Date(row.last_sent_at)) < today);
}

/**
 * Queues one alert's email in a transaction: every waiting match whose job still takes
 * applications, marked queued with it (a closed one is marked and left out). The first statement
 * locks the alert's row, so two instances take turns and the second finds nothing waiting.
 * Resolves to whether an email was queued.
 */
async function queueAlertEmail(alertId: number, mail: MailContext, now: Date) {
  const timestamp = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const held = await trx
      .updateTable("job_alerts")
      .set({ updated_at: timestamp })
      .where("id", "=", alertId)
      .where("status", "=", "confirmed")
      .executeTakeFirst();
    if (Number(held.numUpdatedRows) === 0) return false;
    const alert = await trx.selectFrom("job_alerts").selectAll().where("id", "=", alertId).executeTakeFirstOrThrow();
    if (alert.last_sent_at && officeDate(new Date(alert.last_sent_at)) >= officeDate(now)) return false;
    const waiting = await trx
      .selectFrom("job_alert_matches")
      .select(["id", "job_id"])
      .where("alert_id", "=", alertId)
      .where("queued_at", "is", null)
      .orderBy("id")
      .execute();
    if (waiting.length === 0) return false;
    const search = searchOf(alert);
    const listedIds = await jobsListedBy(
      trx,
      { q: "", location: "", type: "", department: "" },
      waiting.map((match) => match.job_id),
      now,
    );
    const jobs =
      listedIds.length === 0
        ? []
        : await trx
            .selectFrom("jobs")
            .select(["id", "title", "company", "location", "type", "salary"])
            .where("id", "in", listedIds)
            .orderBy("id")
            .execute();
    let emailId: number | undefined;
    if (jobs.length > 0) {
      const token = alertToken(mail.secret, alertId, now);
      const links = {
        preferences: `${mail.siteUrl}/careers/alerts/preferences/${token}`,
        unsubscribe: `${mail.siteUrl}/careers/alerts/unsubscribe/${token}`,
      };
      const content = jobAlertEmail(
        {
          search: describeJobSearch(search),
          jobs: jobs.map((job) => ({ ...job, url: `${mail.siteUrl}/careers?job=${job.id}` })),
          allUrl: `${mail.siteUrl}${careersSearchPath(search)}`,
        },
        links,
        mail,
      );
      [emailId] = await queueEmails(
        trx,
        [
          {
            kind: JOB_ALERT_KINDS.jobs,
            about: aboutJobAlert(alertId),
            to: alert.email,
            headers: jobAlertHeaders(links, mail),
            ...content,
          },
        ],
        { from: mail.from, now },
      );
      await trx.updateTable("job_alerts").set({ last_sent_at: timestamp }).where("id", "=", alertId).execute();
    }
    const matchIds = waiting.map((match) => match.id);
    await trx.updateTable("job_alert_matches").set({ queued_at: timestamp }).where("id", "in", matchIds).execute();
    if (emailId !== undefined) {
      await trx
        .updateTable("job_alert_matches")
        .set({ email_id: emailId })
        .where("id", "in", matchIds)
        .where("job_id", "in", listedIds)
        .execute();
    }
    return emailId !== undefined;
  });
}

/**
 * Job alerts' share of an instance's background work: one email per alert with matches waiting,
 * at most one a day per alert. Resolves to how many it queued.
 */
export async function runJobAlertSends({ mail, now = new Date() }: { mail: () => Promise<MailContext>; now?: Date }) {
  const due = await alertsDue(now);
  if (due.length === 0) return 0;
  const context = await mail();
  let queued = 0;
  for (const alert of due) {
    if (await queueAlertEmail(alert.id, context, now)) queued += 1;
  }
  return queued;
}
