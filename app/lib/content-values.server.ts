import { formatPaths } from "@conform-to/dom";

import type { DocumentDefinition, Fields } from "./content-fields";
import { mapLeaves } from "./content-form";
import { sanitizeBlogHtml } from "./sanitize.server";

// A content document's value as the server accepts it, from the editor's form or the API's JSON:
// checked by its schema (messages by field path), its rich text cleaned as posts' bodies are.

/** The value with every rich-text field cleaned with the posts' allow-list (no script, handler or javascript: URL). */
export function sanitizeDocument<V>(definition: { fields: Fields }, value: V): V {
  return mapLeaves(definition.fields, value, (field, text) =>
    field.kind === "richText" && typeof text === "string" ? sanitizeBlogHtml(text) : text,
  );
}

/** The messages of a value the schema refuses, by field path as the form names them (`team[0].name`), or null. */
export function documentErrors(definition: DocumentDefinition, value: unknown): Record<string, string[]> | null {
  const result = definition.schema.safeParse(value);
  return result.success ? null : issuesByPath(result.error.issues);
}

function issuesByPath(issues: { path: Array<string | number>; message: string }[]) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[formatPaths(issue.path)] ??= []).push(issue.message);
  return errors;
}

/** A document's value checked and cleaned (what is stored), or its messages by field path. */
export function parseDocument<F extends Fields>(definition: DocumentDefinition<F>, value: unknown) {
  const result = definition.schema.safeParse(value);
  return result.success
    ? { value: sanitizeDocument(definition, result.data), errors: null }
    : { value: null, errors: issuesByPath(result.error.issues) };
}
