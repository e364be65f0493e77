import type { Kysely } from "kysely";
import { z } from "zod";

import { db } from "~/db.server";
import type { MailContext } from "~/emails/email";
import { jobAlertConfirmationEmail } from "~/emails/job-alerts";
import {
  CONFIRMATION_RESEND_MS,
  readConfirmLink as readSignedConfirmLink,
  signConfirmLink,
  type ConfirmLinkState,
} from "~/lib/confirm-link.server";
import { describeJobSearch, type JobSearch } from "~/lib/job-alerts";
import { isJobType } from "~/lib/jobs";
import { newSecretToken } from "~/lib/secret-token.server";
import { readToken, signToken } from "~/lib/signed-token.server";
import { cleanSingleLine, EmailSchema } from "~/lib/text-schema";

import { queueEmails } from "./outbox.server";
import type { Database, JobAlert } from "../../db/database";

// Job alerts: a visitor's saved careers search, emailed when a matching job is published
// (job-alert-sends.server.ts). Subscribing is double opt-in, as for the newsletter: a pending alert
// and a signed link (48 hours, usable once) that confirms it and records the consent.

export const ALERT_CONFIRM_PURPOSE = "job-alert-confirm";
const ALERT_PURPOSE = "job-alert";
/** An alert's preferences and unsubscribe links outlive any email they come in. */
const ALERT_LINK_MS = 10 * 365 * 24 * 60 * 60_000;
/** One address gets at most this many confirmation emails in that while, whatever the searches. */
export const CONFIRMATIONS_PER_ADDRESS = 3;

/** The kinds of email an alert's address receives (their `about` is `job-alert:{id}`). */
export const JOB_ALERT_KINDS = { confirmation: "job-alert-confirmation", jobs: "job-alert" } as const;

export const aboutJobAlert = (id: number) => `job-alert:${id}`;

/** A search word as typed, without the control characters no database column takes (PostgreSQL refuses NUL). */
const searchText = (max: number) =>
  z.preprocess((value) => (typeof value === "string" ? cleanSingleLine(value).trim() : ""), z.string().max(max));

/** A search as the careers page's filters send it; a type that is not one is no filter, as on the page. */
export const JobSearchSchema = z.object({
  q: searchText(100),
  location: searchText(120),
  type: z.preprocess((value) => (isJobType(value) ? value : ""), z.string()),
  department: searchText(80),
});

export const JobAlertSubscribeSchema = JobSearchSchema.extend({ email: EmailSchema });
export type JobAlertSubscribeInput = z.output<typeof JobAlertSubscribeSchema>;

/** The search an alert saved. */
export const searchOf = (alert: Pick<JobAlert, "q" | "location" | "type" | "department">): JobSearch => ({
  q: alert.q,
  location: alert.location,
  type: alert.type,
  department: alert.department,
});

/** The signed link of an alert's preferences page; its one-click unsubscribe address is the same token's. */
export function alertToken(secret: string, alertId: number, now = new Date()) {
  return signToken(secret, ALERT_PURPOSE, alertId, new Date(now.getTime() + ALERT_LINK_MS));
}

/** The alert a preferences or unsubscribe link names, if it was signed here and the alert still exists. */
export async function alertOfToken(secret: string, token: string) {
  const check = readToken(secret, ALERT_PURPOSE, token);
  if (check.status !== "valid") return null;
  return (await db.selectFrom("job_alerts").selectAll().where("id", "=", check.id).executeTakeFirst()) ?? null;
}

/** Confirmation emails queued for an address in the last 10 minutes, over all its alerts. */
async function recentConfirmations(trx: Kysely<Database>, email: string, now: Date) {
  const row = await trx
    .selectFrom("job_alerts")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("email", "=", email)
    .where("confirmation_sent_at", ">", new Date(now.getTime() - CONFIRMATION_RESEND_MS).toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Alerts asked for on the careers page. Whatever the alert's state the caller says the same thing
 * ("check your inbox"): a confirmed alert is left as it is; a pending one gets a new link unless one
 * went out in the last 10 minutes; a new or unsubscribed one becomes pending and gets a link, unless
 * its address had three links in those 10 minutes already.
 */
export async function subscribeToJobAlert(
  input: JobAlertSubscribeInput,
  { mail, now = new Date() }: { mail: MailContext; now?: Date },
) {
  const email = input.email.toLowerCase();
  const search = searchOf(input);
  const timestamp = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("job_alerts")
      .values({ email, ...search, created_at: timestamp, updated_at: timestamp })
      .onConflict((oc) => oc.columns(["email", "q", "location", "type", "department"]).doNothing())
      .execute();
    const alert = await trx
      .selectFrom("job_alerts")
      .selectAll()
      .where((eb) => eb.and({ email, ...search }))
      .executeTakeFirstOrThrow();
    if (alert.status === "confirmed") return;
    const lastSent = alert.confirmation_sent_at ? Date.parse(alert.confirmation_sent_at) : -Infinity;
    if (now.getTime() - lastSent < CONFIRMATION_RESEND_MS) return;
    if ((await recentConfirmations(trx, email, now)) >= CONFIRMATIONS_PER_ADDRESS) return;
    const nonce = newSecretToken();
    await trx
      .updateTable("job_alerts")
      .set({ status: "pending", confirm_nonce: nonce, confirmation_sent_at: timestamp, updated_at: timestamp })
      .where("id", "=", alert.id)
      .execute();
    const token = signConfirmLink(mail.secret, ALERT_CONFIRM_PURPOSE, { rowId: alert.id, nonce }, now);
    const content = jobAlertConfirmationEmail(
      describeJobSearch(search),
      `${mail.siteUrl}/careers/alerts/confirm/${token}`,
      mail,
    );
    await queueEmails(
      trx,
      [{ kind: JOB_ALERT_KINDS.confirmation, about: aboutJobAlert(alert.id), to: email, ...content }],
      { from: mail.from, now },
    );
  });
}

