import { openingFields, pointsFields, seoFields } from "~/content/fields";
import { defineDocument, image, link, list, longText, object, text, type ValueOf } from "~/lib/content-fields";

/**
 * The contact page's words and map, the appointment page's (it reads this document too), and the
 * topics a consultation can be booked about. The forms' labels, buttons and messages stay code.
 */
export const contactDocument = defineDocument("Contact", {
  contact: object({
    label: "Contact page",
    help: "The reply promise of the site settings follows the opening's lead.",
    fields: {
      seo: seoFields(),
      header: openingFields({}),
      detailsTitle: text({ label: "Contact details heading", max: 80 }),
      urgentNote: longText({ label: "Urgent note", max: 300, rows: 2 }),
      map: object({
        label: "Office map",
        fields: {
          picture: image({ label: "Map" }),
          href: link({ label: "Map link", help: "Where “open in maps” leads: the office on a map site." }),
          linkLabel: text({ label: "Map link text", max: 40 }),
        },
      }),
      formTitle: text({ label: "Form heading", max: 80 }),
    },
  }),
  appointment: object({
    label: "Appointment page",
    help: "The page at /appointment, above its booking form.",
    fields: {
      seo: seoFields(),
      consultation: openingFields({
        coversTitle: text({ label: "What the first call covers: heading", max: 80 }),
        covers: pointsFields("What the first call covers", { max: 8 }),
        afterwards: longText({ label: "After booking", max: 300, rows: 2 }),
      }),
    },
  }),
  topics: list({
    label: "Appointment topics",
    help: "What a visitor can book a consultation about. Bookings made earlier keep the topic they chose.",
    itemLabel: "Topic",
    min: 1,
    max: 16,
    item: text({ label: "Topic", max: 80 }),
  }),
});

export type ContactContent = ValueOf<typeof contactDocument.fields>;
