import { BlogInputSchema, type BlogInput } from "~/models/blog.server";

import { DATABASE_BUSY_MESSAGE, databaseBusyReply, isDatabaseBusy, logDatabaseBusy } from "./database-busy.server";
import { readFormData } from "./form-data.server";
import { jsonWithToast } from "./toast.server";
import { formValues, parseForm } from "./validation";

/**
 * Validates a submitted blog form and runs the save. Field errors (400), a busy database (503) and
 * a failed save (500) come back with the user's input and the failure toast; success is the
 * caller's redirect.
 */
export async function handleBlogForm(request: Request, save: (input: BlogInput) => Promise<Response>, failure: string) {
  const formData = await readFormData(request);
  const submission = parseForm(BlogInputSchema, formData);
  if (!submission.success) {
    return jsonWithToast({ errors: submission.fieldErrors, values: submission.values }, { type: "error", title: failure }, { status: 400 });
  }
  try {
    return await save(submission.data);
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isDatabaseBusy(error)) {
      logDatabaseBusy(error, "post not saved (503)");
      const data: BlogFormActionData = { errors: { form: DATABASE_BUSY_MESSAGE }, values: formValues(formData) };
      return databaseBusyReply(data, { title: failure });
    }
    console.error(error);
    const values = Object.fromEntries([...formData].map(([key, value]) => [key, String(value)]));
    return jsonWithToast(
      { errors: { form: `${failure}. Please try again.` }, values },
      { type: "error", title: failure },
      { status: 500 },
    );
  }
}

export type BlogFormActionData = {
  errors?: Partial<Record<string, string>>;
  values?: Record<string, string>;
};
