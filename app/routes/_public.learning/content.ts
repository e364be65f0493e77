import {
  openingFields,
  cardsFields,
  ctaFields,
  headingFields,
  pointsFields,
  seoFields,
  titleFields,
} from "~/content/fields";
import { defineDocument, group, longText, object, text, type ValueOf } from "~/lib/content-fields";

/** The learning studio's page: its programmes, how it teaches, who should join and how. */
export const learningDocument = defineDocument("Learning", {
  seo: seoFields(),
  hero: openingFields({
    button: text({ label: "Button text", max: 40 }),
  }),
  programs: object({
    label: "Programmes",
    fields: {
      heading: titleFields("Heading"),
      items: group({
        label: "Programmes",
        itemLabel: "Programme",
        min: 1,
        max: 12,
        fields: {
          title: text({ label: "Name", max: 80 }),
          text: longText({ label: "Summary", max: 300, rows: 2 }),
          points: pointsFields("What it covers", { max: 8 }),
        },
      }),
    },
  }),
  philosophy: object({
    label: "How we teach",
    fields: { heading: titleFields("Heading"), items: cardsFields("Principles", "Principle", { max: 8 }) },
  }),
  participants: object({
    label: "Who should join",
    fields: { heading: titleFields("Heading"), points: pointsFields("Who", { max: 10 }) },
  }),
  access: object({
    label: "How to access the programmes",
    fields: { heading: headingFields("Heading"), steps: cardsFields("Steps", "Step", { max: 6 }) },
  }),
  cta: ctaFields(),
});

export type LearningContent = ValueOf<typeof learningDocument.fields>;
