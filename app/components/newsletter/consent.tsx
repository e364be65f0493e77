import { NEWSLETTER_CONSENT } from "~/content/newsletter";

/** The consent wording beside every subscribe form (its version is recorded on confirming). */
export function NewsletterConsent({ className }: { className?: string }) {
  return (
    <p className={className}>
      {NEWSLETTER_CONSENT.text}{" "}
      <a href="/privacy" className="font-medium text-primary underline">
        {NEWSLETTER_CONSENT.linkLabel}
      </a>
      .
    </p>
  );
}
