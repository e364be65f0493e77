import { z } from "zod";

// Line breaks and tabs, including the vertical tab and form feed that text pasted from
// word processors carries: a space on one line, a line break (or tab) in multi-line text.
// eslint-disable-next-line no-control-regex
const LINE_BREAKS_AND_TABS = /[\t\n\v\f\r\u0085]/g;
// eslint-disable-next-line no-control-regex
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

/** The cleaned, trimmed text, limited to `max` characters. */
function cleanText(label: string, max: number, { multiline = false }: TextOptions) {
  return z
    .string()
    .transform(multiline ? cleanMultiline : cleanSingleLine)
    .pipe(z.string().trim().max(max, tooLongMessage(label, max)));
}

/**
 * A required text field of a form or an API body: control characters cleaned out, trimmed,
 * not blank ('{Label} is required'), and at most `max` characters, so nothing unbounded or
 * unprintable is ever stored.
 */
export function requiredText(label: string, max: number, options: TextOptions = {}) {
  return z
    .string({ required_error: `${label} is required`, invalid_type_error: `${label} must be text` })
    .pipe(cleanText(label, max, options))
    .pipe(z.string().min(1, `${label} is required`));
}

/** An optional text field, cleaned and limited the same way; absent or blank is null. */
export function optionalText(label: string, max: number, options: TextOptions = {}) {
  return z
    .string({ invalid_type_error: `${label} must be text` })
    .pipe(cleanText(label, max, options))
    .nullish()
    .transform((value) => value || null);
}
