import type { Field, Fields } from "./content-fields";
import { htmlToText } from "./html-text";

// The words a visitor reads on a page built from a content document, for the site search: its
// text fields in order, rich text without its tags. Links, addresses, choices and pictures are
// not read as text. The content is taken as stored (opaque JSON): what does not fit is skipped.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function textOf(field: Field, value: unknown): string[] {
  switch (field.kind) {
    case "text":
    case "longText":
      return typeof value === "string" && value.trim() ? [value.trim()] : [];
    case "richText":
      return typeof value === "string" ? [htmlToText(value)].filter(Boolean) : [];
    case "list":
      return Array.isArray(value) ? value.flatMap((item) => textOf(field.item, item)) : [];
    case "object":
      return documentText(field.fields, value);
    case "group":
      return Array.isArray(value) ? value.flatMap((item) => documentText(field.fields, item)) : [];
    case "sections":
      return Array.isArray(value)
        ? value.flatMap((section) => {
            const type = isRecord(section) && typeof section.type === "string" ? field.types[section.type] : undefined;
            return type ? documentText(type.fields, section) : [];
          })
        : [];
    default:
      return [];
  }
}

/** The visible text of `content` described by `fields`, one string per text field, in order. */
export function documentText(fields: Fields, content: unknown): string[] {
  if (!isRecord(content)) return [];
  return Object.entries(fields).flatMap(([name, field]) =>
    Object.hasOwn(content, name) ? textOf(field, content[name]) : [],
  );
}
