import { defineDocument, longText, object, text, type ValueOf } from "~/lib/content-fields";

// The Insights newsletter's words a visitor reads: its subscribe forms (footer, Insights, each post,
// /newsletter), the consent beside them and the pages its emailed links open. The consent text's
// version, recorded when a reader confirms, is derived from its words (app/lib/consent-version.server.ts).

/** The newsletter's name in its emails' sender line and `List-Id` (code: mail clients group by it). */
export const NEWSLETTER_NAME = "Insights";

/** A page an emailed link opens: its heading and the message under it. */
const linkPageFields = (label: string) =>
  object({
    label,
    fields: { title: text({ label: "Heading", max: 80 }), text: longText({ label: "Message", max: 300, rows: 2 }) },
  });

export const newsletterDocument = defineDocument("Newsletter", {
  signup: object({
    label: "Subscribe forms",
    help: "The footer's form, the panels under Insights and at the end of each post.",
    fields: {
      title: text({ label: "Heading", max: 80 }),
      lead: longText({ label: "Lead", max: 200, rows: 2 }),
      submitLabel: text({ label: "Button", max: 30 }),
      topicsLink: text({ label: "Link to the newsletter page", max: 40, help: "After the lead, in the panels." }),
    },
  }),
  page: object({
    label: "Newsletter page",
    help: "The page at /newsletter, where a reader can choose topics too.",
    fields: {
      title: text({ label: "Title", max: 80 }),
      intro: longText({ label: "Introduction", max: 300, rows: 2 }),
      topicsLegend: text({ label: "Topics heading", max: 40 }),
      everything: text({ label: "Every article choice", max: 80 }),
      onlyTopics: text({ label: "Some topics choice", max: 80 }),
    },
  }),
  consent: object({
    label: "Consent",
    help: "Beside every form. A confirmed reader's consent records this wording's version: new words, a new version.",
    fields: {
      text: longText({ label: "Consent text", max: 400, rows: 3, help: "Followed by the link to the privacy policy." }),
      linkLabel: text({ label: "Privacy policy link text", max: 40 }),
    },
  }),
  sent: linkPageFields("After subscribing"),
  linkPages: object({
    label: "Pages of emailed links",
    help: "Around the confirmation and preferences pages.",
    fields: {
      eyebrow: text({ label: "Line above the heading", max: 40 }),
      subscribeAgain: text({ label: "Subscribe again link", max: 40, help: "Under a link that no longer works." }),
    },
  }),
  confirm: object({
    label: "Confirmation page",
    help: "The page the confirmation email's link opens, in each of its states.",
    fields: {
      ready: linkPageFields("Ready to confirm"),
      button: text({ label: "Confirm button", max: 40 }),
      confirmed: linkPageFields("Confirmed"),
      used: linkPageFields("Link already used"),
      expired: linkPageFields("Link expired"),
      invalid: linkPageFields("Link not working"),
    },
  }),
  preferences: object({
    label: "Preferences page",
    help: "The page every newsletter email links to: topics and unsubscribing.",
    fields: {
      title: text({ label: "Heading", max: 80 }),
      notSubscribedTitle: text({ label: "Heading when not subscribed", max: 80 }),
      saveLabel: text({ label: "Save button", max: 40 }),
      unsubscribeNote: longText({ label: "Unsubscribe note", max: 200, rows: 2 }),
      unsubscribeLabel: text({ label: "Unsubscribe button", max: 40 }),
    },
  }),
});

export type NewsletterCopy = ValueOf<typeof newsletterDocument.fields>;
