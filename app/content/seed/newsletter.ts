import type { NewsletterCopy } from "../newsletter";

/** The newsletter's words as the site first shipped them (the consent text's version follows them). */
export const newsletterSeed: NewsletterCopy = {
  signup: {
    title: "Get new Insights by email",
    lead: "One email when we publish an article: ideas on building, funding and growing a company.",
    submitLabel: "Subscribe",
    topicsLink: "Choose your topics",
  },
  page: {
    title: "Get new Insights by email",
    intro: "One email when we publish an article: ideas on building, funding and growing a company.",
    topicsLegend: "Topics",
    everything: "Every new article",
    onlyTopics: "Only articles about these topics:",
  },
  consent: {
    text: "We email you when we publish a new article, nothing else. Every email has a one-click unsubscribe link; how we handle your address is in our",
    linkLabel: "privacy policy",
  },
  // The one answer to every subscription, new, pending or already confirmed (nobody learns who is on the list).
  sent: {
    title: "Check your inbox to confirm",
    text: "If the address can receive our emails, a confirmation link is on its way. The link works for 48 hours; nothing is sent until you use it.",
  },
  linkPages: { eyebrow: "Insights newsletter", subscribeAgain: "Subscribe again" },
  confirm: {
    ready: {
      title: "Confirm your subscription",
      text: "One click and you will receive an email when we publish a new article. You can leave at any time from any of our emails.",
    },
    button: "Confirm my subscription",
    confirmed: {
      title: "You are subscribed",
      text: "Thank you. The next article we publish will reach your inbox; every email has a link to choose your topics or unsubscribe.",
    },
    used: {
      title: "This link was already used",
      text: "Your subscription is confirmed, or a newer confirmation email replaced this one: use the link in the newest email.",
    },
    expired: {
      title: "This link has expired",
      text: "Confirmation links work for 48 hours. Subscribe again and we will send you a new one.",
    },
    invalid: {
      title: "This link does not work",
      text: "It may have been copied only in part. Open the link from the confirmation email again, or subscribe again.",
    },
  },
  preferences: {
    title: "Your newsletter preferences",
    notSubscribedTitle: "You are not subscribed",
    saveLabel: "Save my topics",
    unsubscribeNote: "No more emails from us: one click, and it is done.",
    unsubscribeLabel: "Unsubscribe",
  },
};
