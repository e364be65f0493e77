import { sql } from "kysely";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db, engine } from "~/db.server";

import { compactionAfterWrites } from "./job-search.server";
import {
  createJob,
  deleteJob,
  getJob,
  JobInputSchema,
  jobFiltersFromUrl,
  jobSitemapEntries,
  listDepartments,
  listJobs,
  listJobSummaries,
  updateJob,
  type JobInput,
} from "./job.server";
import { emptyTables, fieldMessages, startTestDatabase } from "./testing.server";
import { compactJobSearchIndex } from "../../db/search-index";

beforeAll(startTestDatabase);

const base: JobInput = {
  title: "Backend Engineer",
  company: "Paisawise",
  location: "Bengaluru, India",
  workplace: "On-site",
  country: "IN",
  type: "Full-time",
  salary: 2400000,
  department: "Engineering",
  description: "Build payments.",
  requirements: "Go\nPostgres",
  status: "open",
  closesOn: null,
};

const messages = (input: unknown) => fieldMessages(JobInputSchema, input);

beforeEach(() => emptyTables("jobs"));

describe("JobInputSchema", () => {
  it("names every missing field", () => {
    expect(messages({ type: "Full-time" })).toEqual({
      title: "Title is required",
      company: "Company is required",
      location: "Location is required",
      salary: "Salary is required",
      department: "Department is required",
      description: "Description is required",
      requirements: "Requirements is required",
    });
    expect(messages({ ...base, title: "   ", salary: "" })).toEqual({
      title: "Title is required",
      salary: "Salary is required",
    });
  });

  it("parses salary from a number or a digit string and refuses the rest", () => {
    expect(JobInputSchema.parse({ ...base, salary: "1250000" }).salary).toBe(1250000);
    expect(JobInputSchema.parse({ ...base, salary: " 12,50,000 " }).salary).toBe(1250000);
    expect(JobInputSchema.parse({ ...base, salary: 900000 }).salary).toBe(900000);
    expect(messages({ ...base, salary: "twelve lakh" })).toEqual({ salary: "Salary must be a number" });
    expect(messages({ ...base, salary: "12.5" })).toEqual({ salary: "Salary must be a number" });
    expect(messages({ ...base, salary: { amount: 1 } })).toEqual({ salary: "Salary must be a number" });
    expect(messages({ ...base, salary: 12.5 })).toEqual({ salary: "Salary must be a whole number of rupees" });
    expect(messages({ ...base, salary: 0 })).toEqual({ salary: "Salary must be more than ₹0" });
    expect(messages({ ...base, salary: 5_000_000_000 })).toEqual({ salary: "Salary must be at most ₹1,00,00,00,000" });
  });

  it("defaults the type to Full-time and accepts only the four types", () => {
    const { type: _type, ...withoutType } = base;
    expect(JobInputSchema.parse(withoutType).type).toBe("Full-time");
    expect(messages({ ...base, type: "" })).toEqual({ type: "Type is required" });
    expect(messages({ ...base, type: null })).toEqual({ type: "Type is required" });
    expect(messages({ ...base, type: "Freelance" })).toEqual({
      type: "Type must be one of Full-time, Part-time, Internship, Contract",
    });
  });

  it("defaults workplace to On-site and country to IN for clients that leave them out", () => {
    const { workplace: _workplace, country: _country, ...older } = base;
    expect(JobInputSchema.parse(older)).toMatchObject({ workplace: "On-site", country: "IN" });
  });

  it("accepts the three workplaces, exactly", () => {
    for (const workplace of ["On-site", "Hybrid", "Remote"])
      expect(JobInputSchema.parse({ ...base, workplace }).workplace).toBe(workplace);
    expect(messages({ ...base, workplace: "" })).toEqual({ workplace: "Workplace is required" });
    expect(messages({ ...base, workplace: "  " })).toEqual({ workplace: "Workplace is required" });
    expect(messages({ ...base, workplace: "remote-ish" })).toEqual({
      workplace: "Workplace must be one of On-site, Hybrid, Remote",
    });
    expect(messages({ ...base, workplace: 3 })).toEqual({
      workplace: "Workplace must be one of On-site, Hybrid, Remote",
    });
  });

  it("accepts assigned ISO 3166-1 alpha-2 country codes only", () => {
    expect(JobInputSchema.parse({ ...base, country: "US" }).country).toBe("US");
    expect(JobInputSchema.parse({ ...base, country: " gb " }).country).toBe("GB");
    expect(messages({ ...base, country: "" })).toEqual({ country: "Country is required" });
    for (const country of ["India", "IND", "XX", "EU", "UK", "I", 91, null]) {
      expect(messages({ ...base, country })).toEqual({ country: "Country must be a valid ISO 3166 country code" });
    }
  });
});

