import { HONEYPOT_FIELD } from "~/lib/honeypot";
import { RATE_LIMITS, type FormBucket } from "~/lib/rate-limits";

import { evenIfDatabaseBusy } from "./database-busy.server";
import { readFormData } from "./form-data.server";
import { countSubmission, isFormRateLimited } from "./rate-limit.server";
import { replyWithFormError } from "./submission.server";
import { jsonWithToast } from "./toast.server";

export type PublicFormGate =
  | { pass: true; formData: FormData; recordSubmission: () => Promise<void> }
  | { pass: false; reason: "spam" }
  | { pass: false; reason: "rate-limited"; response: Response };

/**
 * The spam checks of a public form: a filled honeypot is spam (answer as if it worked, store
 * nothing); too many submissions from one address in the window get the form back (429) with
 * the message and what was typed. A form that passes counts itself once its data is saved
 * (`recordSubmission`, which a busy database does not turn into a failure).
 */
export async function checkPublicForm(
  request: Request,
  form: FormBucket,
  /** The form when the action read it itself (a multipart upload); else it is read here. */
  posted?: FormData,
): Promise<PublicFormGate> {
  const formData = posted ?? (await readFormData(request));
  if (String(formData.get(HONEYPOT_FIELD) ?? "").trim()) {
    await countSubmission(request, form);
    return { pass: false, reason: "spam" };
  }
  if (await isFormRateLimited(request, form)) {
    const { message } = RATE_LIMITS[form].refusal;
    const response = await jsonWithToast(
      replyWithFormError(formData, message),
      { type: "error", title: message },
      { status: 429 },
    );
    return { pass: false, reason: "rate-limited", response };
  }
  return { pass: true, formData, recordSubmission: () => evenIfDatabaseBusy(countSubmission(request, form)) };
}
