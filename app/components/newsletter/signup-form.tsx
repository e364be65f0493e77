import { useNewsletterCopy } from "~/utils/newsletter-copy";

import { NewsletterConsent } from "./consent";
import { Honeypot } from "../contact/honeypot";

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
      <label htmlFor={`${place}-newsletter-email`} className="sr-only">
        Email address
      </label>
      <div className="flex gap-2">
        <input
          id={`${place}-newsletter-email`}
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder="you@example.com"
          className="input min-w-0 flex-1"
        />
        <button type="submit" className="btn-primary shrink-0">
          {signup.submitLabel}
        </button>
      </div>
      <NewsletterConsent className="text-xs leading-relaxed text-muted-foreground" />
    </form>
  );
}
