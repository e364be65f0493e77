import type { Selectable } from "kysely";
import { randomBytes } from "node:crypto";
import { z } from "zod";

import { db } from "~/db.server";
import {
  isKnockOutQuestion,
  isQuestionType,
  knocksOut,
  MAX_QUESTIONS,
  publicQuestion,
  QUESTION_TYPES,
  yesNo,
  type AnswerValue,
  type QuestionType,
  type ScreeningQuestion,
  type StoredAnswer,
} from "~/lib/screening";
import { type Answer } from "~/lib/screening-answers";
import { optionalText, requiredText } from "~/lib/text-schema";

import { logActivity, quoted, type Actor, type Executor } from "./activity.server";
import type { ApplicationAnswersTable } from "../../db/database";

// A job's screening questions (edited at /admin/jobs/{id}/questions) and the answers stored with
// each application. The answer rules themselves are app/lib/screening.ts.

const MAX_OPTIONS = 20;
const OPTION_MAX = 100;

/** Lines of a textarea: trimmed, blanks dropped. */
function lines(value: string | null) {
  return (value ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

/** An optional number field: blank is null. */
const OptionalNumber = z
  .string()
  .trim()
  .nullish()
  .refine((value) => !value || /^-?\d+(\.\d+)?$/.test(value), "Enter a number, e.g. 3 or 2.5")
  .transform((value) => (value ? Number(value) : null));

/** One question as the editor posts it (conform's `questions[0].text`…). */
export const QuestionFormSchema = z
  .object({
    key: z
      .string()
      .trim()
      .nullish()
      .transform((value) => (value && /^[a-z0-9]{1,16}$/.test(value) ? value : null)),
    type: z
      .string({ required_error: "Type is required" })
      .refine(isQuestionType, `Type must be one of ${QUESTION_TYPES.join(", ")}`)
      .transform((value) => value as QuestionType),
    text: requiredText("Question", 300),
    help: optionalText("Help text", 300),
    required: z
      .literal("on")
      .optional()
      .transform((value) => value === "on"),
    options: optionalText("Options", 3000, { multiline: true }).transform(lines),
    min: OptionalNumber,
    max: OptionalNumber,
    knockOutAnswer: z
      .enum(["", "yes", "no"], { errorMap: () => ({ message: "Choose yes, no or neither" }) })
      .nullish()
      .transform((value) => value || null),
    knockOutOptions: optionalText("Knock-out options", 3000, { multiline: true }).transform(lines),
    knockOutBelow: OptionalNumber,
    knockOutAbove: OptionalNumber,
  })
  .superRefine((question, ctx) => {
    const choice = question.type === "single_choice" || question.type === "multiple_choice";
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (choice) {
      if (question.options.length < 2) issue("options", "Give at least two options, one per line");
      if (question.options.length > MAX_OPTIONS) issue("options", `Give at most ${MAX_OPTIONS} options`);
      if (question.options.some((option) => option.length > OPTION_MAX))
        issue("options", `Each option must be at most ${OPTION_MAX} characters`);
      if (new Set(question.options).size !== question.options.length) issue("options", "Each option must differ");
      if (question.knockOutOptions.some((option) => !question.options.includes(option)))
        issue("knockOutOptions", "Knock-out options must be among the options, written the same way");
    }
    if (question.type === "number" && question.min !== null && question.max !== null && question.min > question.max)
      issue("max", "Maximum must be at least the minimum");
  })
  .transform((question): ScreeningQuestion => ({
    key: question.key ?? randomBytes(6).toString("hex"),
    type: question.type,
    text: question.text,
    help: question.help,
    required: question.required,
    options: question.type === "single_choice" || question.type === "multiple_choice" ? question.options : [],
    min: question.type === "number" ? question.min : null,
    max: question.type === "number" ? question.max : null,
    knockOut:
      question.type === "yes_no"
        ? question.knockOutAnswer
          ? [question.knockOutAnswer]
          : []
        : question.type === "single_choice" || question.type === "multiple_choice"
          ? question.knockOutOptions
          : [],
    knockOutBelow: question.type === "number" ? question.knockOutBelow : null,
    knockOutAbove: question.type === "number" ? question.knockOutAbove : null,
  }));

/** The question editor's form: the questions in order and the version the page was opened at. */
export const QuestionsFormSchema = z.object({
  version: z.coerce.number().int().min(0),
  questions: z
    .array(QuestionFormSchema)
    .max(MAX_QUESTIONS, `A job can ask at most ${MAX_QUESTIONS} questions`)
    .default([])
    .superRefine((questions, ctx) => {
      const keys = questions.map((question) => question.key);
      if (new Set(keys).size !== keys.length) ctx.addIssue({ code: "custom", message: "Each question must differ" });
    }),
});

/** A question as the editor's form shows it (its fields' strings). */
export function questionFormValue(question: ScreeningQuestion) {
  const choice = question.type === "single_choice" || question.type === "multiple_choice";
  return {
    key: question.key,
    type: question.type,
    text: question.text,
    help: question.help ?? "",
    required: question.required ? "on" : "",
    options: question.options.join("\n"),
    min: question.min === null ? "" : String(question.min),
    max: question.max === null ? "" : String(question.max),
    knockOutAnswer: question.type === "yes_no" ? (question.knockOut[0] ?? "") : "",
    knockOutOptions: choice ? question.knockOut.join("\n") : "",
    knockOutBelow: question.knockOutBelow === null ? "" : String(question.knockOutBelow),
    knockOutAbove: question.knockOutAbove === null ? "" : String(question.knockOutAbove),
  };
}

export type JobScreening = { questions: ScreeningQuestion[]; version: number };

/** A job's questions and their version (none yet: an empty list at version 0). */
export async function getJobScreening(jobId: number, on: Executor = db): Promise<JobScreening> {
  const row = await on
    .selectFrom("job_screening")
    .select(["questions", "version"])
    .where("job_id", "=", jobId)
    .executeTakeFirst();
  return row ? { questions: JSON.parse(row.questions) as ScreeningQuestion[], version: row.version } : EMPTY;
}

const EMPTY: JobScreening = { questions: [], version: 0 };

/** A job's questions as candidates and the public API see them (no knock-out answers), with their version. */
export async function publicScreening(jobId: number) {
  const { questions, version } = await getJobScreening(jobId);
  return { questions: questions.map(publicQuestion), version };
}

/** The questions of several jobs at once (the API's list, the CSV's columns), by job id. */
export async function screeningOfJobs(jobIds: number[]) {
  const byJob = new Map<number, ScreeningQuestion[]>();
  if (jobIds.length === 0) return byJob;
  const rows = await db
    .selectFrom("job_screening")
    .select(["job_id", "questions"])
    .where("job_id", "in", jobIds)
    .execute();
  for (const row of rows) byJob.set(row.job_id, JSON.parse(row.questions) as ScreeningQuestion[]);
  return byJob;
}

/** The questions were changed by someone else since the editor was opened. */
export class StaleQuestionsError extends Error {
  override name = "StaleQuestionsError";

  constructor(readonly currentVersion: number) {
    super(`The job's questions changed (they are at version ${currentVersion})`);
  }
}

/** Replaces a job's questions if they are still at `expectedVersion`, logged; the new version. */
export async function saveJobScreening(
  job: { id: number; title: string },
  questions: ScreeningQuestion[],
  { expectedVersion, actor, now = new Date() }: { expectedVersion: number; actor: Actor; now?: Date },
) {
  return db.transaction().execute(async (trx) => {
    const current = await getJobScreening(job.id, trx);
    if (current.version !== expectedVersion) throw new StaleQuestionsError(current.version);
    const values = {
      questions: JSON.stringify(questions),
      version: current.version + 1,
      updated_at: now.toISOString(),
    };
    const changed =
      current.version === 0
        ? await trx
            .insertInto("job_screening")
            .values({ job_id: job.id, ...values })
            .onConflict((conflict) => conflict.column("job_id").doNothing())
            .executeTakeFirst()
        : await trx
            .updateTable("job_screening")
            .set(values)
            .where("job_id", "=", job.id)
            .where("version", "=", expectedVersion)
            .executeTakeFirst();
    const rows = "numInsertedOrUpdatedRows" in changed ? changed.numInsertedOrUpdatedRows : changed.numUpdatedRows;
    // Another save committed between the read and the write.
    if (Number(rows ?? 0) !== 1) throw new StaleQuestionsError((await getJobScreening(job.id, trx)).version);
    const summary = `Changed the screening questions of ${quoted(job.title)} (${questions.length})`;
    await logActivity(trx, actor, { kind: "job", action: "updated", subjectId: job.id, summary }, now);
    return values.version;
  });
}

/** An answer's rows: one per value, each with the question's words as the candidate read them. */
function answerRows(applicationId: number, { question, value }: Answer, position: number) {
  const values = Array.isArray(value) ? value : [value];
  return values.map((one) => ({
    application_id: applicationId,
    question_key: question.key,
    position,
    question: question.text,
    type: question.type,
    value: typeof one === "boolean" ? yesNo(one) : String(one),
    number: typeof one === "number" ? one : null,
    knocked_out: knocksOut(question, typeof one === "boolean" || typeof one === "number" ? one : [one]) ? 1 : 0,
  }));
}

/** Stores an application's answers in its transaction; whether one of them knocks it out. */
export async function storeAnswers(trx: Executor, applicationId: number, answers: Answer[]) {
  const rows = answers.flatMap((answer, position) => answerRows(applicationId, answer, position));
  if (rows.length > 0) await trx.insertInto("application_answers").values(rows).execute();
  return answers.some((answer) => isKnockOutQuestion(answer.question) && knocksOut(answer.question, answer.value));
}

type AnswerRow = Omit<Selectable<ApplicationAnswersTable>, "id">;

function typedValue(type: QuestionType, rows: AnswerRow[]): AnswerValue {
  const [first] = rows;
  if (type === "multiple_choice") return rows.map((row) => row.value);
  if (type === "yes_no") return first!.value === "yes";
  if (type === "number") return Number(first!.number ?? first!.value);
  return first!.value;
}

/** Rows (in position order) grouped back into answers. */
function groupAnswers(rows: AnswerRow[]): StoredAnswer[] {
  const byKey = new Map<string, AnswerRow[]>();
  for (const row of rows) byKey.set(row.question_key, [...(byKey.get(row.question_key) ?? []), row]);
  return [...byKey.entries()].map(([key, group]) => ({
    key,
    question: group[0]!.question,
    type: group[0]!.type,
    value: typedValue(group[0]!.type, group),
    knockedOut: group.some((row) => row.knocked_out === 1),
  }));
}

const ANSWER_COLUMNS = [
  "application_id",
  "question_key",
  "position",
  "question",
  "type",
  "value",
  "number",
  "knocked_out",
] as const;

/** The answers of several applications, by application id, each in the order they were asked. */
export async function answersOf(applicationIds: number[]) {
  const byApplication = new Map<number, StoredAnswer[]>();
  // A few hundred ids a query: far below either engine's limit on bound values.
  for (let start = 0; start < applicationIds.length; start += 500) {
    const rows = await db
      .selectFrom("application_answers")
      .select(ANSWER_COLUMNS)
      .where("application_id", "in", applicationIds.slice(start, start + 500))
      .orderBy("application_id")
      .orderBy("position")
      .orderBy("id")
      .execute();
    const grouped = new Map<number, AnswerRow[]>();
    for (const row of rows) grouped.set(row.application_id, [...(grouped.get(row.application_id) ?? []), row]);
    for (const [id, group] of grouped) byApplication.set(id, groupAnswers(group));
  }
  return byApplication;
}

/** One application's answers, in the order they were asked. */
export async function applicationAnswers(applicationId: number) {
  return (await answersOf([applicationId])).get(applicationId) ?? [];
}

/**
 * The answer filter's choices for a job: each yes-or-no and choice question with each of its
 * answers, as `key:value` (the URL's `answer=`).
 */
export async function answerFilterChoices(jobId: number) {
  const { questions } = await getJobScreening(jobId);
  return questions.flatMap((question) => {
    const values =
      question.type === "yes_no"
        ? [
            { value: "yes", label: "Yes" },
            { value: "no", label: "No" },
          ]
        : question.type === "single_choice" || question.type === "multiple_choice"
          ? question.options.map((option) => ({ value: option, label: option }))
          : [];
    return values.map(({ value, label }) => ({
      value: `${question.key}:${value}`,
      label: `${question.text}: ${label}`,
    }));
  });
}

/** The saved question templates, oldest first, each as the editor's form fields (no key: each job's copy gets its own). */
export async function listQuestionTemplates() {
  const rows = await db.selectFrom("question_templates").select(["id", "question"]).orderBy("id").execute();
  return rows.map((row) => {
    const { key: _key, ...fields } = questionFormValue(JSON.parse(row.question) as ScreeningQuestion);
    return { id: row.id, fields };
  });
}

/** Saves a question as a template, logged. */
export async function saveQuestionTemplate(question: ScreeningQuestion, actor: Actor, now = new Date()) {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto("question_templates")
      .values({ question: JSON.stringify(question), created_at: now.toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    const summary = `Saved the screening question ${quoted(question.text)} as a template`;
    await logActivity(trx, actor, { kind: "job", action: "updated", subjectId: null, summary }, now);
    return id;
  });
}

/** Deletes a template (the jobs it was added to keep their copies); whether there was one. */
export async function deleteQuestionTemplate(id: number, actor: Actor, now = new Date()) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom("question_templates")
      .where("id", "=", id)
      .returning("question")
      .executeTakeFirst();
    if (!row) return false;
    const { text } = JSON.parse(row.question) as ScreeningQuestion;
    const summary = `Deleted the screening question template ${quoted(text)}`;
    await logActivity(trx, actor, { kind: "job", action: "deleted", subjectId: null, summary }, now);
    return true;
  });
}
