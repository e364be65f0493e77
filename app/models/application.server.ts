import type { Transaction } from "kysely";
import { z } from "zod";

import { db } from "~/db.server";
import type { MailContext } from "~/emails/email";
import { APPLICATION_STAGES, isApplicationStage, STAGE_LABELS, type ApplicationStage } from "~/lib/applications";
import { isTakingApplications } from "~/lib/job-availability.server";
import type { Answer } from "~/lib/screening-answers";
import { EmailSchema, optionalText, PhoneSchema, requiredText } from "~/lib/text-schema";

import { logActivity, quoted, VISITOR, type Actor } from "./activity.server";
import { newApplicationEmails, rejectionEmails } from "./application-emails.server";
import { eraseApplications, eraseWithdrawnApplication } from "./application-erasure.server";
import { camelCaseRow, type CamelCased } from "./camel-case.server";
import { storeFile, type NewFile } from "./file-storage.server";
import { queueEmails } from "./outbox.server";
import { countRows, newestFirstPage, searchColumns } from "./query.server";
import { getJobScreening, storeAnswers } from "./screening.server";
import type {
  Application as ApplicationRow,
  ApplicationEvent as ApplicationEventRow,
  Database,
} from "../../db/database";
import { isUniqueViolation } from "../../db/database-errors";

export const APPLICATIONS_PER_PAGE = 20;
export const COVER_LETTER_MAX = 5000;

const PROFILE_URL_LABEL = "LinkedIn or portfolio URL";

/** An optional link to the candidate's profile: a web address (http or https), nothing else. */
const ProfileUrlSchema = optionalText(PROFILE_URL_LABEL, 500).superRefine((value, ctx) => {
  if (value === null) return;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    ctx.addIssue({ code: "custom", message: `${PROFILE_URL_LABEL} must be a web address, e.g. https://…` });
    return;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    ctx.addIssue({ code: "custom", message: `${PROFILE_URL_LABEL} must start with http:// or https://` });
});

export const CONSENT_MESSAGE = "Please agree to the processing of your data to send your application";

/** The application form's fields (the CV is checked apart: it is a file, see app/lib/cv-file.ts). */
export const ApplicationSchema = z.object({
  fullName: requiredText("Full name", 120),
  email: EmailSchema,
  phone: PhoneSchema.refine((phone) => phone !== null, "Phone is required"),
  location: requiredText("Current location", 120),
  profileUrl: ProfileUrlSchema,
  coverLetter: optionalText("Cover letter", COVER_LETTER_MAX, { multiline: true }),
  consent: z.literal("on", { errorMap: () => ({ message: CONSENT_MESSAGE }) }),
});

export type ApplicationInput = z.output<typeof ApplicationSchema>;

/** An application: its row under camelCase names (`stage` is one of APPLICATION_STAGES). */
export type Application = CamelCased<ApplicationRow>;
export type ApplicationEvent = CamelCased<ApplicationEventRow>;

export type ApplyResult =
  | { status: "created"; application: Application }
  | { status: "duplicate"; appliedAt: string }
  | { status: "closed" }
  | { status: "no-job" }
  | { status: "questions-changed" };

/** Who moved a knocked-out application to Not a fit, on its timeline. */
export const SCREENING_ACTOR = "Screening questions";

/** The answers to the job's screening questions, and the version of the questions the form showed. */
export type ScreeningAnswers = { version: number; answers: Answer[] };

function emailKey(email: string) {
  return email.trim().toLowerCase();
}

async function existingApplication(jobId: number, email: string) {
  return db
    .selectFrom("applications")
    .select("created_at")
    .where("job_id", "=", jobId)
    .where("email_key", "=", emailKey(email))
    .executeTakeFirst();
}

/**
 * Stores an application with its CV, the first line of its timeline and its emails (the
 * candidate's confirmation, staff's notification), all in one transaction: nothing is half-stored. A job that takes no applications, or a second application from the same
 * address for the same job, stores nothing and says so.
 */
