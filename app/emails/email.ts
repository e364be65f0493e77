import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

import type { CompanySettings } from "~/content/settings";

/** A file sent with an email; calendar files carry the iTIP method (REQUEST, CANCEL). */
export type EmailAttachment = {
  filename: string;
  contentType: string;
  content: string;
  method?: "REQUEST" | "CANCEL";
};

/** What a template makes: an email's subject, its plain-text and HTML versions and its files. */
export type EmailContent = {
  subject: string;
  text: string;
  html: string;
  attachments?: EmailAttachment[];
};

/** An email to queue: its content, who gets it, and what it is about. */
export type OutgoingEmail = EmailContent & {
  /** The template that made it, e.g. "booking-confirmation". */
  kind: string;
  /** The record it is about, e.g. "appointment:12". */
  about?: string;
  to: string | string[];
  replyTo?: string;
  /** Headers of its own besides the usual ones (a newsletter's List-Unsubscribe, List-Id). */
  headers?: Record<string, string>;
};

/** The HTML version of an email: a whole document, every value escaped by React. */
export function renderEmailHtml(element: ReactElement) {
  return `<!DOCTYPE html>${renderToStaticMarkup(element)}`;
}

/** The plain-text version: paragraphs separated by a blank line, empty ones left out. */
export function plainText(...paragraphs: Array<string | null | undefined | false>) {
  return `${paragraphs.filter(Boolean).join("\n\n")}\n`;
}

/** Label: value lines for the plain-text version, skipping empty values. */
export function textDetails(details: Array<[string, string | null | undefined]>) {
  return details
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}: ${value}`)
    .join("\n");
}

/**
 * What the code that queues emails needs to know: the site's address for links, the company that
 * writes (its name and contact details, from the site settings), the sender and staff's addresses,
 * and the secret that signs the links that act without signing in.
 */
export type MailContext = {
  siteUrl: string;
  company: CompanySettings;
  from: string;
  staff: string[];
  secret: string;
};

/** What every template needs: where its links lead and the company it speaks for. */
export type EmailSite = Pick<MailContext, "siteUrl" | "company">;

/**
 * The headers of mail a reader subscribed to: its list's id and RFC 8058 one-click unsubscribe
 * (HTTPS, and mailto the sender's address, "Name <address>" or an address alone).
 */
export function listHeaders(
  list: { name: string; id: string },
  unsubscribeUrl: string,
  { siteUrl, from }: { siteUrl: string; from: string },
) {
  const mailto = /<([^>]+)>\s*$/.exec(from)?.[1] ?? from;
  return {
    "List-Id": `${list.name} <${list.id}.${new URL(siteUrl).hostname}>`,
    "List-Unsubscribe": `<${unsubscribeUrl}>, <mailto:${mailto}?subject=unsubscribe>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
