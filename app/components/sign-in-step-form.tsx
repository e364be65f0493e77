import { useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";

import { FormAlert, ValidatedForm, type useFormReply } from "./form-field";

/**
 * One step of signing in (the password, then the code): its fields, the reason a try was refused,
 * the page to go on to afterwards, and a full-width button that says it is busy while `path` answers.
 */
export function SignInStepForm({
  form,
  path,
  errorId,
  redirectTo,
  submitLabel,
  busyLabel,
  children,
}: {
  form: ReturnType<typeof useFormReply>;
  path: string;
  /** The id of the refusal's message, which describes the form. */
  errorId: string;
  redirectTo: string;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formAction?.startsWith(path) === true;
  return (
    <ValidatedForm
      method="post"
      replace
      errors={form.errors}
      onChange={form.onChange}
      className="space-y-5"
      aria-describedby={form.formError ? errorId : undefined}
    >
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {children}
      <FormAlert message={form.formError} id={errorId} />
      <button type="submit" className="btn-primary w-full py-3" disabled={pending}>
        {pending ? busyLabel : submitLabel}
      </button>
    </ValidatedForm>
  );
}
