import { json, redirect } from "@remix-run/node";

import { cleanSourceTag } from "~/lib/applications";
import { CV_MAX_BYTES, CV_REQUIRED_MESSAGE, CV_TYPE_MESSAGE, cvSizeError } from "~/lib/cv-file";
import { detectCvType } from "~/lib/cv-type.server";
import { formatDate } from "~/lib/format";
import { isTakingApplications } from "~/lib/job-availability.server";
import { JOB_CLOSED_MESSAGE } from "~/lib/jobs";
import {
  answerField,
  QUESTIONS_CHANGED_MESSAGE,
  QUESTIONS_VERSION_FIELD,
  type ScreeningQuestion,
} from "~/lib/screening";
import { readAnswers } from "~/lib/screening-answers";
import { applyForJob, ApplicationSchema } from "~/models/application.server";
import type { NewFile } from "~/models/file-storage.server";
import type { Job } from "~/models/job.server";
import { getJobScreening } from "~/models/screening.server";
import { redirectToReceipt } from "~/utils/application-receipt.server";
import { mailContext } from "~/utils/mail-context.server";
import { checkPublicForm } from "~/utils/public-form.server";
import { keepFormIfDatabaseBusy, parseSubmission, replyWithFormError } from "~/utils/submission.server";
import { readUploadForm, type UploadedFile } from "~/utils/upload-form.server";
import { recordFormGoal } from "~/utils/visit-source.server";

// The public job application (route.tsx beside this file): a multipart form read
// as it streams, its CV judged by its bytes, stored with the application in one transaction.

/** The CV as it will be stored, or what is wrong with it. */
async function checkCv(upload: UploadedFile | undefined): Promise<{ file: NewFile } | { error: string }> {
  if (!upload) return { error: CV_REQUIRED_MESSAGE };
  const sizeError = upload.tooLarge ? cvSizeError(upload.size) : cvSizeError(upload.bytes.byteLength);
  if (sizeError) return { error: sizeError };
  const type = await detectCvType(upload.bytes);
  if (!type) return { error: CV_TYPE_MESSAGE };
  // The stored name keeps the candidate's words but always the extension of what the bytes are.
  const base = upload.filename.replace(/\.[^.]*$/, "") || "cv";
  return { file: { name: `${base}${type.extension}`, contentType: type.mime, bytes: upload.bytes } };
}

/** The form's answers by question key: a multiple choice's every box, another question's value(s). */
function postedAnswers(formData: FormData, questions: ScreeningQuestion[]) {
  return Object.fromEntries(
    questions.map(({ key, type }) => {
      const values = formData.getAll(answerField(key));
      return [key, type === "multiple_choice" || values.length > 1 ? values : values[0]];
    }),
  );
}

/**
 * Checks and stores an application for `job`: every problem comes back next to its field with
 * everything else typed (a chosen file cannot be sent back: the page asks for it again).
 */
export async function submitApplication(request: Request, job: Job) {
  const { formData, files } = await readUploadForm(request, { fileFields: ["cv"], maxFileBytes: CV_MAX_BYTES });
  const gate = await checkPublicForm(request, "application", formData);
  // A bot that filled the honeypot is sent back to the job as if it worked; nothing is stored.
  if (!gate.pass && gate.reason === "spam") return redirect(`/careers?job=${job.id}`);
  if (!gate.pass) return gate.response;
  if (!isTakingApplications(job)) return json(replyWithFormError(formData, JOB_CLOSED_MESSAGE), { status: 409 });

  const submission = parseSubmission(formData, ApplicationSchema);
  const screening = await getJobScreening(job.id);
  // The questions changed since the form was shown: the candidate reads the new ones before sending.
  if (Number(formData.get(QUESTIONS_VERSION_FIELD)) !== screening.version) {
    return json(submission.reply({ formErrors: [QUESTIONS_CHANGED_MESSAGE] }), { status: 409 });
  }
  const { answers, errors } = readAnswers(screening.questions, postedAnswers(formData, screening.questions));
  const cv = await checkCv(files.get("cv"));
  if (submission.status !== "success" || "error" in cv || Object.keys(errors).length > 0) {
    const fieldErrors: Record<string, string[]> = "error" in cv ? { cv: [cv.error] } : {};
    for (const [key, message] of Object.entries(errors)) fieldErrors[answerField(key)] = [message];
    return json(submission.reply({ fieldErrors }), { status: 400 });
  }

  const source = cleanSourceTag(String(formData.get("source") ?? ""));
  // The form was read as it streamed: the busy answer keeps what was read, not a copy of the upload.
  return keepFormIfDatabaseBusy(formData, async () => {
    const result = await applyForJob(job.id, { ...submission.value, source }, cv.file, {
      mail: await mailContext(),
      screening: { version: screening.version, answers },
    });
    if (result.status === "duplicate") {
      const message = `You already applied for this role on ${formatDate(result.appliedAt)}`;
      return json(submission.reply({ formErrors: [message] }), { status: 409 });
    }
    if (result.status === "questions-changed") {
      return json(submission.reply({ formErrors: [QUESTIONS_CHANGED_MESSAGE] }), { status: 409 });
    }
    if (result.status !== "created") {
      return json(submission.reply({ formErrors: [JOB_CLOSED_MESSAGE] }), { status: 409 });
    }
    await gate.recordSubmission();
    await recordFormGoal("application", formData, `/careers/${job.id}/apply`, { id: job.id, title: job.title });
    return redirectToReceipt({ jobId: job.id, name: submission.value.fullName, title: job.title });
  });
}
