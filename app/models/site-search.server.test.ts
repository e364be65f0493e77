import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { newStaffPage } from "~/content/documents";
import { db } from "~/db.server";

import { createBlog, deleteBlog, updateBlog, type BlogInput } from "./blog.server";
import { createDocument, deleteDocument, publish } from "./content-document-write.server";
import { createJob, deleteJob, updateJob, type JobInput } from "./job.server";
import { rebuildSearchIndex } from "./search-index.server";
import { searchSite } from "./site-search.server";
import { emptyTables, startTestDatabase } from "./testing.server";

beforeAll(startTestDatabase);
beforeEach(() => emptyTables("post_revisions", "blogs", "jobs", "content_documents", "search_entries", "search_terms"));

const post = (title: string, more: Partial<BlogInput> = {}): BlogInput => ({
  title,
  author: "Asha Rao",
  description: `A note on ${title.toLowerCase()}.`,
  content: "<p>How we work with founders.</p>",
  image: null,
  ...more,
});

const job = (title: string, more: Partial<JobInput> = {}): JobInput => ({
  title,
  company: "Lumora Ventures",
  location: "Pune, India",
  workplace: "On-site",
  country: "IN",
  type: "Full-time",
  salary: 1_800_000,
  department: "Advisory",
  description: "Lead due diligence for our portfolio.",
  requirements: "Five years of audits",
  status: "open",
  closesOn: null,
  ...more,
});

const titles = async (q: string, more: Omit<Parameters<typeof searchSite>[0], "q"> = {}) =>
  (await searchSite({ q, ...more })).results.map((result) => result.title);

