import { getPaths, serializeIntent, type Intent } from "@conform-to/dom";

import type { Field, Fields, ImageValue, SectionsField } from "./content-fields";

// The form of a content document (app/lib/content-fields.ts), as its fields are named and walked:
// conform's names (`hero.title`, `team[0].name`, `sections[2].items[0].title`), the list intents
// its buttons post, and where focus goes after one. Shared by the editor and the server.

/** The name of a field inside another (`hero` + `title` → `hero.title`); a top-level field's is its key. */
export function childName(parent: string, key: string) {
  return parent ? `${parent}.${key}` : key;
}

/** The name of a group's, list's or sections' item (`team` + 0 → `team[0]`). */
export function itemName(list: string, index: number) {
  return `${list}[${index}]`;
}

/** A name's segments (`team[0].name` → team, 0, name); none for a name conform refuses (`__proto__`…). */
function segmentsOf(name: string): Array<string | number> {
  try {
    return getPaths(name);
  } catch {
    return [];
  }
}

/** The section type `type` names in a sections field; undefined for any other word (a forged one included). */
export function sectionType(field: SectionsField, type: unknown) {
  const name = String(type);
  return Object.hasOwn(field.types, name) ? field.types[name] : undefined;
}

/** The value at a form name in a document's value (or in a reply's `initialValue`). */
export function valueAt(tree: unknown, name: string): unknown {
  const segments = segmentsOf(name);
  if (segments.length === 0) return undefined;
  let node = tree;
  for (const segment of segments) {
    if (node === null || typeof node !== "object" || !Object.hasOwn(node, segment)) return undefined;
    node = (node as Record<string | number, unknown>)[segment];
  }
  return node;
}

/** The text at a form name: a field's value, or nothing. */
export function textAt(tree: unknown, name: string) {
  const value = valueAt(tree, name);
  return typeof value === "string" ? value : "";
}

/** The items at a form name: a list's value, or none. */
export function itemsAt(tree: unknown, name: string): unknown[] {
  const items = valueAt(tree, name);
  return Array.isArray(items) ? items : [];
}

/** The file input of an image field is named after it: `hero.photo` → `hero.photo.file`. */
export const IMAGE_FILE_SUFFIX = ".file";

/** The field descriptions a form name can belong to (several inside sections, whose type another field says). */
export function fieldsAt(fields: Fields, name: string): Field[] {
  return fieldsOf(fields, segmentsOf(name));
}

function fieldsOf(fields: Fields, [key, ...rest]: Array<string | number>): Field[] {
  if (typeof key !== "string" || !Object.hasOwn(fields, key)) return [];
  const field = fields[key]!;
  if (rest.length === 0) return [field];
  const [index, ...inItem] = rest;
  switch (field.kind) {
    case "object":
      return fieldsOf(field.fields, rest);
    case "group":
      return isIndexBelow(index, field.max) ? fieldsOf(field.fields, inItem) : [];
    case "list":
      return isIndexBelow(index, field.max) && inItem.length === 0 ? [field.item] : [];
    case "sections":
      return isIndexBelow(index, field.max)
        ? Object.values(field.types).flatMap((type) => fieldsOf(type.fields, inItem))
        : [];
    default:
      return [];
  }
}

function isIndexBelow(index: string | number | undefined, max: number): index is number {
  return typeof index === "number" && index < max;
}

/** Whether a posted file is an image field's upload (`team[0].photo.file`), the only files the form reads. */
export function isImageFileName(fields: Fields, name: string) {
  if (!name.endsWith(IMAGE_FILE_SUFFIX)) return false;
  return fieldsAt(fields, name.slice(0, -IMAGE_FILE_SUFFIX.length)).some((field) => field.kind === "image");
}

/** The leaf fields (not object, group, list or sections) a value transform is applied to. */
export type LeafField = Exclude<Field, { kind: "object" | "group" | "list" | "sections" }>;

/**
 * A document's value with `leaf` applied to each leaf field's value (rich text, images…), walking
 * objects, groups, lists and sections as the fields describe them. `value` has passed the schema.
 */
export function mapLeaves<V>(fields: Fields, value: V, leaf: (field: LeafField, value: unknown) => unknown): V {
  return mapFields(fields, value, leaf) as V;
}

function mapFields(fields: Fields, value: unknown, leaf: (field: LeafField, value: unknown) => unknown) {
  const record = (value ?? {}) as Record<string, unknown>;
  const mapped: Record<string, unknown> = { ...record };
  for (const [key, field] of Object.entries(fields)) mapped[key] = mapField(field, record[key], leaf);
  return mapped;
}

function mapField(field: Field, value: unknown, leaf: (field: LeafField, value: unknown) => unknown): unknown {
  const items = Array.isArray(value) ? value : [];
  switch (field.kind) {
    case "object":
      return mapFields(field.fields, value, leaf);
    case "group":
      return items.map((item) => mapFields(field.fields, item, leaf));
    case "list":
      return items.map((item) => leaf(field.item, item));
    case "sections":
      return items.map((item: { type: string }) => {
        const type = sectionType(field, item.type);
        return type ? mapFields(type.fields, item, leaf) : item;
      });
    default:
      return leaf(field, value);
  }
}

