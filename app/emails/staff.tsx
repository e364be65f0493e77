import { formatDateTime } from "~/lib/format";
import { ROLE_LABELS, type Role } from "~/lib/roles";

import { plainText, renderEmailHtml, type EmailContent, type EmailSite } from "./email";
import { Button, EmailLayout, Paragraph } from "./layout";

// The emails of staff accounts: an invitation to join the back-office, and a password reset link.

export function invitationEmail(
  invitation: { name: string; role: Role; expiresAt: string },
  site: EmailSite,
  { url, invitedBy }: { url: string; invitedBy: string },
): EmailContent {
  const { company } = site;
  const subject = `You're invited to the ${company.name} back-office`;
  const role = ROLE_LABELS[invitation.role];
  const invite = `${invitedBy} invited you to join the ${company.name} back-office as ${role}.`;
  const expiry = `The link works once and until ${formatDateTime(invitation.expiresAt)} (7 days).`;
  return {
    subject,
    text: plainText(
      `Hello ${invitation.name},`,
      invite,
      `Choose your username and password here: ${url}`,
      expiry,
      "If you did not expect this invitation, you can ignore this email.",
    ),
    html: renderEmailHtml(
      <EmailLayout title={subject} site={site}>
        <Paragraph>Hello {invitation.name},</Paragraph>
        <Paragraph>{invite}</Paragraph>
        <Button href={url}>Accept the invitation</Button>
        <Paragraph>{expiry}</Paragraph>
        <Paragraph>If you did not expect this invitation, you can ignore this email.</Paragraph>
      </EmailLayout>,
    ),
  };
}

export function passwordResetEmail(
  user: { name: string },
  site: EmailSite,
  { url, expiresAt }: { url: string; expiresAt: string },
): EmailContent {
  const { company } = site;
  const subject = `Choose a new password for ${company.name}`;
  const expiry = `The link works once and until ${formatDateTime(expiresAt)} (1 hour). Using it signs you out everywhere else.`;
  const ignore = "If you did not ask for it, ignore this email: your password stays as it is.";
  return {
    subject,
    text: plainText(`Hello ${user.name},`, `Choose a new password here: ${url}`, expiry, ignore),
    html: renderEmailHtml(
      <EmailLayout title={subject} site={site}>
        <Paragraph>Hello {user.name},</Paragraph>
        <Paragraph>Someone (we hope you) asked to reset the password of your back-office account.</Paragraph>
        <Button href={url}>Choose a new password</Button>
        <Paragraph>{expiry}</Paragraph>
        <Paragraph>{ignore}</Paragraph>
      </EmailLayout>,
    ),
  };
}
