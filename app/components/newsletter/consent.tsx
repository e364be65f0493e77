import { useNewsletterCopy } from "~/utils/newsletter-copy";

/**
 * The consent wording beside every subscribe form, and its version in a hidden field: the form
 * posts which wording it showed, and confirming records it.
 */
export function NewsletterConsent({ className }: { className?: string }) {
  const { consent, consentVersion } = useNewsletterCopy();
  return (
    <>
      <input type="hidden" name="consentVersion" value={consentVersion} />
      <p className={className}>
        {consent.text}{" "}
        <a href="/privacy" className="font-medium text-primary underline">
          {consent.linkLabel}
        </a>
        .
      </p>
    </>
  );
}