describe("job list queries", () => {
  async function seed() {
    const rows: Array<Partial<JobInput>> = [
      {
        title: "Frontend Engineer",
        company: "Stackforge",
        location: "Remote",
        type: "Full-time",
        department: "Engineering",
      },
      {
        title: "Growth Marketer",
        company: "Tilt Botanicals",
        location: "Mumbai",
        type: "Contract",
        department: "Marketing",
      },
      {
        title: "Design Intern",
        company: "Lumora Ventures",
        location: "Bengaluru",
        type: "Internship",
        department: "Design",
      },
      {
        title: "Data Engineer",
        company: "GridLeaf Climate",
        location: "Pune",
        type: "Part-time",
        department: "Engineering",
      },
    ];
    for (const [index, row] of rows.entries()) {
      await createJob({ ...base, ...row }, { now: new Date(Date.UTC(2026, 0, index + 1)) });
    }
  }

  it("filters by search × type × department in SQL, newest first", async () => {
    await seed();
    const titles = async (filters: Parameters<typeof listJobs>[0]) =>
      (await listJobs(filters)).jobs.map((job) => job.title);
    expect(await titles({})).toEqual(["Data Engineer", "Design Intern", "Growth Marketer", "Frontend Engineer"]);
    expect(await titles({ q: "ENGINEER" })).toEqual(["Data Engineer", "Frontend Engineer"]);
    expect(await titles({ q: "stackforge" })).toEqual(["Frontend Engineer"]);
    expect(await titles({ q: "mumbai" })).toEqual(["Growth Marketer"]);
    expect(await titles({ q: "engineer", type: "Part-time" })).toEqual(["Data Engineer"]);
    expect(await titles({ q: "engineer", department: "Engineering", type: "Contract" })).toEqual([]);
    expect(await titles({ department: "Design" })).toEqual(["Design Intern"]);
    expect(await titles({ location: "PUNE" })).toEqual(["Data Engineer"]);
    expect(await titles({ q: "engineer", location: "remote" })).toEqual(["Frontend Engineer"]);
    expect(await titles({ q: "engineer", location: "Bengaluru" })).toEqual([]);
    expect(await titles({ q: "_" })).toEqual([]);
    expect(await titles({ q: "%" })).toEqual([]);
    expect(await titles({ q: "e%r" })).toEqual([]);
    expect(await titles({ q: "n_i" })).toEqual([]);
    expect(await titles({ q: "in" })).toEqual(["Data Engineer", "Design Intern", "Frontend Engineer"]);
    expect((await listJobs({ q: "engineer" })).total).toBe(2);
  });

  it("counts a search's matches on every page, even past its last one", async () => {
    await seed();
    expect(await listJobs({ q: "engineer", limit: 1 })).toMatchObject({ total: 2, jobs: [{ title: "Data Engineer" }] });
    expect(await listJobs({ q: "engineer", limit: 1, page: 2 })).toMatchObject({
      total: 2,
      jobs: [{ title: "Frontend Engineer" }],
    });
    expect(await listJobs({ q: "engineer", limit: 1, page: 3 })).toMatchObject({ total: 2, jobs: [] });
    expect(await listJobSummaries({ q: "no such role" })).toMatchObject({ total: 0, jobs: [] });
  });

  it("pages in eights: 8, 16, and the remainder", async () => {
    for (let i = 0; i < 20; i += 1)
      await createJob({ ...base, title: `Job ${i}` }, { now: new Date(Date.UTC(2026, 0, 1, i)) });
    const first = await listJobs({});
    expect(first.jobs).toHaveLength(8);
    expect(first.total).toBe(20);
    expect(first.jobs[0]?.title).toBe("Job 19");
    expect(first).toMatchObject({ page: 1, limit: 8 });
    const second = await listJobs({ page: 2 });
    expect(second).toMatchObject({ page: 2, limit: 8, total: 20 });
    expect(second.jobs.map((job) => job.title)).toEqual(Array.from({ length: 8 }, (_, i) => `Job ${11 - i}`));
    expect((await listJobs({ page: 3 })).jobs.map((job) => job.title)).toEqual(["Job 3", "Job 2", "Job 1", "Job 0"]);
    expect((await listJobs({ page: 4 })).jobs).toHaveLength(0);
    expect((await listJobs({ page: 0 })).page).toBe(1);
    expect((await listJobs({ limit: 16 })).jobs).toHaveLength(16);
    expect((await listJobs({ page: 2, limit: 16 })).jobs).toHaveLength(4);
    // An offset (the API's and the "pages 1…N at once" lists') works as well.
    expect(await listJobs({ offset: 8 })).toMatchObject({ page: 2, jobs: second.jobs });
    expect((await listJobs({ offset: 16, limit: 8 })).jobs).toHaveLength(4);
  });

  it("lists summaries with only what a card shows, filtered and paged like the full list", async () => {
    await seed();
    const full = await listJobs({ q: "engineer" });
    const summaries = await listJobSummaries({ q: "engineer" });
    expect(summaries).toMatchObject({ total: full.total, page: 1, limit: 8 });
    expect(summaries.jobs).toEqual(
      full.jobs.map(({ id, title, company, location, type, salary, department, status, closesOn, createdAt }) => ({
        id,
        title,
        company,
        location,
        type,
        salary,
        department,
        status,
        closesOn,
        createdAt,
      })),
    );
  });

  it("lists for the public only the jobs taking applications: open, and not past their closing date", async () => {
    const now = new Date("2026-11-24T20:00:00.000Z"); // noon on 24 November at the (Pacific) office
    const listed = await createJob({ ...base, title: "No closing date" });
    const lastDay = await createJob({ ...base, title: "Closes today", closesOn: "2026-11-24" });
    await createJob({ ...base, title: "Closed yesterday", closesOn: "2026-11-23" });
    await createJob({ ...base, title: "Closed by hand", status: "closed" });
    const { jobs, total } = await listJobSummaries({ listedAt: now });
    expect(jobs.map((job) => job.id).sort()).toEqual([listed.id, lastDay.id].sort());
    expect(total).toBe(2);
    expect((await listJobSummaries()).total).toBe(4);
    // The next office day, the job that closed "today" is gone too.
    const tomorrow = new Date("2026-11-25T08:00:00.000Z");
    expect((await listJobSummaries({ listedAt: tomorrow })).jobs.map((job) => job.id)).toEqual([listed.id]);
  });

  it("checks the status and the closing date", () => {
    expect(messages({ ...base, status: "paused" })).toEqual({ status: "Status must be one of open, closed" });
    expect(messages({ ...base, closesOn: "2026-02-30" })).toEqual({
      closesOn: "Closing date must be a date such as 2026-12-31",
    });
    expect(messages({ ...base, closesOn: "31/12/2026" })).toEqual({
      closesOn: "Closing date must be a date such as 2026-12-31",
    });
    expect(JobInputSchema.parse({ ...base, closesOn: "" }).closesOn).toBeNull();
    expect(JobInputSchema.parse({ ...base, status: undefined, closesOn: undefined })).toMatchObject({
      status: "open",
      closesOn: null,
    });
  });

  it("lists the distinct departments, sorted", async () => {
    await seed();
    expect(await listDepartments()).toEqual(["Design", "Engineering", "Marketing"]);
  });

  it("reads filters from a URL, dropping unknown types", () => {
    expect(jobFiltersFromUrl(new URLSearchParams("q=+go+&location=+Pune+&type=Contract&department=Design"))).toEqual({
      q: "go",
      location: "Pune",
      type: "Contract",
      department: "Design",
    });
    expect(jobFiltersFromUrl(new URLSearchParams("type=Freelance")).type).toBe("");
  });
});

