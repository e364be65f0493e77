import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db } from "~/db.server";
import { type ScreeningQuestion } from "~/lib/screening";
import { readAnswers } from "~/lib/screening-answers";

import {
  allApplications,
  ApplicationSchema,
  applyForJob,
  getApplication,
  listApplications,
  SCREENING_ACTOR,
} from "./application.server";
import { createJob } from "./job.server";
import {
  answerFilterChoices,
  answersOf,
  applicationAnswers,
  deleteQuestionTemplate,
  getJobScreening,
  listQuestionTemplates,
  publicScreening,
  QuestionsFormSchema,
  saveJobScreening,
  saveQuestionTemplate,
  StaleQuestionsError,
} from "./screening.server";
import { emptyTables, fieldMessages, JOB_INPUT, TEST_MAIL, startTestDatabase } from "./testing.server";

beforeAll(startTestDatabase);
beforeEach(() =>
  emptyTables(
    "emails",
    "application_answers",
    "application_events",
    "applications",
    "files",
    "job_screening",
    "jobs",
    "activity_log",
  ),
);

const recruiter = { id: null, username: "ravi" };

/** The editor's form for three questions: yes-or-no (knock-out on No), a number, a multiple choice. */
const EDITOR_FORM = {
  version: "0",
  questions: [
    { type: "yes_no", text: "Are you authorised to work in India?", required: "on", knockOutAnswer: "no" },
    { type: "number", text: "Years of B2B sales", required: "on", min: "0", max: "40", knockOutBelow: "" },
    { type: "multiple_choice", text: "CRMs you have used", options: "Salesforce\nHubSpot\n\nZoho", help: "Any" },
  ],
};

async function jobWithQuestions() {
  const job = await createJob(JOB_INPUT);
  const { questions } = QuestionsFormSchema.parse(EDITOR_FORM);
  await saveJobScreening(job, questions, { expectedVersion: 0, actor: recruiter });
  return { job, questions };
}

async function apply(jobId: number, email: string, raw: Record<string, unknown>) {
  const screening = await getJobScreening(jobId);
  const { answers, errors } = readAnswers(screening.questions, raw);
  expect(errors).toEqual({});
  const input = ApplicationSchema.parse({
    fullName: "Meera Nair",
    email,
    phone: "+91 98450 12345",
    location: "Pune",
    consent: "on",
  });
  const cv = { name: "cv.pdf", contentType: "application/pdf", bytes: Buffer.from("%PDF-1.4") };
  return applyForJob(jobId, { ...input, source: "linkedin" }, cv, {
    mail: TEST_MAIL,
    screening: { version: screening.version, answers },
  });
}

function keysOf(questions: ScreeningQuestion[]) {
  return questions.map((question) => question.key);
}

describe("QuestionsFormSchema", () => {
  it("reads the editor's questions: a key each, lines as options, knock-outs per type", () => {
    const { questions } = QuestionsFormSchema.parse(EDITOR_FORM);
    expect(new Set(keysOf(questions)).size).toBe(3);
    expect(questions[0]).toMatchObject({ type: "yes_no", required: true, knockOut: ["no"], options: [] });
    expect(questions[1]).toMatchObject({ min: 0, max: 40, knockOutBelow: null, knockOutAbove: null });
    expect(questions[2]).toMatchObject({ options: ["Salesforce", "HubSpot", "Zoho"], required: false, help: "Any" });
  });

  it("keeps a question's key across saves, so its answers and filters follow it", () => {
    const { questions } = QuestionsFormSchema.parse({
      version: "1",
      questions: [{ ...EDITOR_FORM.questions[0], key: "abc123" }],
    });
    expect(questions[0]!.key).toBe("abc123");
  });

  it("refuses a choice without two options, knock-out options not among them, and a range upside down", () => {
    expect(
      fieldMessages(QuestionsFormSchema, {
        version: "0",
        questions: [
          { type: "single_choice", text: "Notice period", options: "Immediate" },
          { type: "single_choice", text: "Notice period", options: "Immediate\n30 days", knockOutOptions: "90 days" },
          { type: "number", text: "Years", min: "5", max: "2" },
          { type: "short_text", text: "" },
        ],
      }),
    ).toEqual({
      "questions.0.options": "Give at least two options, one per line",
      "questions.1.knockOutOptions": "Knock-out options must be among the options, written the same way",
      "questions.2.max": "Maximum must be at least the minimum",
      "questions.3.text": "Question is required",
    });
  });
});

describe("job screening", () => {
  it("saves questions with a version, refuses a save from an older version, and hides knock-outs from the public", async () => {
    const { job, questions } = await jobWithQuestions();
    expect(await getJobScreening(job.id)).toEqual({ questions, version: 1 });
    await expect(saveJobScreening(job, [], { expectedVersion: 0, actor: recruiter })).rejects.toBeInstanceOf(
      StaleQuestionsError,
    );
    expect(await saveJobScreening(job, questions.slice(1), { expectedVersion: 1, actor: recruiter })).toBe(2);
    const shown = await publicScreening(job.id);
    expect(shown.version).toBe(2);
    expect(JSON.stringify(shown)).not.toContain("knockOut");
  });

  it("offers the yes-or-no and choice answers as list filters", async () => {
    const { job, questions } = await jobWithQuestions();
    const [authorised, , crms] = keysOf(questions);
    expect((await answerFilterChoices(job.id)).map((choice) => choice.value)).toEqual([
      `${authorised}:yes`,
      `${authorised}:no`,
      `${crms}:Salesforce`,
      `${crms}:HubSpot`,
      `${crms}:Zoho`,
    ]);
  });
});

