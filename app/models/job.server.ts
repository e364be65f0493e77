import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from "kysely";
import { z } from "zod";

import { db } from "~/db.server";
import { DEFAULT_COUNTRY, isCountryCode } from "~/lib/countries";
import {
  DEFAULT_JOB_TYPE,
  DEFAULT_WORKPLACE,
  isJobType,
  isWorkplace,
  JOB_STATUSES,
  JOB_TYPES,
  JOBS_PAGE_SIZE,
  WORKPLACES,
  type JobStatus,
  type JobType,
  type Workplace,
} from "~/lib/jobs";
import { formatRupees } from "~/lib/money";
import { officeDate } from "~/lib/slots";
import { requiredText } from "~/lib/text-schema";

import { quoted, withActivity, type Actor } from "./activity.server";
import { deleteByIdReturning, findById, updateByIdReturning } from "./by-id.server";
import { camelCaseRow, type CamelCased } from "./camel-case.server";
import { recordAlertMatches } from "./job-alert-sends.server";
import { jobMatchesSearch, jobsWritten, searchCountsWithPage } from "./job-search.server";
import { containsTextInAny, newestFirstPage, parseId } from "./query.server";
import { indexJob } from "./search-index.server";
import type { Database, Job as JobRow } from "../../db/database";

/** Above this a salary is a typo (₹100 crore a year), not an offer. */
export const MAX_SALARY = 1_000_000_000;

/** Salary from the form (a digit string; grouping commas allowed) or the API (a number). */
const SalarySchema = z
  .unknown()
  .transform((value, ctx) => {
    const raw = typeof value === "string" ? value.trim().replace(/[,\s]/g, "") : value;
    if (raw === undefined || raw === null || raw === "") {
      ctx.addIssue({ code: "custom", message: "Salary is required" });
      return z.NEVER;
    }
    const isNumeric = typeof raw === "number" ? Number.isFinite(raw) : typeof raw === "string" && /^\d+$/.test(raw);
    if (!isNumeric) {
      ctx.addIssue({ code: "custom", message: "Salary must be a number" });
      return z.NEVER;
    }
    return Number(raw);
  })
  .pipe(
    z
      .number()
      .int("Salary must be a whole number of rupees")
      .positive("Salary must be more than ₹0")
      .max(MAX_SALARY, `Salary must be at most ${formatRupees(MAX_SALARY)}`),
  );

const COUNTRY_CODE_MESSAGE = "Country must be a valid ISO 3166 country code";
const STATUS_MESSAGE = `Status must be one of ${JOB_STATUSES.join(", ")}`;
const CLOSING_DATE_MESSAGE = "Closing date must be a date such as 2026-12-31";

/** An optional closing date (YYYY-MM-DD, a real calendar day); blank, null or absent: none. */
const ClosingDateSchema = z
  .string({ invalid_type_error: CLOSING_DATE_MESSAGE })
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine(
    (value) => value === null || (/^\d{4}-\d{2}-\d{2}$/.test(value) && isCalendarDay(value)),
    CLOSING_DATE_MESSAGE,
  );

