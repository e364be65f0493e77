import { useNewsletterCopy } from "~/utils/newsletter-copy";

import { NewsletterConsent } from "./consent";
import { Honeypot } from "../contact/honeypot";
import { EmailSignupRow } from "../email-signup-row";

/**
 * A small newsletter form (the footer's, Insights', a post's): an address and a button, a plain form
 * posted to /newsletter (no script on any page), which answers on its own page, where topics and a
 * name can be chosen too. `place` keeps its ids apart from another form's on the page.
 */
export function NewsletterSignup({ place, className = "" }: { place: string; className?: string }) {
  const { signup } = useNewsletterCopy();
  return (
    <form method="post" action="/newsletter" className={`relative space-y-3 ${className}`} aria-label="Newsletter">
      <Honeypot id={`${place}-newsletter-website`} />
      <EmailSignupRow id={`${place}-newsletter-email`} submitLabel={signup.submitLabel} />
      <NewsletterConsent className="text-xs leading-relaxed text-muted-foreground" />
    </form>
  );
}