export async function applyForJob(
  jobId: number,
  input: ApplicationInput & { source: string },
  cv: NewFile,
  {
    mail,
    screening = { version: 0, answers: [] },
    now = new Date(),
  }: { mail: MailContext; screening?: ScreeningAnswers; now?: Date },
): Promise<ApplyResult> {
  try {
    return await db.transaction().execute(async (trx): Promise<ApplyResult> => {
      const job = await trx
        .selectFrom("jobs")
        .select(["id", "title", "status", "closes_on"])
        .where("id", "=", jobId)
        .executeTakeFirst();
      if (!job) return { status: "no-job" };
      if (!isTakingApplications({ status: job.status, closesOn: job.closes_on }, now)) return { status: "closed" };
      const earlier = await trx
        .selectFrom("applications")
        .select("created_at")
        .where("job_id", "=", jobId)
        .where("email_key", "=", emailKey(input.email))
        .executeTakeFirst();
      if (earlier) return { status: "duplicate", appliedAt: earlier.created_at };
      // Answers to questions edited since the form was shown would be read against the wrong ones.
      if ((await getJobScreening(job.id, trx)).version !== screening.version) return { status: "questions-changed" };

      const file = await storeFile(trx, cv, now);
      const timestamp = now.toISOString();
      const row = await trx
        .insertInto("applications")
        .values({
          job_id: job.id,
          job_title: job.title,
          full_name: input.fullName,
          email: input.email,
          email_key: emailKey(input.email),
          phone: input.phone ?? "",
          location: input.location,
          profile_url: input.profileUrl,
          cover_letter: input.coverLetter,
          cv_file_id: file.id,
          source: input.source,
          created_at: timestamp,
          updated_at: timestamp,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("application_events")
        .values({ application_id: row.id, kind: "applied", to_stage: "new", created_at: timestamp })
        .execute();
      const application = camelCaseRow(await setAsideIfKnockedOut(trx, row, screening.answers, timestamp));
      await queueEmails(trx, newApplicationEmails(application, mail), { from: mail.from, now });
      const summary = `Applied for ${quoted(job.title)}`;
      await logActivity(trx, VISITOR, { kind: "application", action: "applied", subjectId: row.id, summary }, now);
      return { status: "created", application };
    });
  } catch (error) {
    // The same address applied in a transaction that committed first.
    if (!isUniqueViolation(error)) throw error;
    const earlier = await existingApplication(jobId, input.email);
    if (!earlier) throw error;
    return { status: "duplicate", appliedAt: earlier.created_at };
  }
}

/**
 * Stores the answers; a knock-out answer moves the application to Not a fit, on its timeline (no
 * email: a recruiter decides whether and when to write). The row as it now is.
 */
async function setAsideIfKnockedOut(
  trx: Transaction<Database>,
  row: ApplicationRow,
  answers: Answer[],
  timestamp: string,
) {
  if (!(await storeAnswers(trx, row.id, answers))) return row;
  await trx.updateTable("applications").set({ stage: "not_fit" }).where("id", "=", row.id).execute();
  await trx
    .insertInto("application_events")
    .values({
      application_id: row.id,
      kind: "stage",
      from_stage: "new",
      to_stage: "not_fit",
      actor: SCREENING_ACTOR,
      created_at: timestamp,
    })
    .execute();
  return { ...row, stage: "not_fit" as const };
}

/** The list's filters, as the back-office URL and the API give them. */
export type ApplicationFilters = {
  jobId?: number | null;
  stage?: ApplicationStage | null;
  /** Applied on or after this day (YYYY-MM-DD, UTC). */
  from?: string | null;
  /** Applied on or before this day (YYYY-MM-DD, UTC). */
  to?: string | null;
  /** Where candidates came from, exactly (e.g. "linkedin"). */
  source?: string | null;
  /** Part of the candidate's name or email. */
  q?: string;
  /** Answered this to a screening question (a yes-or-no "yes"/"no", or an option). */
  answer?: AnswerFilter | null;
};

/** A screening answer to filter by: the question's key and the value, written `key:value` in a URL. */
export type AnswerFilter = { key: string; value: string };

function answerFilterFromUrl(param: string | null): AnswerFilter | null {
  const match = /^([a-z0-9]{1,16}):(.+)$/s.exec(param ?? "");
  return match ? { key: match[1]!, value: match[2]! } : null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isDay(value: string | null | undefined): value is string {
  return Boolean(value && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)));
}

/** The filters of an applications URL (?job=&stage=&from=&to=&q=), unknown values dropped. */
export function applicationFiltersFromUrl(params: URLSearchParams): Required<ApplicationFilters> {
  const job = Number(params.get("job"));
  const stage = params.get("stage");
  const from = params.get("from");
  const to = params.get("to");
  return {
    jobId: Number.isSafeInteger(job) && job > 0 ? job : null,
    stage: isApplicationStage(stage) ? stage : null,
    from: isDay(from) ? from : null,
    to: isDay(to) ? to : null,
    source: params.get("source")?.trim() || null,
    q: params.get("q")?.trim() ?? "",
    answer: answerFilterFromUrl(params.get("answer")),
  };
}

function filteredApplications({ jobId, from, to, source, q = "", answer }: ApplicationFilters) {
  let query = searchColumns(db.selectFrom("applications"), ["full_name", "email"], q);
  if (answer) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom("application_answers")
          .select("application_answers.id")
          .whereRef("application_answers.application_id", "=", "applications.id")
          .where("application_answers.question_key", "=", answer.key)
          .where("application_answers.value", "=", answer.value),
      ),
    );
  }
  if (jobId) query = query.where("job_id", "=", jobId);
  if (source) query = query.where("source", "=", source);
  if (from) query = query.where("created_at", ">=", `${from}T00:00:00.000Z`);
  // Through the end of the day: every timestamp of that day sorts before the next day's midnight.
  if (to) query = query.where("created_at", "<", nextDay(to));
  return query;
}