describe("applying with answers", () => {
  it("stores typed answers with the question's words, and keeps them when the question is edited later", async () => {
    const { job, questions } = await jobWithQuestions();
    const [authorised, years, crms] = keysOf(questions);
    const result = await apply(job.id, "fit@example.com", {
      [authorised!]: "yes",
      [years!]: "6",
      [crms!]: ["Zoho", "Salesforce"],
    });
    if (result.status !== "created") throw new Error(result.status);
    expect(result.application.stage).toBe("new");

    const edited = questions.map((question) => ({ ...question, text: `${question.text} (edited)` }));
    await saveJobScreening(job, edited, { expectedVersion: 1, actor: recruiter });
    expect(await applicationAnswers(result.application.id)).toEqual([
      {
        key: authorised,
        question: "Are you authorised to work in India?",
        type: "yes_no",
        value: true,
        knockedOut: false,
      },
      { key: years, question: "Years of B2B sales", type: "number", value: 6, knockedOut: false },
      {
        key: crms,
        question: "CRMs you have used",
        type: "multiple_choice",
        value: ["Salesforce", "Zoho"],
        knockedOut: false,
      },
    ]);
  });

  it("sets a knocked-out application aside as Not a fit on its timeline, emailing no rejection", async () => {
    const { job, questions } = await jobWithQuestions();
    const [authorised, years] = keysOf(questions);
    const fit = await apply(job.id, "fit@example.com", { [authorised!]: "yes", [years!]: "3" });
    const emailsAfterFit = await db.selectFrom("emails").select("id").execute();
    const out = await apply(job.id, "out@example.com", { [authorised!]: "no", [years!]: "3" });
    if (fit.status !== "created" || out.status !== "created") throw new Error("not created");

    expect(out.application.stage).toBe("not_fit");
    const { events } = (await getApplication(out.application.id))!;
    expect(events.map((event) => [event.kind, event.toStage, event.actor])).toEqual([
      ["applied", "new", null],
      ["stage", "not_fit", SCREENING_ACTOR],
    ]);
    // The same two emails as any application (confirmation, staff notice): no rejection.
    expect((await db.selectFrom("emails").select("id").execute()).length).toBe(emailsAfterFit.length * 2);
    expect((await applicationAnswers(out.application.id))[0]).toMatchObject({ value: false, knockedOut: true });

    const pipeline = await listApplications({ apart: true });
    expect(pipeline.applications.map((application) => application.email)).toEqual(["fit@example.com"]);
    expect(pipeline.stageCounts).toMatchObject({ new: 1, not_fit: 1 });
    const setAside = await listApplications({ stage: "not_fit" });
    expect(setAside.applications.map((application) => application.email)).toEqual(["out@example.com"]);
  });

  it("filters the list and the export by an answer", async () => {
    const { job, questions } = await jobWithQuestions();
    const [authorised, years, crms] = keysOf(questions);
    await apply(job.id, "zoho@example.com", { [authorised!]: "yes", [years!]: "3", [crms!]: ["Zoho"] });
    await apply(job.id, "both@example.com", { [authorised!]: "yes", [years!]: "4", [crms!]: ["HubSpot", "Zoho"] });
    await apply(job.id, "none@example.com", { [authorised!]: "no", [years!]: "5" });

    const zoho = await listApplications({ answer: { key: crms!, value: "Zoho" } });
    expect(zoho.applications.map((application) => application.email).sort()).toEqual([
      "both@example.com",
      "zoho@example.com",
    ]);
    const no = await listApplications({ answer: { key: authorised!, value: "no" } });
    expect(no.applications.map((application) => application.email)).toEqual(["none@example.com"]);

    const exported = [];
    for await (const row of allApplications({ answer: { key: crms!, value: "HubSpot" } })) exported.push(row);
    expect(exported.map((row) => row.email)).toEqual(["both@example.com"]);
    const answers = await answersOf(exported.map((row) => row.id));
    expect(answers.get(exported[0]!.id)?.map((answer) => answer.key)).toEqual([authorised, years, crms]);
  });

  it("refuses answers to questions that changed since the form was shown", async () => {
    const { job, questions } = await jobWithQuestions();
    const screening = await getJobScreening(job.id);
    await saveJobScreening(job, questions.slice(0, 1), { expectedVersion: 1, actor: recruiter });
    const input = ApplicationSchema.parse({
      fullName: "Meera Nair",
      email: "late@example.com",
      phone: "+91 98450 12345",
      location: "Pune",
      consent: "on",
    });
    const cv = { name: "cv.pdf", contentType: "application/pdf", bytes: Buffer.from("%PDF-1.4") };
    const result = await applyForJob(job.id, { ...input, source: "linkedin" }, cv, {
      mail: TEST_MAIL,
      screening: { version: screening.version, answers: [] },
    });
    expect(result).toEqual({ status: "questions-changed" });
    expect(await db.selectFrom("applications").select("id").execute()).toEqual([]);
  });
});

describe("question templates", () => {
  beforeEach(() => emptyTables("question_templates"));

  it("saves a question as a template without its key, lists it as form fields, and deletes it", async () => {
    const { questions } = QuestionsFormSchema.parse(EDITOR_FORM);
    const id = await saveQuestionTemplate(questions[0]!, recruiter);
    expect(await listQuestionTemplates()).toEqual([
      {
        id,
        fields: {
          type: "yes_no",
          text: "Are you authorised to work in India?",
          help: "",
          required: "on",
          options: "",
          min: "",
          max: "",
          knockOutAnswer: "no",
          knockOutOptions: "",
          knockOutBelow: "",
          knockOutAbove: "",
        },
      },
    ]);
    expect(await deleteQuestionTemplate(id, recruiter)).toBe(true);
    expect(await deleteQuestionTemplate(id, recruiter)).toBe(false);
    expect(await listQuestionTemplates()).toEqual([]);
  });
});
