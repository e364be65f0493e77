import { cardsFields, ctaFields, headingFields, pointsFields, seoFields } from "~/content/fields";
import {
  defineDocument,
  group,
  image,
  link,
  longText,
  richText,
  sections,
  text,
  type SectionType,
  type ValueOf,
} from "~/lib/content-fields";

/** The most sections one page holds: enough for a long page, few enough to edit. */
const MAX_SECTIONS = 20;

/** The kinds of section a staff page is built from, each drawn as the marketing pages draw its kind. */
const SECTION_TYPES = {
  hero: {
    label: "Hero",
    fields: {
      eyebrow: text({ label: "Eyebrow", max: 60, required: false, help: "The small line above the heading." }),
      title: text({ label: "Heading", max: 120 }),
      lead: longText({ label: "Lead", max: 600, required: false }),
      buttonLabel: text({ label: "Button text", max: 40, required: false }),
      buttonLink: link({ label: "Button link", required: false, help: "The button shows when both are filled in." }),
    },
  },
  text: {
    label: "Text",
    fields: { heading: headingFields("Heading"), body: richText({ label: "Text", max: 20000 }) },
  },
  cards: {
    label: "Cards",
    fields: { heading: headingFields("Heading"), items: cardsFields("Cards", "Card") },
  },
  features: {
    label: "Feature list",
    fields: { heading: headingFields("Heading"), points: pointsFields("Features", { max: 12 }) },
  },
  faq: {
    label: "FAQ",
    fields: {
      heading: headingFields("Heading"),
      items: group({
        label: "Questions",
        itemLabel: "Question",
        min: 1,
        max: 20,
        fields: {
          question: text({ label: "Question", max: 160 }),
          answer: longText({ label: "Answer", max: 1000, rows: 3 }),
        },
      }),
    },
  },
  testimonial: {
    label: "Testimonial",
    fields: {
      quote: longText({ label: "Quote", max: 600, rows: 3 }),
      name: text({ label: "Name", max: 80 }),
      role: text({ label: "Role and company", max: 120, required: false }),
      photo: image({ label: "Photo", required: false }),
    },
  },
  cta: { label: "Call to action", fields: ctaFields().fields },
  image: {
    label: "Image",
    fields: {
      image: image({ label: "Image" }),
      caption: text({ label: "Caption", max: 200, required: false }),
    },
  },
} satisfies Record<string, SectionType>;

/**
 * A page staff make at an address they choose (`page-{slug}`), built from sections of the kinds
 * the marketing pages already have a look for.
 */
export const staffPageDocument = defineDocument("Page", {
  seo: seoFields(),
  sections: sections({
    label: "Sections",
    help: "The page from top to bottom. The first hero's heading is the page's main heading.",
    max: MAX_SECTIONS,
    types: SECTION_TYPES,
  }),
});

type SectionTypes = typeof SECTION_TYPES;

/** One section of a staff page, by its type (the schema's discriminated union, typed). */
export type StaffPageSection = {
  [T in keyof SectionTypes]: { type: T } & ValueOf<SectionTypes[T]["fields"]>;
}[keyof SectionTypes];

export type StaffPageContent = { seo: ValueOf<typeof staffPageDocument.fields>["seo"]; sections: StaffPageSection[] };

/** What a new page starts with: its title in search results and in a hero at its top. */
export function newStaffPage(title: string): StaffPageContent {
  return {
    seo: { title, description: title },
    sections: [{ type: "hero", eyebrow: "", title, lead: "", buttonLabel: "", buttonLink: "" }],
  };
}
