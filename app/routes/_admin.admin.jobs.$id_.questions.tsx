import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { ListHeader } from "~/components/admin/list-page";
import { BackToList, RecordErrorBoundary } from "~/components/admin/record-pages";
import { QuestionEditor } from "~/components/jobs/question-editor";
import { JOBS } from "~/content/admin-resources";
import type { FormReply } from "~/lib/form-reply";
import { MAX_QUESTIONS } from "~/lib/screening";
import { getJob, parseJobId } from "~/models/job.server";
import {
  getJobScreening,
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
  const { questions, version } = await getJobScreening(record.id);
  return { job: { id: record.id, title: record.title }, questions: questions.map(questionFormValue), version };
}

async function saveQuestions({ request, params }: ActionFunctionArgs) {
  const { record, actor } = await requireAdminRecord(request, "jobs:write", params.id, JOB);
  const submission = parseSubmission(await readFormData(request), QuestionsFormSchema);
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
  return redirectWithToast(`/admin/jobs/${record.id}/questions`, {
    type: "success",
    title: "Screening questions saved",
    description: record.title,
  });
}

export const action = (args: ActionFunctionArgs) => withDatabaseBusyForm(args, saveQuestions);

export default function JobQuestionsRoute() {
  const { job, questions, version } = useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>();
  return (
    <>
      <ListHeader
        back={<BackToList resource={JOBS} />}
        title="Screening questions"
        summary={`Asked on the application form of ${job.title}, in this order.`}
        links={[{ to: `/admin/jobs/${job.id}`, label: "Edit job" }]}
      />
      <QuestionEditor key={version} saved={questions} version={version} reply={reply} max={MAX_QUESTIONS} />
    </>
  );
}

export function ErrorBoundary() {
  return <RecordErrorBoundary resource={JOBS} />;
}