function isCalendarDay(value: string) {
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * A job posting as the admin form and the API send it: every field required, except that an
 * API client written before workplace and country existed gets On-site and India (IN) when it
 * leaves them out.
 */
export const JobInputSchema = z.object({
  title: requiredText("Title", 150),
  company: requiredText("Company", 120),
  location: requiredText("Location", 120),
  // Left out: the default type, as on the form. Sent but blank: an error like any other field.
  type: z
    .string({ invalid_type_error: "Type is required" })
    .trim()
    .min(1, "Type is required")
    .default(DEFAULT_JOB_TYPE)
    .refine((value) => !value || isJobType(value), `Type must be one of ${JOB_TYPES.join(", ")}`)
    .transform((value) => value as JobType),
  salary: SalarySchema,
  workplace: z
    .string({ invalid_type_error: `Workplace must be one of ${WORKPLACES.join(", ")}` })
    .trim()
    .min(1, "Workplace is required")
    .default(DEFAULT_WORKPLACE)
    .refine((value) => !value || isWorkplace(value), `Workplace must be one of ${WORKPLACES.join(", ")}`)
    .transform((value) => value as Workplace),
  // A code such as IN or us (read as US); names like "India" are refused, not guessed.
  country: z
    .string({ invalid_type_error: COUNTRY_CODE_MESSAGE })
    .trim()
    .min(1, "Country is required")
    .default(DEFAULT_COUNTRY)
    .transform((value) => value.toUpperCase())
    .refine((value) => !value || isCountryCode(value), COUNTRY_CODE_MESSAGE),
  department: requiredText("Department", 80),
  description: requiredText("Description", 10_000, { multiline: true }),
  requirements: requiredText("Requirements", 10_000, { multiline: true }),
  // Left out (older API clients): open, and no closing date.
  status: z
    .string({ invalid_type_error: STATUS_MESSAGE })
    .trim()
    .default("open")
    .refine((value) => (JOB_STATUSES as readonly string[]).includes(value), STATUS_MESSAGE)
    .transform((value) => value as JobStatus),
  closesOn: ClosingDateSchema,
});

export type JobInput = z.output<typeof JobInputSchema>;

/** A job posting: its row under camelCase names. `country` is an ISO 3166-1 alpha-2 code, e.g. IN. */
export type Job = CamelCased<JobRow>;

/** The columns a job's card shows in a list: not its description and requirements (its panel loads those). */
const SUMMARY_COLUMNS = [
  "id",
  "title",
  "company",
  "location",
  "type",
  "salary",
  "department",
  "status",
  "closes_on",
  "created_at",
] as const satisfies ReadonlyArray<keyof JobRow>;

/** A job in a list (the careers page, the admin's list): what its card shows. */
export type JobSummary = CamelCased<Pick<JobRow, (typeof SUMMARY_COLUMNS)[number]>>;

export const parseJobId = parseId;

export type JobFilters = {
  q?: string;
  /** Text the job's location contains, ignoring case ("Bengaluru", "Remote"). */
  location?: string;
  type?: string;
  department?: string;
  /** Only the jobs taking applications at this moment (what the public sees); every job when left out. */
  listedAt?: Date;
};

/** The filters of a job list URL (?q=&location=&type=&department=), unknown values dropped. */
export function jobFiltersFromUrl(params: URLSearchParams): Required<Omit<JobFilters, "listedAt">> {
  const type = params.get("type") ?? "";
  return {
    q: params.get("q")?.trim() ?? "",
    location: params.get("location")?.trim() ?? "",
    type: isJobType(type) ? type : "",
    department: params.get("department")?.trim() ?? "",
  };
}

/** The jobs the filters match, read through `on` (a transaction that just wrote one, or the database). */
function filteredJobs({ q = "", location = "", type = "", department = "", listedAt }: JobFilters, on = db) {
  let query = on.selectFrom("jobs");
  if (listedAt) query = query.where(takingApplications(listedAt));
  const search = q.trim();
  if (search) query = query.where(jobMatchesSearch(search));
  const place = location.trim();
  if (place) query = query.where(containsTextInAny(["location"], place));
  if (type) query = query.where("type", "=", type as JobType);
  if (department) query = query.where("department", "=", department);
  return query;
}

export type JobListQuery = JobFilters & {
  /** 1-based page of `limit` jobs (default 1). */
  page?: number;
  /** Jobs per page (default 8). */
  limit?: number;
  /** Rows to skip instead of a page number (a list that shows pages 1…N at once starts at 0). */
  offset?: number;
};

/** One page of the jobs the filters match, and how many match. */
function pageOfJobs<O>(
  { page, limit, offset, ...filters }: JobListQuery,
  select: (jobs: ReturnType<typeof filteredJobs>) => SelectQueryBuilder<Database, "jobs", O>,
) {
  const request = { page, limit: limit ?? JOBS_PAGE_SIZE, offset };
  const countWithPage = searchCountsWithPage && Boolean(filters.q?.trim());
  return newestFirstPage(filteredJobs(filters), request, { select, countWithPage });
}

/**
 * Jobs matching the filters, newest first, one page of them with every field, and how many match
 * in all. Search is a case-insensitive substring of title, company or location; type and
 * department are exact.
 */
export async function listJobs(query: JobListQuery = {}) {
  const { rows, ...pageInfo } = await pageOfJobs(query, (jobs) => jobs.selectAll());
  return { jobs: rows.map(camelCaseRow), ...pageInfo };
}

/** As listJobs, with only what a job's card shows. */
export async function listJobSummaries(query: JobListQuery = {}) {
  const { rows, ...pageInfo } = await pageOfJobs(query, (jobs) => jobs.select(SUMMARY_COLUMNS));
  return { jobs: rows.map((row): JobSummary => camelCaseRow(row)), ...pageInfo };
}

/** The distinct departments in the data, sorted, for the department filter. */
export async function listDepartments() {
  // One index step per department (a "loose index scan"), not a read of every job: a handful of
  // departments over 100k jobs costs a handful of lookups on either engine.
  const { rows } = await sql<{ department: string }>`
    with recursive departments(department) as (
      select min(department) from jobs where department > ''
      union all
      select (select min(j.department) from jobs j where j.department > departments.department)
      from departments where departments.department is not null
    )
    select department from departments where department is not null`.execute(db);
  // Sorted here, by code unit, so both engines give one order whatever the database's collation.
  return rows.map((row) => row.department).sort();
}

export function getJob(id: number) {
  return findById("jobs", id, camelCaseRow);
}

/** What the model takes to write a job: a parsed input, where status and closing date may be left to their defaults. */
type JobWrite = Omit<JobInput, "status" | "closesOn"> & Partial<Pick<JobInput, "status" | "closesOn">>;

/** A job's input under its column names: open with no closing date unless it says otherwise. */
function jobColumns({ closesOn = null, status = "open", ...input }: JobWrite) {
  return { ...input, status, closes_on: closesOn };
}

/** Who saves a job (logged with it), and when. */
export type JobWriteOptions = { actor?: Actor; now?: Date };

export async function createJob(input: JobWrite, { actor, now = new Date() }: JobWriteOptions = {}) {
  const timestamp = now.toISOString();
  const job = await withActivity(
    actor,
    async (trx) => {
      const row = await trx
        .insertInto("jobs")
        .values({ ...jobColumns(input), created_at: timestamp, updated_at: timestamp })
        .returningAll()
        .executeTakeFirstOrThrow();
      await indexJob(trx, row.id);
      await recordAlertMatches(trx, row, now);
      return camelCaseRow(row);
    },
    (created) => ({
      kind: "job",
      action: "created",
      subjectId: created.id,
      summary: `Posted the job ${quoted(created.title)}`,
    }),
  );
  jobsWritten();
  return job;
}

/** The updated job, or null when there is no job with this id. */
export async function updateJob(id: number, input: JobWrite, { actor, now = new Date() }: JobWriteOptions = {}) {
  const job = await withActivity(
    actor,
    async (trx) => {
      // A job that goes from not listed to listed (reopened) is published again for the alerts.
      const wasListed = (await jobsListedBy(trx, {}, [id], now)).length > 0;
      const updated = await updateByIdReturning(
        "jobs",
        id,
        { ...jobColumns(input), updated_at: now.toISOString() },
        camelCaseRow,
        trx,
      );
      if (updated) await indexJob(trx, id);
      if (updated && !wasListed) await recordAlertMatches(trx, updated, now);
      return updated;
    },
    (updated) =>
      updated && { kind: "job", action: "updated", subjectId: id, summary: `Edited the job ${quoted(updated.title)}` },
  );
  if (job) jobsWritten();
  return job;
}

/** Whether a job was deleted. */
export async function deleteJob(id: number, actor?: Actor) {
  const deleted = await withActivity(
    actor,
    async (trx) => {
      const job = await deleteByIdReturning("jobs", id, trx);
      if (job) await indexJob(trx, id);
      return job;
    },
    (job) => job && { kind: "job", action: "deleted", subjectId: id, summary: `Deleted the job ${quoted(job.title)}` },
  );
  if (deleted) jobsWritten();
  return deleted !== null;
}

/**
 * The ids among `jobIds` that a careers search lists at `now`: the careers page's own filters, read
 * in the transaction `on` (the job alerts match a job the moment it is published with this).
 */
export async function jobsListedBy(on: Kysely<Database>, filters: JobFilters, jobIds: number[], now: Date) {
  if (jobIds.length === 0) return [];
  const rows = await filteredJobs({ ...filters, listedAt: now }, on)
    .select("id")
    .where("id", "in", jobIds)
    .execute();
  return rows.map((row) => row.id);
}

/** The jobs taking applications at `now` (the rule of isTakingApplications, in SQL). */
function takingApplications(now: Date) {
  return (eb: ExpressionBuilder<Database, "jobs">) =>
    eb.and([eb("status", "=", "open"), eb.or([eb("closes_on", "is", null), eb("closes_on", ">=", officeDate(now))])]);
}

/** Job URLs (the careers page with the job's panel open) for /sitemap.xml: the jobs taking applications. */
export async function jobSitemapEntries(now = new Date()) {
  const rows = await db
    .selectFrom("jobs")
    .select(["id", "updated_at"])
    .where(takingApplications(now))
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((row) => ({ path: `/careers?job=${row.id}`, lastmod: row.updated_at }));
}
