import { parse } from "@conform-to/dom";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { z } from "zod";

import { firstErrors, type FormConstraints, type FormReply } from "~/lib/form-reply";

import {
  DATABASE_BUSY_MESSAGE,
  databaseBusyReply,
  isDatabaseBusyOrDown,
  logDatabaseBusy,
} from "./database-busy.server";
import { formRefusal, readFormData, UNREADABLE_FORM_MESSAGE } from "./form-data.server";
import { jsonWithToast } from "./toast.server";

/**
 * The one contract of every form in the app (conform's): an action parses the posted form with its
 * model's zod schema and answers with `submission.reply()`, a `FormReply` that carries what was typed
 * (`initialValue`) and the messages per field (`error`; the form's own message under `""`). Pages
 * render it with `useFormReply`.
 */
export function parseSubmission<S extends z.ZodTypeAny>(formData: FormData, schema: S) {
  try {
    // Our schemas read the form's strings themselves ('' is a blank field, with its own message).
    return parseWithZod(formData, { schema, disableAutoCoercion: true });
  } catch {
    // conform reads its own control field (`__intent__`) as JSON: a forged one is the client's mistake.
    throw formRefusal(400, UNREADABLE_FORM_MESSAGE);
  }
}

const constraintsBySchema = new WeakMap<z.ZodTypeAny, FormConstraints>();

/** `required` and `maxLength` of each field, from the same schema the action checks (worked out once per schema). */
export function formConstraints(schema: z.ZodTypeAny): FormConstraints {
  let constraints = constraintsBySchema.get(schema);
  if (!constraints) constraintsBySchema.set(schema, (constraints = getZodConstraint(schema)));
  return constraints;
}

/** The form shown again with one message for the whole form, keeping what was typed (minus `hideFields`). */
export function replyWithFormError(formData: FormData, message: string, hideFields?: string[]): FormReply {
  return parse<unknown, string[]>(formData, { resolve: () => ({ error: null }) }).reply({
    formErrors: [message],
    hideFields,
  });
}

/** The form was accepted: render it empty again. */
export function replySent(): FormReply {
  return { status: "success", initialValue: null };
}

/** The first message of a failed check: what an alert line repeats. */
function firstMessage(error: FormReply["error"] | null) {
  return Object.values(firstErrors({ error: error ?? undefined }))[0] ?? "Please check the form";
}

const SAVE_FAILED_MESSAGE = "Something went wrong while saving. Please try again.";

type SaveFailure = {
  /** The error toast of any failure, e.g. 'Failed to create job'. */
  toast: string;
  /** The line above the form, made from a message (e.g. 'Error creating job: …'); without it a failed check is shown by the fields alone. */
  alert?: (message: string) => string;
};

/** A posted form as read, with the problems found while reading it (an uploaded file's), by field. */
export type ReadForm = { formData: FormData; fieldErrors?: Record<string, string[]> };

async function readPlainForm(request: Request): Promise<ReadForm> {
  return { formData: await readFormData(request) };
}

/** How a form that met a busy database words it: the line above the form and the toast. */
type BusyWords = {
  /** Fields never sent back (passwords). */
  hideFields?: string[];
  /** Makes the line above the form from the busy message (e.g. 'Error creating job: …'). */
  alert?: (message: string) => string;
  /** The error toast; the busy message by default. */
  toast?: string;
};

/**
 * Runs the work of a form action. When the database stays busy past the wait budget, or is down,
 * the form comes back (503, Retry-After) with what was posted (minus `hideFields`), the busy message
 * above it and an error toast, instead of the general error page. Any other error is left alone.
 */
export async function keepFormIfDatabaseBusy<R>(
  posted: FormData | (() => Promise<FormData>),
  work: () => Promise<R>,
  { hideFields, alert = (message) => message, toast }: BusyWords = {},
) {
  try {
    return await work();
  } catch (error) {
    if (!isDatabaseBusyOrDown(error)) throw error;
    logDatabaseBusy(error, "the form was shown again (503)");
    const formData = posted instanceof FormData ? posted : await posted();
    return databaseBusyReply(replyWithFormError(formData, alert(DATABASE_BUSY_MESSAGE), hideFields), { title: toast });
  }
}

/**
 * A back-office create or edit form: reads it with `read` (a plain form by default), checks it with
 * `schema` and runs `save` with what it parsed (it answers, usually a redirect). Field errors (400),
 * a busy database (503) and a failed save (500) show the form again with what was typed and the
 * failure toast.
 */
export async function handleSaveForm<S extends z.ZodTypeAny>(
  request: Request,
  schema: S,
  save: (input: z.output<S>) => Promise<Response>,
  failure: SaveFailure,
  read: (request: Request) => Promise<ReadForm> = readPlainForm,
) {
  const { formData, fieldErrors } = await read(request);
  const submission = parseSubmission(formData, schema);
  const toast = { type: "error" as const, title: failure.toast };
  if (submission.status !== "success" || fieldErrors) {
    const errors = { ...fieldErrors, ...(submission.status === "success" ? {} : submission.error) };
    const formErrors = failure.alert ? [failure.alert(firstMessage(errors))] : undefined;
    return jsonWithToast(submission.reply({ formErrors, fieldErrors }), toast, { status: 400 });
  }
  const alert = failure.alert ?? ((message: string) => message);
  try {
    return await keepFormIfDatabaseBusy(formData, () => save(submission.value), { alert, toast: failure.toast });
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error(error);
    return jsonWithToast(submission.reply({ formErrors: [alert(SAVE_FAILED_MESSAGE)] }), toast, { status: 500 });
  }
}

/** A form action whose whole work keeps the form when the database is busy (see keepFormIfDatabaseBusy). */
export async function withDatabaseBusyForm<Args extends { request: Request }, R>(
  args: Args,
  action: (args: Args) => Promise<R>,
  busyWords: BusyWords = {},
) {
  // The action reads the body; this copy keeps what was typed for the busy answer.
  const posted = args.request.clone();
  return keepFormIfDatabaseBusy(
    () => posted.formData().catch(() => new FormData()),
    () => action(args),
    busyWords,
  );
}
