import { JOB_ALERTS_COPY } from "~/content/careers";
import { describeJobSearch, type JobSearch } from "~/lib/job-alerts";

import { AlertConsent, SearchFields } from "./search-fields";
import { Honeypot } from "../contact/honeypot";
import { EmailSignupRow } from "../email-signup-row";

/**
 * The careers page's "Get alerts for roles like this": an address and a button that save the
 * search on show, a plain form posted to /careers/alerts (the same with or without a script), which
 * answers on its own page.
 */
export function JobAlertSignup({ search, className = "" }: { search: JobSearch; className?: string }) {
  const copy = JOB_ALERTS_COPY;
  return (
    <section id="job-alerts" aria-labelledby="job-alerts-heading" className={`card relative p-6 ${className}`}>
      <h2 id="job-alerts-heading" className="text-xl font-bold tracking-tight">
        {copy.heading}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">{copy.lead(describeJobSearch(search))}</p>
      <form method="post" action="/careers/alerts" className="mt-4 space-y-3" aria-label="Job alerts">
        <Honeypot id="job-alerts-website" />
        <SearchFields search={search} />
        <EmailSignupRow
          id="job-alerts-email"
          submitLabel={copy.submitLabel}
          className="flex flex-col gap-2 sm:flex-row"
        />
        <AlertConsent text={copy.consent} linkLabel={copy.privacyLabel} />
      </form>
    </section>
  );
}