/** The picture kept in an image field's value. */
export function imageValue(value: unknown): ImageValue {
  const image = (value ?? {}) as Partial<Record<keyof ImageValue, unknown>>;
  return { src: typeof image.src === "string" ? image.src : "", alt: typeof image.alt === "string" ? image.alt : "" };
}

// The buttons of groups, lists, sections and optional images post conform's intents: the server
// applies them to what was posted and shows the form again, saving nothing.

export function insertIntent(list: string, defaultValue?: Record<string, string>) {
  // Typed for a list of any items: the default is a section's type, or nothing.
  return serializeIntent<Array<Record<string, string>>>({ type: "insert", payload: { name: list, defaultValue } });
}

export function removeIntent(list: string, index: number) {
  return serializeIntent({ type: "remove", payload: { name: list, index } });
}

export function reorderIntent(list: string, from: number, to: number) {
  return serializeIntent({ type: "reorder", payload: { name: list, from, to } });
}

/** Empties an image field (its "Remove image" button). */
export function clearImageIntent(image: string) {
  return serializeIntent({ type: "update", payload: { name: image, value: { src: "", alt: "" } } });
}

/** The focus keys of an item's own buttons, and of a list's first "Add" button. */
export const control = {
  moveUp: (item: string) => `${item}#up`,
  moveDown: (item: string) => `${item}#down`,
  add: (list: string) => `${list}#add`,
};

/** The first control of these fields under `prefix`: the one a new item's person types in first. */
function firstControl(fields: Fields, prefix: string, tree: unknown): string | null {
  const [key, field] = Object.entries(fields)[0] ?? [];
  if (!key || !field) return null;
  const name = childName(prefix, key);
  switch (field.kind) {
    case "object":
      return firstControl(field.fields, name, tree);
    case "image":
      return `${name}${IMAGE_FILE_SUFFIX}`;
    case "group":
    case "list":
    case "sections":
      return itemsAt(tree, name).length > 0 ? firstControlOfItem(field, itemName(name, 0), tree) : control.add(name);
    default:
      return name;
  }
}

function firstControlOfItem(field: Field, item: string, tree: unknown): string | null {
  switch (field.kind) {
    case "group":
      return firstControl(field.fields, item, tree);
    case "list":
      return item;
    case "sections": {
      const type = sectionType(field, valueAt(tree, `${item}.type`));
      return type ? firstControl(type.fields, item, tree) : null;
    }
    default:
      return null;
  }
}

/**
 * The control that takes the focus after an intent, in the form it gave (`tree`): a new item's
 * first field; after a removal, the first field of the item that took its place (or of the one
 * before, or the list's "Add" button when none is left); after a move, the same move button of the
 * moved item (the other one at an end); after an image is emptied, its file input.
 */
export function focusAfter(intent: Intent | null | undefined, fields: Fields, tree: unknown): string | null {
  if (!intent) return null;
  if (intent.type === "update") return intent.payload.name ? `${intent.payload.name}${IMAGE_FILE_SUFFIX}` : null;
  if (intent.type !== "insert" && intent.type !== "remove" && intent.type !== "reorder") return null;
  const list = intent.payload.name;
  const [field] = fieldsAt(fields, list);
  if (!field) return null;
  const count = itemsAt(tree, list).length;
  if (intent.type === "reorder") {
    const { from, to } = intent.payload;
    const item = itemName(list, to);
    const up = to < from ? to > 0 : to === count - 1;
    return up ? control.moveUp(item) : control.moveDown(item);
  }
  if (count === 0) return control.add(list);
  const index = intent.type === "insert" ? (intent.payload.index ?? count - 1) : intent.payload.index;
  return firstControlOfItem(field, itemName(list, Math.min(index, count - 1)), tree);
}

/** What an intent did, said to people using a screen reader (the form's status line). */
export function intentMessage(intent: Intent | null | undefined, fields: Fields, tree: unknown): string | null {
  if (!intent || !("name" in intent.payload) || !intent.payload.name) return null;
  const [field] = fieldsAt(fields, intent.payload.name);
  if (!field) return null;
  if (intent.type === "update") return `${field.label} removed.`;
  const count = itemsAt(tree, intent.payload.name).length;
  const typeOf = (index: number) =>
    field.kind === "sections"
      ? sectionType(field, valueAt(tree, `${itemName(intent.payload.name!, index)}.type`))?.label
      : undefined;
  const item = field.kind === "group" || field.kind === "list" ? field.itemLabel : "Section";
  switch (intent.type) {
    case "insert": {
      const index = intent.payload.index ?? count - 1;
      return `${typeOf(index) ?? item} added: ${index + 1} of ${count}.`;
    }
    case "remove":
      return `${item} ${intent.payload.index + 1} removed: ${count} left.`;
    case "reorder":
      return `${typeOf(intent.payload.to) ?? item} moved to position ${intent.payload.to + 1} of ${count}.`;
    default:
      return null;
  }
}
