// What the careers pages and the candidates' emails say in the same words.

/** What happens after an application: on the confirmation page and in the confirmation email. */
export const APPLICATION_NEXT_STEPS = [
  "Our recruiting team reads every application, usually within five working days.",
  "If your experience fits the role, we will email you to arrange a first conversation.",
  "Either way, you will hear from us: nobody is left waiting without an answer.",
];

/** How long a candidate's withdraw link in their confirmation email works. */
export const WITHDRAW_LINK_DAYS = 365;
