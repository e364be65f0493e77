import { NEWSLETTER_NAME } from "~/content/newsletter";

import { listHeaders, plainText, renderEmailHtml, type EmailContent, type EmailSite } from "./email";
import { Button, EmailLayout, Paragraph } from "./layout";

/** The links each newsletter email carries for its reader: the preferences page and one-click unsubscribe. */
export type ReaderLinks = { preferences: string; unsubscribe: string };

/** A post as its newsletter email shows it; `html` is its sanitized body, for a full-text email. */
export type NewsletterPost = {
  title: string;
  description: string;
  url: string;
  cover: { src: string; alt: string } | null;
  html: string | null;
};

/** To someone who asked to subscribe: the link that confirms it (48 hours). */
export function subscriptionConfirmationEmail(confirmUrl: string, site: EmailSite): EmailContent {
  const subject = `Confirm your subscription to ${site.company.name} ${NEWSLETTER_NAME}`;
  const intro = `Someone, we hope you, asked to receive ${site.company.name} ${NEWSLETTER_NAME} at this address: an email when we publish a new article.`;
  const ignore = "If it was not you, ignore this email: you will not hear from us again.";
  return {
    subject,
    text: plainText(intro, `Confirm your subscription (the link works for 48 hours): ${confirmUrl}`, ignore),
    html: renderEmailHtml(
      <EmailLayout title="Confirm your subscription" site={site}>
        <Paragraph>{intro}</Paragraph>
        <Button href={confirmUrl}>Confirm my subscription</Button>
        <Paragraph>The link works for 48 hours. {ignore}</Paragraph>
      </EmailLayout>,
    ),
  };
}

/** The newsletter's own headers: its list's id and RFC 8058 one-click unsubscribe (HTTPS and mailto). */
export function newsletterHeaders(links: ReaderLinks, mail: { siteUrl: string; from: string }) {
  return listHeaders({ name: NEWSLETTER_NAME, id: "insights" }, links.unsubscribe, mail);
}

/** The site's relative links and images in a post's body, made absolute: a mail client has no base address. */
function absoluteLinks(html: string, siteUrl: string) {
  return html.replace(/\s(href|src)="\/(?!\/)/g, ` $1="${siteUrl}/`).replace(/\s(srcset|sizes)="[^"]*"/g, "");
}

/** A new post for a subscriber: its title, summary and cover (or its whole text) and a link to read it. */
export function newPostEmail(post: NewsletterPost, links: ReaderLinks, site: EmailSite): EmailContent {
  const why = `You receive this because you subscribed to ${site.company.name} ${NEWSLETTER_NAME}.`;
  return {
    subject: post.title,
    text: plainText(
      post.description,
      `Read it on our site: ${post.url}`,
      `${why} Choose your topics: ${links.preferences}`,
      `Unsubscribe with one click: ${links.unsubscribe}`,
    ),
    html: renderEmailHtml(
      <EmailLayout title={post.title} site={site}>
        {post.cover ? (
          <img
            src={post.cover.src}
            alt={post.cover.alt}
            width={536}
            style={{ display: "block", width: "100%", height: "auto", borderRadius: 8, margin: "0 0 16px" }}
          />
        ) : null}
        <Paragraph>{post.description}</Paragraph>
        {post.html ? <div dangerouslySetInnerHTML={{ __html: absoluteLinks(post.html, site.siteUrl) }} /> : null}
        <Button href={post.url}>{post.html ? "Read it on our site" : "Read the article"}</Button>
        <p style={{ margin: "16px 0 0", fontSize: 13, color: "#4b5563" }}>
          {why} <a href={links.preferences}>Choose your topics</a> or{" "}
          <a href={links.unsubscribe}>unsubscribe with one click</a>.
        </p>
      </EmailLayout>,
    ),
  };
}
