// The Insights newsletter's copy. The consent wording has a version: a confirmed subscription
// records the version its reader agreed to, so a change of wording takes a new version.

export const NEWSLETTER_NAME = "Insights";

export const NEWSLETTER_CONSENT = {
  version: "2026-11-27",
  /** Shown beside every subscribe form, followed by a link to the privacy policy. */
  text: "We email you when we publish a new article, nothing else. Every email has a one-click unsubscribe link; how we handle your address is in our",
  linkLabel: "privacy policy",
};

export const NEWSLETTER_COPY = {
  formTitle: "Get new Insights by email",
  formLead: "One email when we publish an article: ideas on building, funding and growing a company.",
  submitLabel: "Subscribe",
  /** The one answer to every subscription, new, pending or already confirmed (nobody learns who is on the list). */
  checkInbox: "Check your inbox to confirm",
  checkInboxDetail:
    "If the address can receive our emails, a confirmation link is on its way. The link works for 48 hours; nothing is sent until you use it.",
  topicsLegend: "Topics",
  everything: "Every new article",
  onlyTopics: "Only articles about these topics:",
};
