import { describe, expect, it } from "vitest";

import { addDays } from "~/lib/slots";
import { demoJobs } from "~/seed/demo-data/jobs";

import { jobPostingLd, localityOf, type JobPostingSource } from "./job-posting-ld";

const ORIGIN = "https://lumora.example";
const DAY = 24 * 60 * 60 * 1000;
const ISO_DATE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;
const EMPLOYMENT_TYPES = [
  "FULL_TIME",
  "PART_TIME",
  "CONTRACTOR",
  "TEMPORARY",
  "INTERN",
  "VOLUNTEER",
  "PER_DIEM",
  "OTHER",
];
const UNIT_TEXTS = ["HOUR", "DAY", "WEEK", "MONTH", "YEAR"];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON-LD read back as untyped data
type Ld = Record<string, any>;

const text = (value: unknown) => typeof value === "string" && value.trim().length > 0;

/**
 * What Google's JobPosting documentation asks for, as a list of problems (empty: eligible, with
 * every recommended property). Required: title, description, datePosted, hiringOrganization, and
 * jobLocation with an addressCountry (or, for a fully remote job, jobLocationType TELECOMMUTE and
 * applicantLocationRequirements). Recommended: validThrough, employmentType, baseSalary,
 * identifier, directApply.
 */
function googleJobPostingProblems(ld: Ld) {
  const problems: string[] = [];
  const check = (ok: boolean, problem: string) => ok || problems.push(problem);

  check(ld["@context"] === "https://schema.org" && ld["@type"] === "JobPosting", "not a schema.org JobPosting");
  // Required
  check(text(ld.title), "required: title");
  check(text(ld.description), "required: description");
  check(ISO_DATE_TIME.test(ld.datePosted ?? ""), "required: datePosted (ISO 8601)");
  check(
    ld.hiringOrganization?.["@type"] === "Organization" && text(ld.hiringOrganization?.name),
    "required: hiringOrganization.name",
  );
  const telecommute = ld.jobLocationType === "TELECOMMUTE";
  if (telecommute) {
    const places = [ld.applicantLocationRequirements].flat().filter(Boolean);
    check(
      places.length > 0 &&
        places.every((place: Ld) => ["Country", "State"].includes(place["@type"]) && text(place.name)),
      "required for remote: applicantLocationRequirements",
    );
  }
  if (!telecommute || ld.jobLocation) {
    const places = [ld.jobLocation].flat().filter(Boolean);
    check(places.length > 0, "required: jobLocation");
    for (const place of places) {
      check(
        place["@type"] === "Place" && place.address?.["@type"] === "PostalAddress",
        "jobLocation must be a Place with a PostalAddress",
      );
      check(
        /^[A-Z]{2}$/.test(place.address?.addressCountry ?? ""),
        "required: jobLocation.address.addressCountry (ISO 3166-1 alpha-2)",
      );
    }
  }
  // Recommended
  check(
    ISO_DATE_TIME.test(ld.validThrough ?? "") && Date.parse(ld.validThrough) > Date.parse(ld.datePosted),
    "recommended: validThrough after datePosted",
  );
  check(
    [ld.employmentType].flat().every((type) => EMPLOYMENT_TYPES.includes(type)),
    "recommended: employmentType",
  );
  const salary = ld.baseSalary;
  check(
    salary?.["@type"] === "MonetaryAmount" &&
      /^[A-Z]{3}$/.test(salary.currency ?? "") &&
      salary.value?.["@type"] === "QuantitativeValue" &&
      (typeof salary.value.value === "number" ||
        (typeof salary.value.minValue === "number" && typeof salary.value.maxValue === "number")) &&
      UNIT_TEXTS.includes(salary.value.unitText),
    "recommended: baseSalary",
  );
  check(
    ld.identifier?.["@type"] === "PropertyValue" && text(ld.identifier?.name) && text(ld.identifier?.value),
    "recommended: identifier",
  );
  check(typeof ld.directApply === "boolean", "recommended: directApply");
  return problems;
}

