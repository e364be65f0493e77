import { describe, expect, it } from "vitest";

import { DOCUMENTS, type DocumentKey } from "./documents";
import { DOCUMENT_SEEDS } from "./seed";

describe("content documents", () => {
  it("lists the keys the API and the back-office name", () => {
    expect(Object.keys(DOCUMENTS).sort()).toEqual(
      [
        "about",
        "contact",
        "cookies",
        "home",
        "learning",
        "newsletter",
        "privacy",
        "services",
        "settings",
        "studio-acceleration",
        "studio-capital",
        "studio-growth",
        "studios",
        "terms",
      ].sort(),
    );
  });

  it.each(Object.keys(DOCUMENTS) as DocumentKey[])("the seed of %s passes its schema unchanged", (key) => {
    expect(DOCUMENTS[key].schema.parse(DOCUMENT_SEEDS[key])).toEqual(DOCUMENT_SEEDS[key]);
  });
});

describe("the contact document", () => {
  const { schema } = DOCUMENTS.contact;
  const messages = (value: unknown) =>
    Object.fromEntries(
      (schema.safeParse(value).error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
    );
  const seed = DOCUMENT_SEEDS.contact;

  it("keeps one to sixteen booking topics", () => {
    expect(messages({ ...seed, topics: [] })).toEqual({
      topics: "Appointment topics must have at least 1 topic",
    });
    const many = Array.from({ length: 17 }, (_, index) => `Topic ${index + 1}`);
    expect(messages({ ...seed, topics: many })).toEqual({ topics: "Appointment topics can have at most 16 items" });
    expect(schema.parse({ ...seed, topics: many.slice(0, 16) }).topics).toHaveLength(16);
  });

  it("needs the office map's alt text", () => {
    const map = { ...seed.contact.map, picture: { src: "/images/office-map.svg", alt: "" } };
    expect(messages({ ...seed, contact: { ...seed.contact, map } })).toEqual({
      "contact.map.picture.alt": "Map alt text is required",
    });
  });
});