function nextDay(day: string) {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString();
}

/** What a list row shows (no cover letter). */
const SUMMARY_COLUMNS = [
  "id",
  "job_id",
  "job_title",
  "full_name",
  "email",
  "phone",
  "location",
  "source",
  "stage",
  "created_at",
] as const;

export type ApplicationSummary = CamelCased<Pick<ApplicationRow, (typeof SUMMARY_COLUMNS)[number]>>;

/**
 * One page of the applications the filters match, newest first, how many match, and the count per
 * stage. `apart`: with no stage chosen, those set aside as Not a fit are left out (the page lists
 * them under their own stage).
 */
export async function listApplications(
  filters: ApplicationFilters & { page?: number; limit?: number; apart?: boolean } = {},
) {
  const { page, limit = APPLICATIONS_PER_PAGE, stage, apart = false, ...rest } = filters;
  const base = filteredApplications(rest);
  const [{ rows, ...pageInfo }, stageCounts] = await Promise.all([
    newestFirstPage(
      stage ? base.where("stage", "=", stage) : apart ? base.where("stage", "!=", "not_fit") : base,
      { page, limit },
      {
        select: (query) => query.select(SUMMARY_COLUMNS),
      },
    ),
    countByStage(base),
  ]);
  return { applications: rows.map((row): ApplicationSummary => camelCaseRow(row)), stageCounts, ...pageInfo };
}

/** Every application the filters match (for the CSV export), newest first, in batches by id. */
export async function* allApplications(filters: ApplicationFilters, batch = 500) {
  let query = filteredApplications(filters);
  if (filters.stage) query = query.where("stage", "=", filters.stage);
  for (let offset = 0; ; offset += batch) {
    const rows = await query
      .select([...SUMMARY_COLUMNS, "profile_url"])
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(batch)
      .offset(offset)
      .execute();
    for (const row of rows) yield camelCaseRow(row);
    if (rows.length < batch) return;
  }
}

async function countByStage(query: ReturnType<typeof filteredApplications>) {
  const rows = await query
    .select(["stage", (eb) => eb.fn.countAll().as("count")])
    .groupBy("stage")
    .$castTo<{ stage: ApplicationStage; count: number | string | bigint }>()
    .execute();
  const counts = Object.fromEntries(APPLICATION_STAGES.map((stage) => [stage, 0])) as Record<ApplicationStage, number>;
  for (const row of rows) counts[row.stage] = Number(row.count);
  return counts;
}

/** One application as stored, or null. */
export async function findApplication(id: number) {
  const row = await db.selectFrom("applications").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? camelCaseRow(row) : null;
}

/** One application, its timeline (oldest first) and whether its job still exists. */
export async function getApplication(id: number) {
  const application = await findApplication(id);
  if (!application) return null;
  const [events, cv] = await Promise.all([
    db
      .selectFrom("application_events")
      .selectAll()
      .where("application_id", "=", id)
      .orderBy("created_at")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("files")
      .select(["name", "size", "content_type"])
      .where("id", "=", application.cvFileId)
      .executeTakeFirst(),
  ]);
  return {
    application,
    events: events.map(camelCaseRow),
    cv: cv ? camelCaseRow(cv) : null,
  };
}

/** The CV file's id of an application, or null. */
export async function applicationCvFileId(id: number) {
  const row = await db.selectFrom("applications").select("cv_file_id").where("id", "=", id).executeTakeFirst();
  return row?.cv_file_id ?? null;
}

const STAGE_MESSAGE = `Stage must be one of ${APPLICATION_STAGES.join(", ")}`;

/**
 * A move in the pipeline, from the back-office form or the API (`{ "stage": "interview" }`).
 * A move to Rejected may send the candidate the rejection email: the form's checkbox ("on") or
 * the API's `"notifyCandidate": true`.
 */
