import { beforeAll, describe, expect, it } from "vitest";

import { newStaffPage } from "~/content/documents";

import { createBlog } from "./blog.server";
import { createDocument, publish } from "./content-document-write.server";
import { createJob } from "./job.server";
import { searchSite } from "./site-search.server";
import { startTestDatabase } from "./testing.server";
import {
  CORPUS_JOBS,
  CORPUS_PAGES,
  CORPUS_PAGES_PUBLISHED,
  CORPUS_POSTS,
  CORPUS_QUERIES,
} from "../../tests/fixtures/search-corpus";

// The shared corpus: the same file runs on SQLite and on PostgreSQL, and both must give each
// query's expected first three results, so the engines agree.

beforeAll(async () => {
  await startTestDatabase();
  for (const [title, date, text] of CORPUS_POSTS) {
    const publishDate = new Date(`${date}T09:00:00Z`);
    await createBlog(
      { title, author: "Lumora Team", description: text, content: `<p>${text}</p>`, image: null, publishDate },
      { now: publishDate },
    );
  }
  for (const [title, location, department, date, description] of CORPUS_JOBS) {
    const job = await createJob(
      {
        title,
        company: "Lumora Ventures",
        location,
        workplace: "On-site",
        country: "IN",
        type: "Full-time",
        salary: 1_500_000,
        department,
        description,
        requirements: "Three years of experience",
        status: "open",
        closesOn: null,
      },
      { now: new Date(`${date}T09:00:00Z`) },
    );
    expect(job.id).toBeGreaterThan(0);
  }
  const now = new Date(CORPUS_PAGES_PUBLISHED);
  for (const [slug, title, text] of CORPUS_PAGES) {
    const made = await createDocument({ key: `page-${slug}`, content: newStaffPage(title), now });
    const content = {
      ...newStaffPage(title),
      sections: [
        { type: "hero", eyebrow: "", title, lead: "", buttonLabel: "", buttonLink: "" },
        { type: "text", heading: { eyebrow: "", title: "What we do" }, body: `<p>${text}</p>` },
      ],
    };
    await publish({ key: made.key, expectedVersion: made.version, content, now });
  }
});

describe("the shared search corpus", () => {
  it.each(CORPUS_QUERIES)("%s", async (q, expected) => {
    const { results } = await searchSite({ q });
    expect(results.slice(0, 3).map((result) => result.title)).toEqual(expected);
  });
});
