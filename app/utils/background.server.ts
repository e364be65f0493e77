import { pruneActivityLog } from "~/models/activity.server";
import { refreshLiveAnalytics } from "~/models/analytics-live.server";
import { rollUpAnalytics } from "~/models/analytics-rollup.server";
import { queueDueReminders } from "~/models/appointment.server";
import { deleteUnusedImages } from "~/models/image-sweep.server";
import { runJobAlertSends } from "~/models/job-alert-sends.server";
import { runNewsletterSends } from "~/models/newsletter.server";
import { pruneRateLimits } from "~/models/rate-limit.server";
import { recordBounce } from "~/models/subscriber.server";

import { startEmailSender } from "./email-sender.server";
import { env } from "./env.server";
import { mailContext, mailSender } from "./mail-context.server";
import { smtpTransport } from "./mailer.server";

/** Reminders go out the day before, and write counts last minutes: once a minute is plenty (the sender polls every second). */
const ONCE_A_MINUTE_MS = 60_000;
/** Old log entries and unused images wait days: once an hour is plenty. */
const ONCE_AN_HOUR_MS = 60 * ONCE_A_MINUTE_MS;

/**
 * The housekeeping each process does once an hour: deleting activity log entries past
 * ACTIVITY_LOG_RETENTION_DAYS and images no post uses, and rolling up and thinning the analytics.
 * Every instance runs it; all are safe to run at once (plain deletes of what is past its time; the
 * image sweep locks, and a day's analytics are rolled up once, see their modules).
 */
export async function hourlyHousekeeping(now: Date) {
  await pruneActivityLog(env.activityLogRetentionDays, now);
  await deleteUnusedImages(now);
  await rollUpAnalytics(now, env.analytics.retentionMonths);
}

/**
 * The work each server process does besides answering requests: queueing due reminders, the
 * newsletter's batches and job alerts, sending the outbox's emails (counting subscribers' bounces), deleting old write counts,
 * bringing the analytics' provisional roll-up up to date (every minute), and the hourly housekeeping.
 * server/index.js starts it once the server listens and stops it (letting the email being sent
 * finish) when it shuts down; it also says, once, when SMTP_URL is missing in production.
 */
export function startBackgroundWork() {
  const { smtpUrl, pollMs, firstRetryMs, dkim, newsletterPerMinute } = env.mail;
  let lastRunAt = 0;
  let lastHousekeepingAt = 0;
  return startEmailSender({
    transport: smtpUrl ? smtpTransport(smtpUrl, mailSender, dkim) : null,
    pollMs,
    firstRetryMs,
    refused: (email, now) => recordBounce(email.about, now),
    scheduled: async (now) => {
      // A post that went live is emailed within a round; its batches keep to the minute's allowance.
      await runNewsletterSends({ mail: mailContext, perMinute: newsletterPerMinute, now });
      // A job published is announced to its alerts within a round (one email a day per alert).
      await runJobAlertSends({ mail: mailContext, now });
      if (now.getTime() - lastRunAt < ONCE_A_MINUTE_MS) return;
      lastRunAt = now.getTime();
      await queueDueReminders(await mailContext(), now);
      await pruneRateLimits(now.getTime());
      if (now.getTime() - lastHousekeepingAt >= ONCE_AN_HOUR_MS) {
        lastHousekeepingAt = now.getTime();
        await hourlyHousekeeping(now);
      }
      // After the roll-up: a day it just rolled up needs no provisional one.
      await refreshLiveAnalytics(now);
    },
  });
}
