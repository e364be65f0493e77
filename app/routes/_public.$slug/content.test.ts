// The staff pages' document: every section type, the starting content, and the one registry that
// gives a definition for any key, page-{slug} included.
import { describe, expect, it } from "vitest";

import { documentDefinition, documentPage, DOCUMENTS } from "~/content/documents";

import { newStaffPage, staffPageDocument } from "./content";
import { everySection } from "../../../tests/staff-page-content";

describe("the staff page document", () => {
  it("accepts a section of every type unchanged", () => {
    expect(staffPageDocument.schema.parse(everySection)).toEqual(everySection);
  });

  it("starts a new page valid, with a hero holding its title", () => {
    const page = staffPageDocument.schema.parse(newStaffPage("Our approach"));
    expect(page.seo.title).toBe("Our approach");
    expect(page.sections).toEqual([
      { type: "hero", eyebrow: "", title: "Our approach", lead: "", buttonLabel: "", buttonLink: "" },
    ]);
  });

  it("refuses a section type the site has no look for, and a hero without its heading", () => {
    const refused = (sections: unknown[]) =>
      staffPageDocument.schema.safeParse({ ...everySection, sections }).error?.issues.map((issue) => issue.message);
    expect(refused([{ type: "video", url: "/x" }])).toEqual([
      "Each section must be one of: hero, text, cards, features, faq, testimonial, cta, image",
    ]);
    expect(refused([{ ...everySection.sections[0], title: "" }])).toEqual(["Heading is required"]);
  });
});

describe("documentDefinition and documentPage", () => {
  it("give the site's own documents as DOCUMENTS does", () => {
    expect(documentDefinition("about")).toBe(DOCUMENTS.about);
    expect(documentPage("about")).toEqual({ title: "About", path: "/about" });
  });

  it("give every valid page-{slug} the staff page document, at /{slug}", () => {
    expect(documentDefinition("page-our-approach")).toBe(staffPageDocument);
    expect(documentPage("page-our-approach")).toEqual({ title: "Page /our-approach", path: "/our-approach" });
  });

  it("give nothing for other keys, or a slug that cannot be one", () => {
    for (const key of ["missing", "page-", "page-Our", "page-about", "page-a--b"]) {
      expect(documentDefinition(key), key).toBeNull();
      expect(documentPage(key), key).toBeNull();
    }
  });
});
