import type { EmailStatus } from "../../../db/database";

/** What an outbox row's status means to a reader, given whether SMTP is configured. */
export function emailStatusLabel(email: { status: EmailStatus; attempts: number }, smtpConfigured: boolean) {
  switch (email.status) {
    case "pending":
      if (!smtpConfigured) return "Not sent (no SMTP configured)";
      return email.attempts > 0 ? "Waiting to retry" : "Waiting to send";
    case "sending":
      return "Sending";
    case "sent":
      return "Sent";
    case "failed":
      return "Failed";
  }
}

const TONES: Record<EmailStatus, string> = {
  pending: "bg-primary/10 text-primary",
  sending: "bg-primary/10 text-primary",
  sent: "border border-success/40 text-success",
  failed: "bg-danger/10 text-danger",
};

export function EmailStatusBadge({
  email,
  smtpConfigured,
}: {
  email: { status: EmailStatus; attempts: number };
  smtpConfigured: boolean;
}) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[email.status]}`}>
      {emailStatusLabel(email, smtpConfigured)}
    </span>
  );
}
