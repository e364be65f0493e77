import { formatDateTime } from "~/lib/format";

import { plainText, renderEmailHtml, type EmailContent, type EmailSite } from "./email";
import { Button, EmailLayout, Paragraph } from "./layout";

// The emails that tell staff about their account's security: two-factor turned on or off, a
// recovery code used, a passkey added, a sign-in from a new device.

export type SecurityNotice =
  | { kind: "two-factor-on" }
  | { kind: "two-factor-off"; by: "self" | "admin" }
  | { kind: "recovery-code-used"; left: number }
  | { kind: "passkey-added"; name: string }
  | { kind: "new-device"; device: string; ip: string };

function describe(notice: SecurityNotice): { subject: string; lines: string[] } {
  switch (notice.kind) {
    case "two-factor-on":
      return {
        subject: "Two-factor sign-in is on",
        lines: ["Signing in to your back-office account now asks for a code from your authenticator app."],
      };
    case "two-factor-off":
      return {
        subject: "Two-factor sign-in is off",
        lines: [
          notice.by === "admin"
            ? "An Admin reset the second factor of your back-office account: your authenticator app, recovery codes and passkeys no longer work for it."
            : "You turned off two-factor sign-in: your password alone now signs you in.",
          "Set it up again on your account page.",
        ],
      };
    case "recovery-code-used":
      return {
        subject: "A recovery code was used",
        lines: [
          `A recovery code was used to sign in to your back-office account. You have ${notice.left} left.`,
          "Make new ones on your account page if you are running low.",
        ],
      };
    case "passkey-added":
      return {
        subject: "A passkey was added",
        lines: [`The passkey “${notice.name}” can now sign in to your back-office account.`],
      };
    case "new-device":
      return {
        subject: "New sign-in to your account",
        lines: [`Your back-office account was signed in to from ${notice.device} (address ${notice.ip}).`],
      };
  }
}

export function securityNoticeEmail(
  user: { name: string },
  site: EmailSite,
  notice: SecurityNotice,
  at: Date,
): EmailContent {
  const { subject, lines } = describe(notice);
  const when = `When: ${formatDateTime(at.toISOString())}.`;
  const notYou = "If this was not you, change your password and tell an Admin at once.";
  const url = `${site.siteUrl}/admin/account`;
  return {
    subject,
    text: plainText(`Hello ${user.name},`, ...lines, when, notYou, `Your account: ${url}`),
    html: renderEmailHtml(
      <EmailLayout title={subject} site={site}>
        <Paragraph>Hello {user.name},</Paragraph>
        {lines.map((line) => (
          <Paragraph key={line}>{line}</Paragraph>
        ))}
        <Paragraph>{when}</Paragraph>
        <Paragraph>{notYou}</Paragraph>
        <Button href={url}>Open your account</Button>
      </EmailLayout>,
    ),
  };
}