export const StageChangeSchema = z.object({
  stage: z.enum(APPLICATION_STAGES, { errorMap: () => ({ message: STAGE_MESSAGE }) }),
  notifyCandidate: z
    .union([z.literal("on"), z.boolean()], {
      errorMap: () => ({ message: "notifyCandidate must be true or false" }),
    })
    .optional()
    .transform((value) => value === "on" || value === true),
});

export const REJECTION_EMAIL_NOTE = "Rejection email sent to the candidate.";

export const STAGE_UNCHANGED_MESSAGE = "The application is already at that stage";

/**
 * Moves an application to a stage and records who did it and when, in one transaction, with the
 * rejection email when the recruiter chose to send it. Null when there is no such application;
 * "unchanged" when it already is at that stage.
 */
export async function changeApplicationStage(
  id: number,
  stage: ApplicationStage,
  actor: Actor,
  { mail, notifyCandidate = false, now = new Date() }: { mail: MailContext; notifyCandidate?: boolean; now?: Date },
) {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("applications").selectAll().where("id", "=", id).executeTakeFirst();
    if (!current) return null;
    if (current.stage === stage) return "unchanged" as const;
    const timestamp = now.toISOString();
    await trx.updateTable("applications").set({ stage, updated_at: timestamp }).where("id", "=", id).execute();
    await trx
      .insertInto("application_events")
      .values({
        application_id: id,
        kind: "stage",
        from_stage: current.stage,
        to_stage: stage,
        actor: actor.username,
        created_at: timestamp,
      })
      .execute();
    if (stage === "rejected" && notifyCandidate) {
      await queueEmails(trx, rejectionEmails(camelCaseRow(current), mail), { from: mail.from, now });
      await trx
        .insertInto("application_events")
        .values({
          application_id: id,
          kind: "note",
          note: REJECTION_EMAIL_NOTE,
          actor: actor.username,
          created_at: timestamp,
        })
        .execute();
    }
    const summary = `Moved application #${id} for ${quoted(current.job_title)} to ${STAGE_LABELS[stage]}`;
    await logActivity(trx, actor, { kind: "application", action: "stage", subjectId: id, summary }, now);
    return "changed" as const;
  });
}

export const NoteSchema = z.object({ note: requiredText("Note", 2000, { multiline: true }) });

/** Adds a private note to an application's timeline; false when there is no such application. */
export async function addApplicationNote(id: number, note: string, actor: Actor, now = new Date()) {
  return db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom("applications")
      .select(["id", "job_title"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!found) return false;
    await trx
      .insertInto("application_events")
      .values({ application_id: id, kind: "note", note, actor: actor.username, created_at: now.toISOString() })
      .execute();
    const summary = `Added a note to application #${id} for ${quoted(found.job_title)}`;
    await logActivity(trx, actor, { kind: "application", action: "note", subjectId: id, summary }, now);
    return true;
  });
}

/** Deletes one application and its CV for good (erasure); false when there was none. */
export async function deleteApplication(id: number, actor?: Actor) {
  return (await eraseApplications(db, { id }, actor)) > 0;
}

/** Retention: deletes the applications received before `cutoff`, with their CVs; how many. */
export function purgeApplicationsBefore(cutoff: Date) {
  return eraseApplications(db, { receivedBefore: cutoff });
}

/** How many applications wait in the New stage (the dashboard tile). */
export function countNewApplications() {
  return countRows(db.selectFrom("applications").where("stage", "=", "new"));
}

/** Applications per job, for the admin's job pages. */
export async function countApplicationsForJob(jobId: number) {
  return countRows(db.selectFrom("applications").where("job_id", "=", jobId));
}

/** For the admin's filter: every source candidates came from, sorted. */
export async function applicationSources() {
  const rows = await db.selectFrom("applications").select("source").distinct().execute();
  return rows.map((row) => row.source).sort();
}

/** For the admin's filter: every job that has applications, by title. */
export async function jobsWithApplications() {
  return db
    .selectFrom("applications")
    .innerJoin("jobs", "jobs.id", "applications.job_id")
    .select(["jobs.id", "jobs.title"])
    .distinct()
    .orderBy("jobs.title")
    .execute();
}

/**
 * The candidate withdraws their application with their email's link: it is erased with its CV,
 * timeline and emails, and staff are told the role; false when it was already gone.
 */
export function withdrawApplication(id: number, options: { mail: MailContext; now?: Date }) {
  return eraseWithdrawnApplication(db, id, options);
}
