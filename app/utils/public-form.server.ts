import { HONEYPOT_FIELD } from "~/lib/honeypot";
import {
  isFormRateLimited,
  recordFormSubmission,
  TOO_MANY_SUBMISSIONS_MESSAGE,
  type LimitedForm,
} from "~/models/form-limit.server";

import { readFormData } from "./form-data.server";
import { getClientIp } from "./http.server";

export type PublicFormGate =
  | { pass: true; formData: FormData; ip: string }
  | { pass: false; reason: "spam" }
  | { pass: false; reason: "rate-limited"; message: string; formData: FormData };

/**
 * The spam checks of a public form: a filled honeypot is spam (answer as if it worked, store
 * nothing); too many submissions from one address in the window are refused with a message.
 */
export async function checkPublicForm(request: Request, form: LimitedForm): Promise<PublicFormGate> {
  const formData = await readFormData(request);
  const ip = getClientIp(request);
  if (String(formData.get(HONEYPOT_FIELD) ?? "").trim()) {
    await recordFormSubmission(form, ip);
    return { pass: false, reason: "spam" };
  }
  if (await isFormRateLimited(form, ip))
    return { pass: false, reason: "rate-limited", message: TOO_MANY_SUBMISSIONS_MESSAGE, formData };
  return { pass: true, formData, ip };
}
