/** The publisher's choice on the post form: no email, the title and summary, or the whole text. */
export const NEWSLETTER_CHOICES = ["none", "summary", "full"] as const;
export type NewsletterChoice = (typeof NEWSLETTER_CHOICES)[number];
