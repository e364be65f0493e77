import { json } from "@remix-run/node";
import type { z } from "zod";

import type { DateOverride } from "~/lib/availability";
import type { FormReply } from "~/lib/form-reply";

import { parseSubmission } from "./submission.server";

// The pages whose calendars take date overrides (the team's on /admin/availability, a consultant's
// on their page) answer their forms alike: which form a reply is for, and one reading of the form
// that adds an override.

/** Which of a calendar page's forms a reply answers, so only that one shows it. */
export type CalendarFormName = "rules" | "override" | "consultant";
export type CalendarReply = { form: CalendarFormName; reply: FormReply };

export function answer(form: CalendarFormName, reply: FormReply, status: number) {
  return json<CalendarReply>({ form, reply }, { status });
}

/**
 * A range added or removed (an intent): the form again with the change, saving nothing. The
 * schema's messages wait for a save (a new range starts blank, not wrong).
 */
export function changedOnly(reply: FormReply): FormReply {
  return { ...reply, error: undefined };
}

export const OVERRIDE_TWICE_MESSAGE = "This date already has an override: remove it first";

/**
 * The add-override form read with `schema`: the answer to send back (a range added or removed,
 * a field wrong, a date that already has one of `overrides`), or the override and its submission.
 */
export function readAddedOverride<S extends z.ZodType<DateOverride, z.ZodTypeDef, unknown>>(
  formData: FormData,
  schema: S,
  overrides: readonly DateOverride[],
) {
  const submission = parseSubmission(formData, schema);
  if (submission.status === undefined) return { answer: answer("override", changedOnly(submission.reply()), 200) };
  if (submission.status !== "success") return { answer: answer("override", submission.reply(), 400) };
  if (overrides.some((day) => day.date === submission.value.date)) {
    const reply = submission.reply({ fieldErrors: { date: [OVERRIDE_TWICE_MESSAGE] } });
    return { answer: answer("override", reply, 400) };
  }
  return { submission, value: submission.value as z.output<S> };
}

/** What the activity log says of an added override ("Closed 2026-12-24 for Christmas Eve"). */
export function overrideSummary(override: DateOverride) {
  return override.closed === null
    ? `Set other hours on ${override.date}`
    : `Closed ${override.date} for ${override.closed}`;
}