/** The JSON as a search engine reads it. */
const posting = (job: JobPostingSource): Ld => JSON.parse(JSON.stringify(jobPostingLd(job, ORIGIN, "Lumora Ventures")));

const base: JobPostingSource = {
  id: 7,
  title: "Senior Backend Engineer, Payments",
  company: "Paisawise",
  location: "Bengaluru, India",
  workplace: "On-site",
  country: "IN",
  type: "Full-time",
  salary: 3600000,
  description: "Own the services that reconcile UPI settlements.\nDesign for correctness first.",
  requirements: "5+ years of Go\nPostgreSQL & <b>Kafka</b>",
  createdAt: "2026-08-04T06:30:00.000Z",
  closesOn: null,
};

const onSiteIndia = base;
const usJob: JobPostingSource = {
  ...base,
  id: 31,
  title: "Partnerships Associate, US",
  company: "Lumora Ventures",
  location: "San Francisco, CA",
  country: "US",
  type: "Contract",
  salary: 6500000,
};
const remoteJob: JobPostingSource = {
  ...base,
  id: 12,
  title: "Frontend Engineer (React)",
  company: "Stackforge",
  location: "Remote (India)",
  workplace: "Remote",
  type: "Part-time",
};

describe("jobPostingLd", () => {
  it("is valid through the end of the closing date in the office's time zone", () => {
    // The office is on Pacific time: 31 December ends at 08:00 UTC on 1 January.
    expect(posting({ ...base, closesOn: "2026-12-31" }).validThrough).toBe("2027-01-01T08:00:00.000Z");
    // Summer time: 31 July ends at 07:00 UTC.
    expect(posting({ ...base, closesOn: "2026-07-31" }).validThrough).toBe("2026-08-01T07:00:00.000Z");
  });

  it("gives an on-site job in India every required and recommended property", () => {
    const ld = posting(onSiteIndia);
    expect(googleJobPostingProblems(ld)).toEqual([]);
    expect(ld).toMatchObject({
      title: "Senior Backend Engineer, Payments",
      datePosted: "2026-08-04T06:30:00.000Z",
      validThrough: new Date(Date.parse("2026-08-04T06:30:00.000Z") + 60 * DAY).toISOString(),
      employmentType: "FULL_TIME",
      hiringOrganization: { "@type": "Organization", name: "Paisawise" },
      jobLocation: {
        "@type": "Place",
        address: { "@type": "PostalAddress", addressLocality: "Bengaluru", addressCountry: "IN" },
      },
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "INR",
        value: { "@type": "QuantitativeValue", value: 3600000, unitText: "YEAR" },
      },
      identifier: { "@type": "PropertyValue", name: "Paisawise", value: "7" },
      directApply: true,
      url: `${ORIGIN}/careers?job=7`,
    });
    expect(ld).not.toHaveProperty("jobLocationType");
    expect(ld).not.toHaveProperty("applicantLocationRequirements");
    // No street address is made up, and a portfolio company is not given our site or logo.
    expect(ld.jobLocation?.address).not.toHaveProperty("streetAddress");
    expect(ld.hiringOrganization).toEqual({ "@type": "Organization", name: "Paisawise" });
  });

  it("declares a San Francisco job as in the US, not India", () => {
    const ld = posting(usJob);
    expect(googleJobPostingProblems(ld)).toEqual([]);
    expect(ld.jobLocation?.address).toEqual({
      "@type": "PostalAddress",
      addressLocality: "San Francisco",
      addressRegion: "CA",
      addressCountry: "US",
    });
    expect(ld.employmentType).toBe("CONTRACTOR");
    expect(ld.hiringOrganization).toEqual({
      "@type": "Organization",
      name: "Lumora Ventures",
      sameAs: `${ORIGIN}/`,
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/favicon.svg`,
    });
  });

  it("declares a remote job as TELECOMMUTE open to applicants in its country, with no office", () => {
    const ld = posting(remoteJob);
    expect(googleJobPostingProblems(ld)).toEqual([]);
    expect(ld).toMatchObject({
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "India" },
      employmentType: "PART_TIME",
    });
    expect(ld).not.toHaveProperty("jobLocation");
    expect(posting({ ...remoteJob, country: "US" }).applicantLocationRequirements).toEqual({
      "@type": "Country",
      name: "United States",
    });
  });

  it("keeps a hybrid job's place of work", () => {
    const ld = posting({ ...base, location: "Hybrid — Pune, India", workplace: "Hybrid" });
    expect(googleJobPostingProblems(ld)).toEqual([]);
    expect(ld).not.toHaveProperty("jobLocationType");
    expect(ld.jobLocation?.address).toEqual({
      "@type": "PostalAddress",
      addressLocality: "Pune",
      addressCountry: "IN",
    });
  });

  it("describes the job in HTML: its paragraphs and its requirements, escaped", () => {
    expect(posting(base).description).toBe(
      "<p>Own the services that reconcile UPI settlements.</p><p>Design for correctness first.</p>" +
        "<p>Requirements:</p><ul><li>5+ years of Go</li><li>PostgreSQL &amp; &lt;b&gt;Kafka&lt;/b&gt;</li></ul>",
    );
    expect(posting({ ...base, description: null, requirements: null }).description).toBe(
      "<p>Senior Backend Engineer, Payments</p>",
    );
  });

  it("leaves baseSalary out when the job has no salary, and says only that", () => {
    const ld = posting({ ...base, salary: null });
    expect(ld).not.toHaveProperty("baseSalary");
    expect(googleJobPostingProblems(ld)).toEqual(["recommended: baseSalary"]);
  });

  it("(the checker itself) names what a posting lacks", () => {
    expect(
      googleJobPostingProblems({
        "@context": "https://schema.org",
        "@type": "JobPosting",
        jobLocationType: "TELECOMMUTE",
      }),
    ).toEqual([
      "required: title",
      "required: description",
      "required: datePosted (ISO 8601)",
      "required: hiringOrganization.name",
      "required for remote: applicantLocationRequirements",
      "recommended: validThrough after datePosted",
      "recommended: employmentType",
      "recommended: baseSalary",
      "recommended: identifier",
      "recommended: directApply",
    ]);
    const { jobLocation: _place, ...placeless } = posting(base);
    expect(googleJobPostingProblems(placeless)).toEqual(["required: jobLocation"]);
    expect(
      googleJobPostingProblems({
        ...posting(base),
        jobLocation: { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: "Bengaluru" } },
      }),
    ).toEqual(["required: jobLocation.address.addressCountry (ISO 3166-1 alpha-2)"]);
  });

  it("is complete and truthful for every demo job", () => {
    for (const [index, { createdAt, closesInDays, ...job }] of demoJobs.entries()) {
      const closesOn = closesInDays ? addDays("2026-11-24", closesInDays) : null;
      const ld = posting({ ...job, id: index + 1, createdAt, closesOn });
      expect(googleJobPostingProblems(ld), job.title).toEqual([]);
      if (job.workplace === "Remote") expect(ld.jobLocationType, job.title).toBe("TELECOMMUTE");
      else expect(ld.jobLocation?.address.addressCountry, job.title).toBe(job.country);
    }
  });
});

describe("localityOf", () => {
  it.each([
    ["Bengaluru, India", "IN", { locality: "Bengaluru", region: undefined }],
    ["Hybrid — Pune, India", "IN", { locality: "Pune", region: undefined }],
    ["Hybrid (Pune)", "IN", { locality: "Pune", region: undefined }],
    ["San Francisco, CA", "US", { locality: "San Francisco", region: "CA" }],
    ["Bengaluru, Karnataka, India", "IN", { locality: "Bengaluru", region: "Karnataka" }],
    ["London, United Kingdom", "GB", { locality: "London", region: undefined }],
    ["India", "IN", { locality: undefined, region: undefined }],
    ["Remote", "IN", { locality: undefined, region: undefined }],
  ])("%s (%s)", (location, country, expected) => {
    expect(localityOf(location, country)).toEqual(expected);
  });
});
