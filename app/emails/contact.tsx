import { subjectLabel } from "~/content/contact";

import { plainText, renderEmailHtml, textDetails, type EmailContent, type EmailSite } from "./email";
import { Details, EmailLayout, Paragraph, Quote } from "./layout";

/** A contact message as its emails show it. */
export type ContactEmailMessage = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
};

export const CONTACT_REPLY_PROMISE = "We'll get back to you within 24 hours.";

/** To staff: the whole message; replying answers the visitor (reply-to is set by the caller). */
export function contactStaffEmail(message: ContactEmailMessage, site: EmailSite): EmailContent {
  const subject = `New message from ${message.name}: ${subjectLabel(message.subject)}`;
  const link = `${site.siteUrl}/admin/messages/${message.id}`;
  const details: Array<[string, string | null]> = [
    ["From", `${message.name} <${message.email}>`],
    ["Phone", message.phone],
    ["Subject", subjectLabel(message.subject)],
  ];
  return {
    subject,
    text: plainText(
      textDetails(details),
      message.message,
      `Reply to this email to answer ${message.name}, or open the message: ${link}`,
    ),
    html: renderEmailHtml(
      <EmailLayout title={subject} site={site}>
        <Details rows={details} />
        <Quote>{message.message}</Quote>
        <Paragraph>
          Reply to this email to answer {message.name}, or <a href={link}>open the message in the back-office</a>.
        </Paragraph>
      </EmailLayout>,
    ),
  };
}

/** To the visitor: we have it, a copy of what they wrote, and when to expect an answer. */
export function contactAcknowledgementEmail(message: ContactEmailMessage, site: EmailSite): EmailContent {
  const { company } = site;
  const subject = `We received your message — ${company.name}`;
  return {
    subject,
    text: plainText(
      `Hello ${message.name},`,
      `Thank you for writing to ${company.name}. ${CONTACT_REPLY_PROMISE}`,
      `What you wrote (${subjectLabel(message.subject)}):`,
      message.message,
      `— ${company.name}, ${company.email}, ${company.phone}`,
    ),
    html: renderEmailHtml(
      <EmailLayout title="We received your message" site={site}>
        <Paragraph>Hello {message.name},</Paragraph>
        <Paragraph>
          Thank you for writing to {company.name}. {CONTACT_REPLY_PROMISE}
        </Paragraph>
        <Paragraph>What you wrote ({subjectLabel(message.subject)}):</Paragraph>
        <Quote>{message.message}</Quote>
      </EmailLayout>,
    ),
  };
}
