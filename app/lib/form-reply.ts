import type { Constraint, SubmissionResult } from "@conform-to/dom";

/** What a form action answers (conform's submission result): what was typed and the messages per field, the form's own under "". */
export type FormReply = SubmissionResult<string[]>;

/** `required`, `maxLength`… per field name, derived from the action's schema. */
export type FormConstraints = Record<string, Constraint>;

/** The first message of each field (and of the form, under ""), as the page shows them. */
export function firstErrors(reply: FormReply | null | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, messages] of Object.entries(reply?.error ?? {})) if (messages?.[0]) errors[name] = messages[0];
  return errors;
}
