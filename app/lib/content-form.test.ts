import { describe, expect, it } from "vitest";

import { testDocument, testValue } from "./content-fields.testing";
import {
  control,
  fieldsAt,
  focusAfter,
  intentMessage,
  isImageFileName,
  itemsAt,
  mapLeaves,
  valueAt,
} from "./content-form";
import { documentErrors, parseDocument, sanitizeDocument } from "./content-values.server";

const { fields } = testDocument;

describe("content form names", () => {
  it("reads a value at a conform name, nested in groups and sections", () => {
    const value = testValue();
    expect(valueAt(value, "hero.title")).toBe("Hello");
    expect(valueAt(value, "team[1].portrait.alt")).toBe("Bilal");
    expect(valueAt(value, "sections[1].items[0].question")).toBe("Why?");
    expect(valueAt(value, "team[9].name")).toBeUndefined();
    expect(valueAt(value, "hero.title.length")).toBeUndefined();
    expect(itemsAt(value, "points")).toEqual(["One", "Two"]);
    expect(itemsAt(value, "hero")).toEqual([]);
  });

  it("finds the field a name belongs to, within the items a list may have", () => {
    expect(fieldsAt(fields, "team[2].portrait").map((field) => field.label)).toEqual(["Portrait"]);
    expect(fieldsAt(fields, "points[3]").map((field) => field.label)).toEqual(["Point"]);
    expect(fieldsAt(fields, "sections[0].items").map((field) => field.label)).toEqual(["Questions"]);
    expect(fieldsAt(fields, "team[3].portrait")).toEqual([]);
    expect(fieldsAt(fields, "hero.nothing")).toEqual([]);
    expect(fieldsAt(fields, "constructor")).toEqual([]);
  });

  it("reads only the file inputs of image fields", () => {
    expect(isImageFileName(fields, "hero.photo.file")).toBe(true);
    expect(isImageFileName(fields, "team[2].portrait.file")).toBe(true);
    expect(isImageFileName(fields, "team[3].portrait.file")).toBe(false);
    expect(isImageFileName(fields, "hero.title.file")).toBe(false);
    expect(isImageFileName(fields, "hero.photo")).toBe(false);
  });

  it("applies a change to every leaf, inside objects, groups, lists and sections", () => {
    const upper = mapLeaves(fields, testValue(), (field, value) =>
      field.kind === "text" && typeof value === "string" ? value.toUpperCase() : value,
    );
    expect(upper.hero.title).toBe("HELLO");
    expect(upper.team.map((member) => member.name)).toEqual(["ASHA", "BILAL", "CHEN"]);
    expect(upper.points).toEqual(["ONE", "TWO"]);
    expect(valueAt(upper, "sections[1].items[0].question")).toBe("WHY?");
    expect(upper.body).toBe("<p>Body</p>");
  });
});

describe("focus and announcements after a button", () => {
  const value = testValue();

  it("focuses a new item's first field (an image's file input, a section's first field)", () => {
    const added = { ...value, team: [...value.team, {}] };
    expect(focusAfter({ type: "insert", payload: { name: "team" } }, fields, added)).toBe("team[3].name");
    const section = { ...value, sections: [...value.sections, { type: "faq" }] };
    expect(focusAfter({ type: "insert", payload: { name: "sections" } }, fields, section)).toBe(
      control.add("sections[2].items"),
    );
    expect(intentMessage({ type: "insert", payload: { name: "sections" } }, fields, section)).toBe(
      "FAQ added: 3 of 3.",
    );
  });

  it("after a removal, focuses the item that took its place, the one before, or the Add button", () => {
    const two = { ...value, points: ["One", "Three"] };
    expect(focusAfter({ type: "remove", payload: { name: "points", index: 1 } }, fields, two)).toBe("points[1]");
    expect(focusAfter({ type: "remove", payload: { name: "points", index: 2 } }, fields, two)).toBe("points[1]");
    expect(focusAfter({ type: "remove", payload: { name: "points", index: 0 } }, fields, { points: [] })).toBe(
      control.add("points"),
    );
    expect(intentMessage({ type: "remove", payload: { name: "points", index: 1 } }, fields, two)).toBe(
      "Point 2 removed: 2 left.",
    );
  });

  it("after a move, focuses the same move button of the moved item, or the other one at an end", () => {
    const move = (from: number, to: number) =>
      focusAfter({ type: "reorder", payload: { name: "team", from, to } }, fields, value);
    expect(move(2, 1)).toBe(control.moveUp("team[1]"));
    expect(move(1, 0)).toBe(control.moveDown("team[0]"));
    expect(move(0, 1)).toBe(control.moveDown("team[1]"));
    expect(move(1, 2)).toBe(control.moveUp("team[2]"));
    expect(intentMessage({ type: "reorder", payload: { name: "team", from: 2, to: 1 } }, fields, value)).toBe(
      "Team member moved to position 2 of 3.",
    );
  });

  it("after an image is emptied, focuses its file input", () => {
    const intent = { type: "update" as const, payload: { name: "hero.photo", value: { src: "", alt: "" } } };
    expect(focusAfter(intent, fields, value)).toBe("hero.photo.file");
    expect(intentMessage(intent, fields, value)).toBe("Photo removed.");
  });
});

describe("a document's value on the server", () => {
  it("sanitizes every rich-text field and nothing else", () => {
    const value = testValue();
    value.body = "<p>Hi<script>alert(1)</script></p>";
    value.hero.title = "<b>Bold</b>";
    value.sections[0]!.body = '<img src="x" onerror="alert(1)">';
    const clean = sanitizeDocument(testDocument, value);
    expect(clean.body).toBe("<p>Hi</p>");
    expect(clean.hero.title).toBe("<b>Bold</b>");
    expect(valueAt(clean, "sections[0].body")).toBe("");
  });

  it("gives the messages of a refused value by field path, as the API answers them", () => {
    const value = testValue();
    value.team[2]!.name = "";
    (value.sections[0] as { type: string }).type = "video";
    expect(documentErrors(testDocument, testValue())).toBeNull();
    expect(documentErrors(testDocument, value)).toEqual({
      "team[2].name": ["Name is required"],
      "sections[0].type": ["Each section must be one of: text, faq"],
    });
    expect(parseDocument(testDocument, value)).toMatchObject({ value: null });
    expect(parseDocument(testDocument, { ...testValue(), body: "<p>a</p><script></script>" })).toMatchObject({
      value: { body: "<p>a</p>" },
      errors: null,
    });
  });
});
