// What the careers pages and the candidates' emails say in the same words.

/** What happens after an application: on the confirmation page and in the confirmation email. */
export const APPLICATION_NEXT_STEPS = [
  "Our recruiting team reads every application, usually within five working days.",
  "If your experience fits the role, we will email you to arrange a first conversation.",
  "Either way, you will hear from us: nobody is left waiting without an answer.",
];

/** How long a candidate's withdraw link in their confirmation email works. */
export const WITHDRAW_LINK_DAYS = 365;

/** What job alerts say on the careers pages (their emails: app/emails/job-alerts.tsx). */
export const JOB_ALERTS_COPY = {
  eyebrow: "Job alerts",
  heading: "Get alerts for roles like this",
  lead: (search: string) => `We will email you when a new role matches your search: ${search}.`,
  consent:
    "We use your address only to send these alerts. Every email has a link to change or stop them, and one-click unsubscribe. See our",
  privacyLabel: "Privacy Policy",
  submitLabel: "Get alerts",
  sent: {
    title: "Check your inbox to confirm",
    text: "We have emailed you a link to confirm your job alert. Nothing is sent until you confirm it; the link works for 48 hours.",
  },
  confirm: {
    ready: {
      title: "Confirm your job alert",
      text: (search: string) => `You asked to hear about new roles: ${search}.`,
    },
    confirmed: {
      title: "Your job alert is on",
      text: "We will email you when a new role matches your search. Every email has a link to change or stop it.",
    },
    used: {
      title: "This link was already used",
      text: "Your job alert is confirmed, or a newer link replaced this one.",
    },
    expired: {
      title: "This link has expired",
      text: "Confirmation links work for 48 hours. Ask for the alert again on the careers page.",
    },
    invalid: {
      title: "This link does not work",
      text: "It may have been copied only in part, or the alert it belonged to was deleted.",
    },
    button: "Confirm my job alert",
  },
  preferences: {
    title: "Your job alert",
    text: (email: string, search: string) => `We email ${email} when a new role matches: ${search}.`,
    changeHeading: "Change the search",
    saveLabel: "Save the search",
    deleteLabel: "Delete this alert",
    unsubscribeNote: "Stop every job alert sent to this address.",
    unsubscribeAllLabel: "Unsubscribe from all job alerts",
    offTitle: "No alerts are sent for this search",
    offText: (email: string) =>
      `We send no job alerts for this search to ${email}. You can ask for alerts again at any time.`,
  },
  again: { href: "/careers#job-alerts", label: "See open roles and ask for alerts" },
} as const;
