import { useNewsletterCopy } from "~/utils/newsletter-copy";

import { NewsletterSignup } from "./signup-form";

/** The newsletter offered under Insights' articles and at the end of a post. */
export function NewsletterPanel({ place }: { place: string }) {
  const { signup } = useNewsletterCopy();
  return (
    <section aria-labelledby={`${place}-newsletter-title`} className="container max-w-3xl">
      <div className="card p-6 sm:p-8">
        <h2 id={`${place}-newsletter-title`} className="text-xl font-bold tracking-tight">
          {signup.title}
        </h2>
        <p className="mt-2 text-muted-foreground">
          {signup.lead}{" "}
          <a href="/newsletter" className="font-medium text-primary hover:underline">
            {signup.topicsLink}
          </a>
        </p>
        <NewsletterSignup place={place} className="mt-5" />
      </div>
    </section>
  );
}
