import { z } from "zod";

import { hasPhoneDigits, normalizePhone, phoneDigitsMessage } from "~/lib/phone";
import { MAX_SLUG_LENGTH, SLUG_PATTERN } from "~/lib/slug";

// Line breaks and tabs, including the vertical tab and form feed that text pasted from
// word processors carries: a space on one line, a line break (or tab) in multi-line text.

const LINE_BREAKS_AND_TABS = /[\t\n\v\f\r\u0085]/g;

const LINE_BREAKS = /\r\n?|[\v\f\u0085]/g;
// Invisible characters no stored text needs, which XML (the RSS feed, the sitemap) or HTML
// refuse: C0 and C1 controls and DEL, lone surrogates, and the non-characters U+FFFE and U+FFFF.
const CONTROLS = /[\p{Cc}\uFFFE\uFFFF]|[\uD800-\uDFFF]/gu;
const CONTROLS_BUT_TAB_AND_NEWLINE = /(?![\t\n])[\p{Cc}\uFFFE\uFFFF]|[\uD800-\uDFFF]/gu;

/** One line of text: tabs and line breaks become spaces, other control characters are dropped. */
export function cleanSingleLine(text: string) {
  return text.replace(LINE_BREAKS_AND_TABS, " ").replace(CONTROLS, "");
}

/** Multi-line text: line breaks become \n, tabs stay, other control characters are dropped. */
export function cleanMultiline(text: string) {
  return text.replace(LINE_BREAKS, "\n").replace(CONTROLS_BUT_TAB_AND_NEWLINE, "");
}

/** The message of a text over its limit, e.g. "Title must be at most 200 characters". */
export function tooLongMessage(label: string, max: number) {
  return `${label} must be at most ${max.toLocaleString("en-US")} characters`;
}

type TextOptions = {
  /** Keeps line breaks and tabs (descriptions, messages, post bodies); otherwise one line. */
  multiline?: boolean;
};

function cleaner({ multiline = false }: TextOptions) {
  return multiline ? cleanMultiline : cleanSingleLine;
}

/**
 * A required text field of a form or an API body: control characters cleaned out, trimmed,
 * not blank ('{Label} is required'), and at most `max` characters, so nothing unbounded or
 * unprintable is ever stored. (The limits sit on the last stage, where forms read their
 * `required` and `maxLength` from.)
 */
export function requiredText(label: string, max: number, options: TextOptions = {}) {
  return z
    .string({ required_error: `${label} is required`, invalid_type_error: `${label} must be text` })
    .transform(cleaner(options))
    .pipe(z.string().trim().min(1, `${label} is required`).max(max, tooLongMessage(label, max)));
}

/** An optional text field, cleaned and limited the same way; absent or blank is null. */
export function optionalText(label: string, max: number, options: TextOptions = {}) {
  return z
    .string({ invalid_type_error: `${label} must be text` })
    .transform(cleaner(options))
    .pipe(z.string().trim().max(max, tooLongMessage(label, max)))
    .nullish()
    .transform((value) => value || null);
}

/** An email address, trimmed, at most 254 characters (the longest deliverable address). */
export const EmailSchema = z
  .string({ required_error: "Email is required", invalid_type_error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, tooLongMessage("Email", 254))
  .email("Email must be a valid email address");

/** A phone number kept as `normalizePhone` writes it, 7 to 15 digits; blank is no phone. */
export const PhoneSchema = z
  .string({ invalid_type_error: "Phone must be text" })
  .optional()
  .transform((value) => normalizePhone(value ?? "") || null)
  .refine((phone) => phone === null || hasPhoneDigits(phone), phoneDigitsMessage("Phone"));

/** A slug typed into a form (the last part of an address): checked, or undefined when left blank (one is made). */
export const OptionalSlugSchema = z
  .string({ invalid_type_error: "Slug must be text" })
  .trim()
  .max(MAX_SLUG_LENGTH, tooLongMessage("Slug", MAX_SLUG_LENGTH))
  .refine(
    (slug) => slug === "" || SLUG_PATTERN.test(slug),
    "Slug may use lowercase letters, digits and single dashes between them, and not digits alone",
  )
  .optional()
  .transform((slug) => slug || undefined);

/** A choice from a fixed list: left blank it is required like any field; anything else must be on the list. */
export const choiceError =
  (label: string, choices: string): z.ZodErrorMap =>
  (_issue, ctx) => ({
    message: ctx.data == null || ctx.data === "" ? `${label} is required` : `${label} must be one of ${choices}`,
  });
