import { queueDueReminders } from "~/models/appointment.server";

import { startEmailSender } from "./email-sender.server";
import { env } from "./env.server";
import { mailContext } from "./mail-context.server";
import { smtpTransport } from "./mailer.server";

const REMINDER_CHECK_MS = 60_000;

/**
 * The work each server process does besides answering requests: queueing due reminders and
 * sending the outbox's emails. server/index.js starts it once the server listens and stops it
 * (letting the email being sent finish) when it shuts down; it also says, once, when SMTP_URL is
 * missing in production.
 */
export function startBackgroundWork() {
  const { smtpUrl, from, pollMs, firstRetryMs } = env.mail;
  let remindedAt = 0;
  return startEmailSender({
    transport: smtpUrl ? smtpTransport(smtpUrl, from) : null,
    pollMs,
    firstRetryMs,
    // Reminders go out the day before: looking once a minute is plenty (the sender polls every second).
    scheduled: async (now) => {
      if (now.getTime() - remindedAt < REMINDER_CHECK_MS) return;
      remindedAt = now.getTime();
      await queueDueReminders(mailContext(), now);
    },
  });
}
