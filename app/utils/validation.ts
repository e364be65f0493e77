import type { z } from "zod";

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

export type ParseResult<S extends z.ZodTypeAny> =
  | { success: true; data: z.output<S> }
  | { success: false; fieldErrors: FieldErrors<z.input<S>>; values: Record<string, string> };

/** Text values of a form, for re-filling the form after a failed submit. */
export function formValues(formData: FormData) {
  const values: Record<string, string> = {};
  for (const [key, value] of formData) if (typeof value === "string") values[key] = value;
  return values;
}

/** Validates a submitted form; on failure returns the first message per field and what the user typed. */
export function parseForm<S extends z.ZodTypeAny>(schema: S, formData: FormData): ParseResult<S> {
  const values = formValues(formData);
  const result = schema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  return { success: false, fieldErrors: firstFieldErrors(result.error) as FieldErrors<z.input<S>>, values };
}

export function firstFieldErrors(error: z.ZodError) {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join(".") || "form";
    fieldErrors[field] ??= issue.message;
  }
  return fieldErrors;
}
