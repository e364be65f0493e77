import { queueDueReminders } from "~/models/appointment.server";
import { pruneWriteCounts } from "~/models/rate-limit.server";

import { startEmailSender } from "./email-sender.server";
import { env } from "./env.server";
import { mailContext } from "./mail-context.server";
import { smtpTransport } from "./mailer.server";

/** Reminders go out the day before, and write counts last minutes: once a minute is plenty (the sender polls every second). */
const ONCE_A_MINUTE_MS = 60_000;

/**
 * The work each server process does besides answering requests: queueing due reminders and
 * sending the outbox's emails, and deleting old write counts. server/index.js starts it once the server listens and stops it
 * (letting the email being sent finish) when it shuts down; it also says, once, when SMTP_URL is
 * missing in production.
 */
export function startBackgroundWork() {
  const { smtpUrl, from, pollMs, firstRetryMs } = env.mail;
  let lastRunAt = 0;
  return startEmailSender({
    transport: smtpUrl ? smtpTransport(smtpUrl, from) : null,
    pollMs,
    firstRetryMs,
    scheduled: async (now) => {
      if (now.getTime() - lastRunAt < ONCE_A_MINUTE_MS) return;
      lastRunAt = now.getTime();
      await queueDueReminders(mailContext(), now);
      await pruneWriteCounts(now.getTime());
    },
  });
}
