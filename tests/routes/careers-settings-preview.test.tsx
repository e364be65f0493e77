// /careers builds a job's structured data (JobPosting) on the server; a job at the company the site
// settings name links the company's site and logo. The settings are the published ones, or their
// draft through a settings preview link, as the rest of the page shows them (the root loader). Runs
// on both engines (TEST_DATABASE_URL).
import { beforeAll, describe, expect, it } from "vitest";

import { DOCUMENT_SEEDS } from "~/content/seed";
import { db } from "~/db.server";
import { documentPreviewToken } from "~/lib/document-preview.server";
import { ensureDocuments } from "~/models/content-document-record.server";
import { saveDraft } from "~/models/content-document-write.server";
import { createJob } from "~/models/job.server";
import { startTestDatabase } from "~/models/testing.server";
import { env } from "~/utils/env.server";
import { siteOrigin } from "~/utils/http.server";

import * as careersRoute from "../../app/routes/_public.careers/route";
import { answerOf } from "../loader-answer";

beforeAll(startTestDatabase);

const published = DOCUMENT_SEEDS.settings;
let jobId = 0;

beforeAll(async () => {
  await ensureDocuments(db, { settings: published });
  await saveDraft({
    key: "settings",
    expectedVersion: 1,
    content: { ...published, company: { ...published.company, name: "Lumora Preview Co" } },
  });
  const job = await createJob({
    title: "Brand Designer",
    company: "Lumora Preview Co",
    location: "Pune, India",
    type: "Full-time",
    workplace: "On-site",
    country: "IN",
    salary: 1_800_000,
    department: "Design",
    description: "Shape how the studio's companies look and sound.",
    requirements: "A portfolio",
  });
  jobId = job.id;
});

/** The site the job's hiring organization links, when it is the company the settings name. */
async function hiringOrganizationSite(path: string) {
  const response = answerOf(
    await careersRoute.loader({ request: new Request(`http://site.test${path}`), params: {}, context: {} }),
  );
  const { jobPosting } = (await response.json()) as { jobPosting: { hiringOrganization: { url?: string } } };
  return jobPosting.hiringOrganization.url ?? null;
}

describe("a job's structured data on /careers", () => {
  it("knows the company by the published settings, and by their draft through a preview link", async () => {
    expect(await hiringOrganizationSite(`/careers?job=${jobId}`)).toBeNull();
    const token = encodeURIComponent(documentPreviewToken(env.sessionSecret, "settings"));
    expect(await hiringOrganizationSite(`/careers?job=${jobId}&preview=${token}`)).toBe(`${siteOrigin}/`);
  });
});
