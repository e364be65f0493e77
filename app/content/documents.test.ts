import { describe, expect, it } from "vitest";

import { DOCUMENTS, type DocumentKey } from "./documents";
import { DOCUMENT_SEEDS } from "./seed";

describe("content documents", () => {
  it("lists the keys the API and the back-office name", () => {
    expect(Object.keys(DOCUMENTS).sort()).toEqual(
      [
        "about",
        "cookies",
        "home",
        "learning",
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
