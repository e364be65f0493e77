import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { ListHeader } from "~/components/admin/list-page";
import { BackToList, RecordErrorBoundary } from "~/components/admin/record-pages";
import { QuestionEditor } from "~/components/jobs/question-editor";
import { QuestionTemplates } from "~/components/jobs/question-templates";
import { JOBS } from "~/content/admin-resources";
import type { FormReply } from "~/lib/form-reply";
import { MAX_QUESTIONS } from "~/lib/screening";
import type { Actor } from "~/models/activity.server";
import { getJob, parseJobId } from "~/models/job.server";
import { parseId } from "~/models/query.server";
import {
  deleteQuestionTemplate,
  getJobScreening,
  listQuestionTemplates,
  QuestionFormSchema,
  saveQuestionTemplate,
  questionFormValue,
  QuestionsFormSchema,
  saveJobScreening,
  StaleQuestionsError,
} from "~/models/screening.server";
import { requireAdminRecord } from "~/utils/admin-record.server";
import { readFormData } from "~/utils/form-data.server";
import { pageTitle } from "~/utils/site-settings";
import { parseSubmission, withDatabaseBusyForm } from "~/utils/submission.server";
import { jsonWithToast, redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(matches, data ? `Screening questions: ${data.job.title}` : "Screening questions") },
];

const JOB = { parse: parseJobId, load: getJob, resource: JOBS };

const STALE_QUESTIONS_MESSAGE =
  "Someone else saved this job's questions since you opened this page. What you typed is still in the form: save again to replace their version with yours.";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { record } = await requireAdminRecord(request, "jobs:write", params.id, JOB);
  const [{ questions, version }, templates] = await Promise.all([getJobScreening(record.id), listQuestionTemplates()]);
  return {
    job: { id: record.id, title: record.title },
    questions: questions.map(questionFormValue),
    version,
    templates,
  };
}

/** A question's "Save as template": only that question is checked and saved; the job's questions wait for their own save. */
async function saveAsTemplate(submission: ReturnType<typeof parseSubmission>, index: number, actor: Actor) {
  const posted = (submission.payload as { questions?: unknown[] }).questions?.[index];
  const parsed = QuestionFormSchema.safeParse(posted ?? {});
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues)
      (fieldErrors[`questions[${index}].${issue.path.join(".")}`] ??= []).push(issue.message);
    return json(submission.reply({ fieldErrors }), { status: 400 });
  }
  await saveQuestionTemplate(parsed.data, actor);
  return jsonWithToast(
    { ...submission.reply(), error: undefined },
    {
      type: "success",
      title: "Saved as a template",
      description: parsed.data.text,
    },
  );
}

async function saveQuestions({ request, params }: ActionFunctionArgs) {
  const { record, actor } = await requireAdminRecord(request, "jobs:write", params.id, JOB);
  const formData = await readFormData(request);
  const here = `/admin/jobs/${record.id}/questions`;
  if (formData.get("_action") === "delete-template") {
    const id = parseId(String(formData.get("template") ?? ""));
    const deleted = id ? await deleteQuestionTemplate(id, actor) : false;
    return redirectWithToast(
      here,
      deleted
        ? { type: "success", title: "Template deleted" }
        : { type: "error", title: "That template was already deleted" },
    );
  }
  const submission = parseSubmission(formData, QuestionsFormSchema);
  const template = formData.get("_template");
  if (template !== null) return saveAsTemplate(submission, Number(template), actor);
  // A question added, moved or removed: the form again with the change; messages wait for a save.
  if (submission.status === undefined) return json({ ...submission.reply(), error: undefined });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  const { questions, version } = submission.value;
  try {
    await saveJobScreening(record, questions, { expectedVersion: version, actor });
  } catch (error) {
    if (!(error instanceof StaleQuestionsError)) throw error;
    const reply = submission.reply({ formErrors: [STALE_QUESTIONS_MESSAGE] });
    const typed = { ...(reply.initialValue ?? {}), version: String(error.currentVersion) };
    return jsonWithToast(
      { ...reply, initialValue: typed },
      { type: "error", title: "Questions not saved" },
      {
        status: 409,
      },
    );
  }
  return redirectWithToast(here, {
    type: "success",
    title: "Screening questions saved",
    description: record.title,
  });
}

export const action = (args: ActionFunctionArgs) => withDatabaseBusyForm(args, saveQuestions);

export default function JobQuestionsRoute() {
  const { job, questions, version, templates } = useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>();
  return (
    <>
      <ListHeader
        back={<BackToList resource={JOBS} />}
        title="Screening questions"
        summary={`Asked on the application form of ${job.title}, in this order.`}
        links={[{ to: `/admin/jobs/${job.id}`, label: "Edit job" }]}
      />
      <QuestionEditor
        key={version}
        saved={questions}
        version={version}
        reply={reply}
        max={MAX_QUESTIONS}
        templates={templates}
      />
      <QuestionTemplates templates={templates} />
    </>
  );
}

export function ErrorBoundary() {
  return <RecordErrorBoundary resource={JOBS} />;
}