describe("the site search", () => {
  it("finds a post once published, and not as a draft, unpublished or deleted", async () => {
    const draft = await createBlog(post("Fundraising in a downturn", { status: "draft" }));
    expect(await titles("fundraising")).toEqual([]);
    await updateBlog(draft.id, post("Fundraising in a downturn", { status: "published" }));
    expect(await titles("fundraising")).toEqual(["Fundraising in a downturn"]);
    await updateBlog(draft.id, post("Fundraising in a downturn", { status: "unpublished" }));
    expect(await titles("fundraising")).toEqual([]);
    const live = await createBlog(post("Fundraising, again"));
    await deleteBlog(live.id);
    expect(await titles("fundraising")).toEqual([]);
  });

  it("finds a scheduled post from its moment on, with no write at that moment", async () => {
    const now = new Date("2026-05-01T09:00:00Z");
    const at = new Date("2026-05-02T09:00:00Z");
    await createBlog(post("Pricing your first product", { status: "scheduled", publishDate: at }), { now });
    expect(await titles("pricing", { now })).toEqual([]);
    expect(await titles("pricing", { now: at })).toEqual(["Pricing your first product"]);
  });

  it("finds an open job until it closes or past its closing day, and not a closed or deleted one", async () => {
    const opened = await createJob(job("Diligence Analyst", { closesOn: "2026-06-30" }));
    const during = new Date("2026-06-30T20:00:00Z");
    expect(await titles("diligence", { now: during })).toEqual(["Diligence Analyst"]);
    // The next office day (America/Los_Angeles) has begun.
    expect(await titles("diligence", { now: new Date("2026-07-01T08:00:00Z") })).toEqual([]);
    await updateJob(opened.id, job("Diligence Analyst", { status: "closed" }));
    expect(await titles("diligence", { now: during })).toEqual([]);
    const other = await createJob(job("Diligence Lead"));
    await deleteJob(other.id);
    expect(await titles("diligence")).toEqual([]);
  });

  it("finds a page's visible text once published, its scheduled change from its moment on, and not once deleted", async () => {
    const made = await createDocument({ key: "page-our-approach", content: newStaffPage("Our approach") });
    expect(await titles("approach")).toEqual([]);
    const content = {
      ...newStaffPage("Our approach"),
      sections: [
        {
          type: "text",
          heading: { title: "How we invest", eyebrow: "" },
          body: "<p>We back <b>climate</b> founders.</p>",
        },
      ],
    };
    const now = new Date("2026-05-01T09:00:00Z");
    const published = await publish({ key: made.key, expectedVersion: made.version, content, now });
    expect(await titles("climate", { now })).toEqual(["Our approach"]);
    const at = new Date("2026-05-03T00:00:00Z");
    const changed = { ...content, sections: [{ ...content.sections[0]!, body: "<p>We back fintech founders.</p>" }] };
    const scheduled = await publish({ key: made.key, expectedVersion: published!.version, content: changed, at, now });
    expect(await titles("fintech", { now })).toEqual([]);
    expect(await titles("climate", { now })).toEqual(["Our approach"]);
    expect(await titles("fintech", { now: at })).toEqual(["Our approach"]);
    expect(await titles("climate", { now: at })).toEqual([]);
    await deleteDocument({ key: made.key, expectedVersion: scheduled!.version });
    expect(await titles("fintech", { now: at })).toEqual([]);
  });

  it("stems words, matches the last word's start, corrects one typo in a long word, and ranks titles first, then newer", async () => {
    await createBlog(
      post("Notes from the field", {
        content: "<p>Our consultants in Pune.</p>",
        publishDate: new Date("2026-01-01T00:00:00Z"),
      }),
    );
    await createBlog(post("Consulting for startups", { publishDate: new Date("2025-01-01T00:00:00Z") }));
    await createBlog(
      post("More field notes", {
        content: "<p>A consultant's week.</p>",
        publishDate: new Date("2026-02-01T00:00:00Z"),
      }),
    );
    expect(await titles("consulting")).toEqual(["Consulting for startups", "More field notes", "Notes from the field"]);
    expect(await titles("consu")).toEqual(["Consulting for startups", "More field notes", "Notes from the field"]);
    expect(await titles("consultnts pune")).toEqual(["Notes from the field"]);
  });

  it("marks the matched words in titles and snippets, and pages the results with their total", async () => {
    for (const day of [1, 2, 3])
      await createBlog(post(`Hiring note ${day}`, { publishDate: new Date(`2026-01-0${day}T00:00:00Z`) }));
    const first = await searchSite({ q: "hiring", limit: 2 });
    expect(first.total).toBe(3);
    expect(first.results.map((result) => result.title)).toEqual(["Hiring note 3", "Hiring note 2"]);
    expect(first.results[0]!.titleSegments).toEqual([
      { text: "Hiring", marked: true },
      { text: " note 3", marked: false },
    ]);
    expect(first.results[0]!.snippet.filter((part) => part.marked).map((part) => part.text)).toEqual(["hiring"]);
    const second = await searchSite({ q: "hiring", limit: 2, page: 2 });
    expect(second.results.map((result) => result.title)).toEqual(["Hiring note 1"]);
    expect((await searchSite({ q: "hiring", limit: 2, page: 9 })).total).toBe(3);
    expect(await titles("hiring", { type: "job" })).toEqual([]);
  });

  it("answers any text without an error: syntax, quotes, SQL, control characters, right-to-left, emoji, length", async () => {
    await createBlog(post("Due diligence, step by step"));
    const inputs = [
      "",
      "   ",
      '"due',
      'due" OR "x',
      "due NEAR diligence",
      "NEAR(due diligence)",
      "title:due",
      "{title}: due",
      "-due +diligence*",
      "due*",
      "'; drop table blogs; --",
      "due\u0000\u0007diligence",
      "العناية الواجبة",
      "\u202Ediligence",
      "🔥💼",
      "due 🔥 diligence",
      "a".repeat(600),
      "diligence ".repeat(100),
      "AND OR NOT",
      "(((",
      "due & | ! <-> :*",
    ];
    for (const q of inputs) {
      const found = await searchSite({ q });
      expect(Array.isArray(found.results), q).toBe(true);
    }
    expect(await titles('"due')).toEqual(["Due diligence, step by step"]);
    expect(await titles("due NEAR diligence")).toEqual([]);
    expect(await titles("due\u0000diligence")).toEqual(["Due diligence, step by step"]);
  });

  it("is rebuilt from what is stored, as at start-up after a copy or a bulk load", async () => {
    await createBlog(post("Operations playbook"));
    await createJob(job("Operations Manager"));
    await db.deleteFrom("search_entries").execute();
    expect(await titles("operations")).toEqual([]);
    await rebuildSearchIndex(db);
    expect((await titles("operations")).sort()).toEqual(["Operations Manager", "Operations playbook"]);
  });

  it("walks a word held by more than a thousand entries newest first: titles, then the rest, page by page, counted to 1,000+", async () => {
    const minute = (n: number) => new Date(Date.UTC(2026, 4, 1) - n * 60_000).toISOString();
    // 15 posts with the word in their title, 1,000 with it in their text only; each tier's newest
    // was written last, so neither the order of ids nor of writing is the order of the results.
    const entry = (n: number, titled: boolean) => ({
      kind: "post" as const,
      ref: String(n),
      title: titled ? `Forecasting, part ${n}` : `Notes ${n}`,
      body: "How we make a forecast with founders.",
      url: `/blog/${n}`,
      visible_from: null,
      visible_until: null,
      ranked_at: minute(n),
    });
    const rows = [
      ...Array.from({ length: 15 }, (_, n) => entry(1015 - n, true)),
      ...Array.from({ length: 1000 }, (_, n) => entry(1000 - n, false)),
      // Scheduled for later: not found yet, though it would rank first.
      { ...entry(0, true), visible_from: "2099-01-01T00:00:00.000Z", ranked_at: "2099-01-01T00:00:00.000Z" },
    ];
    for (let start = 0; start < rows.length; start += 100)
      await db
        .insertInto("search_entries")
        .values(rows.slice(start, start + 100))
        .execute();
    const now = new Date(Date.UTC(2026, 4, 2));

    const first = await searchSite({ q: "forecast", now });
    expect(first.total).toBe(1000);
    expect(first.totalCapped).toBe(true);
    expect(first.results.map((result) => result.url)).toEqual(
      [1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010].map((n) => `/blog/${n}`),
    );
    const second = await searchSite({ q: "forecast", now, page: 2 });
    expect(second.results.map((result) => result.url)).toEqual(
      [1011, 1012, 1013, 1014, 1015, 1, 2, 3, 4, 5].map((n) => `/blog/${n}`),
    );
    const last = await searchSite({ q: "forecast", now, page: 102 });
    expect(last.results.map((result) => result.url)).toEqual([996, 997, 998, 999, 1000].map((n) => `/blog/${n}`));
    expect((await searchSite({ q: "forecasting part", now })).totalCapped).toBe(false);
  });
});
