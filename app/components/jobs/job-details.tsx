import type { ReactNode } from "react";

import { countryName } from "~/lib/countries";
import { formatDate } from "~/lib/format";
import { splitRequirements } from "~/lib/jobs";
import { formatRupees } from "~/lib/money";
import type { Job } from "~/models/job.server";

const NOT_SPECIFIED = "Not specified";

export function JobTypeBadge({ type }: { type: string }) {
  return (
    <span className="inline-flex items-center rounded-full bg-primary/10 px-2.5 py-0.5 text-xs font-semibold text-primary ring-1 ring-inset ring-primary/20">
      {type}
    </span>
  );
}

/**
 * A country's English name. The server's name stands: browsers' name tables differ
 * (Turkey/Türkiye), and a different name is no reason to re-render the page.
 */
function CountryName({ code }: { code: string }) {
  return <span suppressHydrationWarning>{countryName(code)}</span>;
}

/**
 * Every field of a job, with the spec's fallbacks: for the careers panel and the admin's View.
 * `heading` is the level of its section headings under the job's title (h3 under an h2 title).
 */
export function JobDetails({ job, heading: Heading = "h3" }: { job: Job; heading?: "h2" | "h3" }) {
  const requirements = splitRequirements(job.requirements);
  const facts: Array<[string, ReactNode]> = [
    ["Company", job.company],
    ["Location", job.location],
    ["Workplace", job.workplace],
    ["Country", <CountryName key="country" code={job.country} />],
    ["Posted", formatDate(job.createdAt)],
    ["Type", job.type],
    ["Salary", job.salary ? `${formatRupees(job.salary)} a year` : NOT_SPECIFIED],
    ["Department", job.department || NOT_SPECIFIED],
    ["Apply by", job.status === "closed" ? "Closed" : job.closesOn ? formatDate(job.closesOn) : "Open until filled"],
  ];
  return (
    <div className="space-y-8">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-4 text-sm">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="mt-0.5 font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <section>
        <Heading className="text-base font-semibold">About the role</Heading>
        <p className="mt-2 whitespace-pre-line leading-relaxed text-muted-foreground">
          {job.description?.trim() || "No description provided."}
        </p>
      </section>
      <section>
        <Heading className="text-base font-semibold">Requirements</Heading>
        {requirements.length > 0 ? (
          <ul className="mt-2 list-disc space-y-1.5 pl-5 text-muted-foreground">
            {requirements.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-muted-foreground">{NOT_SPECIFIED}</p>
        )}
      </section>
    </div>
  );
}
