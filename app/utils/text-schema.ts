import { z } from "zod";

/** The message of a text over its limit, e.g. "Title must be at most 200 characters". */
export function tooLongMessage(label: string, max: number) {
  return `${label} must be at most ${max.toLocaleString("en-US")} characters`;
}

/**
 * A required text field of a form or an API body: trimmed, not blank ('{Label} is required'),
 * and at most `max` characters, so nothing unbounded is ever stored.
 */
export function requiredText(label: string, max: number) {
  return z
    .string({ required_error: `${label} is required`, invalid_type_error: `${label} must be text` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, tooLongMessage(label, max));
}

/** An optional text field: trimmed, at most `max` characters; absent or blank is null. */
export function optionalText(label: string, max: number) {
  return z
    .string({ invalid_type_error: `${label} must be text` })
    .trim()
    .max(max, tooLongMessage(label, max))
    .nullish()
    .transform((value) => value || null);
}
