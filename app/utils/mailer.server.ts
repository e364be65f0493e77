import type { Transporter } from "nodemailer";
import type SMTPPool from "nodemailer/lib/smtp-pool";

import type { Email } from "~/models/outbox.server";

/** Sends one email of the outbox; resolves with the SMTP server's answer, rejects when it was not taken. */
export type MailTransport = { send(email: Email): Promise<string>; close(): void };

/** Why an attempt failed, and whether trying again could help (a 5xx answer means it cannot). */
export function describeSendError(error: unknown) {
  const responseCode = (error as { responseCode?: number } | null)?.responseCode;
  const message = error instanceof Error ? error.message : String(error);
  return { message, permanent: typeof responseCode === "number" && responseCode >= 500 && responseCode < 600 };
}

/** DKIM signing: the domain and selector whose TXT record holds the public key, and the private key (PEM). */
export type DkimKey = { domainName: string; keySelector: string; privateKey: string };

/**
 * The SMTP transport (`SMTP_URL`, e.g. smtps://user:pass@mail.example.com:465), sending from `from`
 * (a function: the company's name and email can change while the server runs), every message
 * signed with `dkim` when given (nodemailer's signature covers the List-* headers, as RFC 8058 asks).
 */
export function smtpTransport(
  smtpUrl: string,
  from: () => Promise<string>,
  dkim: DkimKey | null = null,
): MailTransport {
  // nodemailer loads with the first email sent (about 0.1 s of CPU and 5 MB of heap), not with every server process.
  let transporter: Promise<Transporter<SMTPPool.SentMessageInfo>> | undefined;
  const open = () =>
    (transporter ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        ...(dkim ? { dkim } : {}),
        // One connection reused for a run of emails (a newsletter's thousands), not one per message.
        pool: true,
        maxConnections: 1,
        // An SMTP exchange that hangs ends well within the sender's claim on the row (CLAIM_MS).
        connectionTimeout: 30_000,
        greetingTimeout: 30_000,
        socketTimeout: 60_000,
      }),
    ));
  return {
    async send(email) {
      // A calendar file goes as the message's invitation (text/calendar with its method), so mail
      // clients offer to add, update or remove the event; other files as attachments.
      const calendar = email.attachments.find((attachment) => attachment.method);
      const pool = await open();
      const info = await pool.sendMail({
        from: await from(),
        to: email.recipient,
        replyTo: email.replyTo ?? undefined,
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId: email.messageId,
        // When it was written, the same on every attempt (as its Message-ID).
        date: new Date(email.createdAt),
        headers: email.headers,
        icalEvent: calendar
          ? { filename: calendar.filename, method: calendar.method, content: calendar.content }
          : undefined,
        attachments: email.attachments
          .filter((attachment) => attachment !== calendar)
          .map(({ filename, contentType, content }) => ({ filename, contentType, content })),
      });
      return info.response;
    },
    close: () => void transporter?.then((opened) => opened.close()),
  };
}
