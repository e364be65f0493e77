import {
  openingFields,
  buttonFields,
  cardsFields,
  ctaFields,
  figuresFields,
  seoFields,
  titleFields,
} from "~/content/fields";
import { defineDocument, group, image, longText, object, text, type ValueOf } from "~/lib/content-fields";

/** The about page's words, lists and pictures. */
export const aboutDocument = defineDocument("About", {
  seo: seoFields(),
  hero: openingFields({
    primary: buttonFields("First button"),
    secondary: buttonFields("Second button"),
  }),
  stats: figuresFields("Key figures", { max: 8 }),
  journey: object({
    label: "Our journey",
    fields: {
      heading: titleFields("Heading"),
      milestones: group({
        label: "Milestones",
        itemLabel: "Milestone",
        min: 1,
        max: 12,
        fields: { year: text({ label: "Year", max: 20 }), text: longText({ label: "Text", max: 300, rows: 2 }) },
      }),
    },
  }),
  values: object({
    label: "Values",
    fields: { heading: titleFields("Heading"), items: cardsFields("Values", "Value") },
  }),
  teams: group({
    label: "Team",
    help: "Each group is a section of people: the team, mentors, guest speakers…",
    itemLabel: "Group",
    min: 1,
    max: 6,
    fields: {
      title: text({ label: "Group heading", max: 80 }),
      people: group({
        label: "People",
        itemLabel: "Person",
        min: 1,
        max: 40,
        fields: {
          name: text({ label: "Name", max: 80 }),
          role: text({ label: "Role", max: 80 }),
          bio: longText({ label: "Bio", max: 300, rows: 2 }),
          photo: image({ label: "Photo", required: false }),
        },
      }),
    },
  }),
  cta: ctaFields(),
});

export type AboutContent = ValueOf<typeof aboutDocument.fields>;