/** The alert and nonce a confirmation link names, and its state; nothing is changed. */
async function readConfirmLink(secret: string, token: string, now: Date) {
  const link = await readSignedConfirmLink(secret, ALERT_CONFIRM_PURPOSE, token, now, (id) =>
    db.selectFrom("job_alerts").selectAll().where("id", "=", id).executeTakeFirst(),
  );
  return link.state === "ready" ? { ...link, alert: link.row } : link;
}

/** Whether a confirmation link can still confirm, and the search it is for (its page asks before it confirms). */
export async function alertConfirmLink(secret: string, token: string, now = new Date()) {
  const link = await readConfirmLink(secret, token, now);
  return { state: link.state, search: link.state === "ready" ? describeJobSearch(searchOf(link.alert)) : null };
}

/** Confirms the alert a link names, once, within its 48 hours, recording the consent. */
export async function confirmJobAlert(secret: string, token: string, now = new Date()): Promise<ConfirmLinkState> {
  const link = await readConfirmLink(secret, token, now);
  if (link.state !== "ready") return link.state;
  const timestamp = now.toISOString();
  const result = await db
    .updateTable("job_alerts")
    .set({
      status: "confirmed",
      confirmed_at: timestamp,
      consent_email: link.alert.email,
      confirm_nonce: null,
      unsubscribed_at: null,
      updated_at: timestamp,
    })
    .where("id", "=", link.alert.id)
    .where("confirm_nonce", "=", link.nonce)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? "confirmed" : "used";
}

export const UNSUBSCRIBED_REASON = "Not sent: the job alert was unsubscribed";

/** Unsubscribes alerts (by id); their emails still waiting in the outbox are not sent. */
async function unsubscribeAlerts(trx: Kysely<Database>, ids: number[], now: Date) {
  if (ids.length === 0) return;
  const timestamp = now.toISOString();
  await trx
    .updateTable("job_alerts")
    .set({ status: "unsubscribed", unsubscribed_at: timestamp, confirm_nonce: null, updated_at: timestamp })
    .where("id", "in", ids)
    .where("status", "in", ["pending", "confirmed"])
    .execute();
  await trx
    .updateTable("emails")
    .set({ status: "failed", last_error: UNSUBSCRIBED_REASON, updated_at: timestamp })
    .where("about", "in", ids.map(aboutJobAlert))
    .where("kind", "=", JOB_ALERT_KINDS.jobs)
    .where("status", "=", "pending")
    .execute();
}

/** Unsubscribes one alert: nothing more is sent for it, queued emails included. */
export async function unsubscribeJobAlert(alertId: number, now = new Date()) {
  await db.transaction().execute((trx) => unsubscribeAlerts(trx, [alertId], now));
}

/** Unsubscribes every alert of the address an alert belongs to. */
export async function unsubscribeAllJobAlerts(alertId: number, now = new Date()) {
  await db.transaction().execute(async (trx) => {
    const alerts = await trx
      .selectFrom("job_alerts as a")
      .innerJoin("job_alerts as mine", "mine.email", "a.email")
      .select("a.id")
      .where("mine.id", "=", alertId)
      .execute();
    await unsubscribeAlerts(
      trx,
      alerts.map((alert) => alert.id),
      now,
    );
  });
}

/**
 * Changes a confirmed alert's search from its preferences page. False when the address already has
 * an alert for that search (nothing changes).
 */
export async function changeJobAlertSearch(alertId: number, search: JobSearch, now = new Date()) {
  return db.transaction().execute(async (trx) => {
    const alert = await trx.selectFrom("job_alerts").select("email").where("id", "=", alertId).executeTakeFirst();
    if (!alert) return false;
    const twin = await trx
      .selectFrom("job_alerts")
      .select("id")
      .where((eb) => eb.and({ email: alert.email, ...search }))
      .where("id", "!=", alertId)
      .executeTakeFirst();
    if (twin) return false;
    await trx
      .updateTable("job_alerts")
      .set({ ...search, updated_at: now.toISOString() })
      .where("id", "=", alertId)
      .execute();
    return true;
  });
}

/** Deletes an alert with its matches and every email about it (they hold the address). */
export async function deleteJobAlerts(trx: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return;
  await trx.deleteFrom("job_alert_matches").where("alert_id", "in", ids).execute();
  await trx.deleteFrom("emails").where("about", "in", ids.map(aboutJobAlert)).execute();
  await trx.deleteFrom("job_alerts").where("id", "in", ids).execute();
}

/** A visitor deletes one of their alerts from its preferences page. */
export async function deleteJobAlert(alertId: number) {
  await db.transaction().execute((trx) => deleteJobAlerts(trx, [alertId]));
}
