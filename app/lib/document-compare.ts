import type { Fields } from "./content-fields";
import { compareParagraphs } from "./post-revisions";

// A content document's revision beside its current content, as readable text: each top-level
// field is one comparison, its values one line each ("Team 2 › Name: Ada"), diffed word by word
// with the posts' comparison.

/** A value's lines: each text under the path that leads to it. */
function readableLines(value: unknown, path: string[] = []): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => readableLines(item, [...path, String(index + 1)]));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => readableLines(inner, [...path, key]));
  }
  const text = value === null || value === undefined ? "" : String(value);
  return [path.length > 0 ? `${path.join(" › ")}: ${text}` : text];
}

const fieldOf = (content: unknown, key: string) =>
  content !== null && typeof content === "object" ? (content as Record<string, unknown>)[key] : undefined;

/** The revision and the current content compared field by field, under each field's label. */
export function compareDocument(fields: Fields, revision: unknown, current: unknown) {
  return Object.entries(fields).map(([key, field]) => ({
    key,
    label: field.label,
    ...compareParagraphs(readableLines(fieldOf(revision, key)), readableLines(fieldOf(current, key))),
  }));
}

/** Whether two contents are the same document value. */
export function sameContent(a: unknown, b: unknown) {
  return JSON.stringify(a) === JSON.stringify(b);
}
