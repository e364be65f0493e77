import { claimDueEmail, recordDelivery, recordFailure, type Email } from "~/models/outbox.server";

import { describeSendError, type MailTransport } from "./mailer.server";

/**
 * The sender of one instance: every `pollMs` it runs the scheduled work
 * (e.g. queueing reminders), then, when there is a transport, claims due emails one at a time and
 * delivers them. Several instances run one each; the outbox's claims keep them from sending a row
 * twice. `stop` waits for the email being sent to finish.
 */
export function startEmailSender({
  transport,
  pollMs,
  scheduled = async () => {},
  log = console,
  clock = () => new Date(),
  firstRetryMs,
  refused = async () => {},
}: {
  transport: MailTransport | null;
  pollMs: number;
  /** The wait after a first failed attempt (then doubling); a minute unless set. */
  firstRetryMs?: number;
  scheduled?: (now: Date) => Promise<unknown>;
  log?: Pick<Console, "error">;
  /** What time it is (tests move it on to skip a retry's wait). */
  clock?: () => Date;
  /** Told of an email the server refused for good (SMTP 5xx), e.g. to count a subscriber's bounces. */
  refused?: (email: Email, now: Date) => Promise<unknown>;
}) {
  let stopped = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  async function deliver() {
    const next = () => (stopped ? null : claimDueEmail(clock()));
    for (let email = await next(); email; email = await next()) {
      try {
        await recordDelivery(email.id, await transport!.send(email), clock());
      } catch (error) {
        const { message, permanent } = describeSendError(error);
        await recordFailure(email, message, { permanent, firstRetryMs, now: clock() });
        if (permanent) await refused(email, clock());
      }
    }
  }

  async function runOnce() {
    try {
      await scheduled(clock());
      if (transport) await deliver();
    } catch (error) {
      // The database may be down for a while: the next round tries again.
      log.error(`[email] ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async function round() {
    running = runOnce();
    await running;
    running = null;
    if (!stopped) timer = setTimeout(round, pollMs).unref();
  }

  void round();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport?.close();
    },
  };
}
