import { JobInputSchema, type JobInput } from "~/models/job.server";

import { DATABASE_BUSY_MESSAGE, databaseBusyReply, isDatabaseBusy, logDatabaseBusy } from "./database-busy.server";
import { readFormData } from "./form-data.server";
import { jsonWithToast } from "./toast.server";
import { formValues, parseForm } from "./validation";

type Failure = { toast: string; inline: (message: string) => string };

export type JobFormActionData = {
  errors?: Partial<Record<string, string>>;
  formError?: string;
  values?: Record<string, string>;
};

/**
 * Validates a submitted job form and runs the save. Field errors (400), a busy database (503) and
 * a failed save (500) come back with the user's input, the failure toast and the inline failure line.
 */
export async function handleJobForm(request: Request, save: (input: JobInput) => Promise<Response>, failure: Failure) {
  const formData = await readFormData(request);
  const submission = parseForm(JobInputSchema, formData);
  if (!submission.success) {
    const first = Object.values(submission.fieldErrors)[0] ?? "Please check the form";
    return jsonWithToast<JobFormActionData>(
      { errors: submission.fieldErrors, formError: failure.inline(first), values: submission.values },
      { type: "error", title: failure.toast },
      { status: 400 },
    );
  }
  try {
    return await save(submission.data);
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isDatabaseBusy(error)) {
      logDatabaseBusy(error, "job not saved (503)");
      const data: JobFormActionData = { formError: failure.inline(DATABASE_BUSY_MESSAGE), values: formValues(formData) };
      return databaseBusyReply(data, { title: failure.toast });
    }
    console.error(error);
    return jsonWithToast<JobFormActionData>(
      { formError: failure.inline("The job could not be saved. Please try again."), values: formValues(formData) },
      { type: "error", title: failure.toast },
      { status: 500 },
    );
  }
}