describe("job search index", () => {
  it("follows inserts, updates and deletes, and handles short and quoted searches", async () => {
    const job = await createJob({ ...base, title: "Quantum Analyst", location: "Pune" });
    const found = async (q: string) => (await listJobs({ q })).jobs.map((row) => row.id);
    expect(await found("quantum")).toEqual([job.id]);
    expect(await found("Pu")).toEqual([job.id]); // two letters: no trigram, LIKE fallback
    expect(await found('quantum "analyst')).toEqual([]);
    await updateJob(job.id, { ...base, title: "Photon Analyst", location: "Pune" });
    expect(await found("quantum")).toEqual([]);
    expect(await found("PHOTON")).toEqual([job.id]);
    await deleteJob(job.id);
    expect(await found("photon")).toEqual([]);
  });

  it("is compacted into one segment, and finds the same jobs", async () => {
    const jobs = [];
    for (const city of ["Pune", "Chennai", "Kochi", "Indore", "Nagpur"]) {
      jobs.push(await createJob({ ...base, title: `Quantum Analyst ${city}`, location: city }));
    }
    const segments = async () => {
      const { rows } = await sql<{ n: number }>`select count(distinct segid) as n from jobs_search_idx`.execute(db);
      return Number(rows[0]?.n);
    };
    if (engine === "sqlite") expect(await segments()).toBeGreaterThan(1); // a segment per write
    await compactJobSearchIndex(db);
    if (engine === "sqlite") expect(await segments()).toBe(1);
    const found = (await listJobs({ q: "quantum analyst" })).jobs.map((row) => row.id);
    expect(found.sort()).toEqual(jobs.map((job) => job.id).sort());
    expect((await listJobs({ q: "kochi" })).jobs.map((row) => row.id)).toEqual([jobs[2]?.id]);
  });

  it("is compacted once a while after a burst of writes, and again after the next", async () => {
    let compactions = 0;
    const written = compactionAfterWrites(async () => void compactions++, 20);
    for (let n = 0; n < 5; n++) written();
    expect(compactions).toBe(0); // not on the request
    await expect.poll(() => compactions).toBe(1);
    written();
    await expect.poll(() => compactions).toBe(2);
  });
});

describe("job writes", () => {
  it("creates, updates and deletes, answering null/false for unknown ids", async () => {
    const job = await createJob(base);
    expect(await getJob(job.id)).toMatchObject({
      title: "Backend Engineer",
      salary: 2400000,
      workplace: "On-site",
      country: "IN",
    });
    expect(await updateJob(job.id, { ...base, workplace: "Remote", country: "US" })).toMatchObject({
      workplace: "Remote",
      country: "US",
    });
    expect((await updateJob(job.id, { ...base, title: "Staff Engineer" }))?.title).toBe("Staff Engineer");
    expect(await updateJob(job.id + 99, base)).toBeNull();
    expect(await jobSitemapEntries()).toEqual([{ path: `/careers?job=${job.id}`, lastmod: expect.any(String) }]);
    expect(await deleteJob(job.id)).toBe(true);
    expect(await deleteJob(job.id)).toBe(false);
  });
});
