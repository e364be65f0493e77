import { countryName } from "~/lib/countries";
import { closingInstant } from "~/lib/job-availability.server";
import { type JobType, splitRequirements } from "~/lib/jobs";
import type { Job } from "~/models/job.server";
import { ORGANIZATION_LOGO } from "~/utils/organization-ld";

// JobPosting structured data (https://developers.google.com/search/docs/appearance/structured-data/job-posting),
// built only from the job's own fields so that search engines are told what the job really is.

export const EMPLOYMENT_TYPE: Record<JobType, string> = {
  "Full-time": "FULL_TIME",
  "Part-time": "PART_TIME",
  Internship: "INTERN",
  Contract: "CONTRACTOR",
};

/** A posting without a closing date is offered for this long after it was created. */
export const VALID_FOR_DAYS = 60;

export type JobPostingSource = Pick<
  Job,
  | "id"
  | "title"
  | "company"
  | "location"
  | "workplace"
  | "country"
  | "type"
  | "salary"
  | "description"
  | "requirements"
  | "createdAt"
  | "closesOn"
>;

function escapeHtml(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** The full description as HTML, as Google asks: the text's paragraphs, then the requirements as a list. */
export function jobDescriptionHtml(job: Pick<Job, "title" | "description" | "requirements">) {
  const paragraphs = (job.description ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`);
  const requirements = splitRequirements(job.requirements);
  if (requirements.length > 0) {
    paragraphs.push(
      "<p>Requirements:</p>",
      `<ul>${requirements.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`,
    );
  }
  return paragraphs.join("") || `<p>${escapeHtml(job.title)}</p>`;
}

/**
 * The town and region of a location text such as "Hybrid — Pune, India" or "San Francisco, CA":
 * a leading workplace word and a trailing country name are dropped; nothing is invented.
 */
export function localityOf(location: string, country: string) {
  const text = location
    .trim()
    .replace(/^(?:hybrid|on-?site|remote)\s*\(([^)]*)\)$/i, "$1") // "Hybrid (Pune)"
    .replace(/^(?:hybrid|on-?site|remote)\b\s*[—–:,-]?\s*/i, ""); // "Hybrid — Pune", "Remote"
  const parts = text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const countryNames = [country, countryName(country)].map((name) => name.toLowerCase());
  if (parts.length > 0 && countryNames.includes(parts[parts.length - 1]!.toLowerCase())) parts.pop();
  if (parts.length < 2) return { locality: parts[0], region: undefined };
  return { locality: parts.slice(0, -1).join(", "), region: parts[parts.length - 1] };
}

/** JobPosting JSON-LD of a job as shown at `${origin}/careers?job=ID` (`companyName`: ours, from the site settings). */
export function jobPostingLd(job: JobPostingSource, origin: string, companyName: string) {
  const datePosted = new Date(job.createdAt);
  const validThrough = job.closesOn
    ? closingInstant(job.closesOn)
    : new Date(datePosted.getTime() + VALID_FOR_DAYS * 24 * 60 * 60 * 1000);
  const ours = job.company === companyName;
  const remote = job.workplace === "Remote";
  const { locality, region } = localityOf(job.location, job.country);

  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: jobDescriptionHtml(job),
    identifier: { "@type": "PropertyValue", name: job.company, value: String(job.id) },
    datePosted: datePosted.toISOString(),
    validThrough: validThrough.toISOString(),
    employmentType: EMPLOYMENT_TYPE[job.type],
    // Only our own company's site and logo are known here; a portfolio company is named, not linked.
    hiringOrganization: ours
      ? {
          "@type": "Organization",
          name: job.company,
          sameAs: `${origin}/`,
          url: `${origin}/`,
          logo: `${origin}${ORGANIZATION_LOGO}`,
        }
      : { "@type": "Organization", name: job.company },
    ...(remote
      ? {
          // Fully remote: no office to point to, only the country applicants must be in.
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: countryName(job.country) },
        }
      : {
          // On-site and hybrid jobs have a place of work (the street is not in the data, so it is left out).
          jobLocation: {
            "@type": "Place",
            address: {
              "@type": "PostalAddress",
              ...(locality ? { addressLocality: locality } : {}),
              ...(region ? { addressRegion: region } : {}),
              addressCountry: job.country,
            },
          },
        }),
    ...(job.salary
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: "INR",
            value: { "@type": "QuantitativeValue", value: job.salary, unitText: "YEAR" },
          },
        }
      : {}),
    // Candidates apply on the site itself (/careers/{id}/apply).
    directApply: true,
    url: `${origin}/careers?job=${job.id}`,
  };
}
