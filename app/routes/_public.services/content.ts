import { openingFields, ctaFields, pointsFields, seoFields } from "~/content/fields";
import { defineDocument, group, longText, text, type ValueOf } from "~/lib/content-fields";

/** The services page: the practices the company offers, each with what it delivers. */
export const servicesDocument = defineDocument("Services", {
  seo: seoFields(),
  header: openingFields({}),
  services: group({
    label: "Services",
    help: "The home page lists them too.",
    itemLabel: "Service",
    min: 1,
    max: 12,
    fields: {
      title: text({ label: "Name", max: 80 }),
      summary: longText({ label: "Summary", max: 300, rows: 2 }),
      delivers: pointsFields("What it delivers", { max: 8 }),
    },
  }),
  bookLabel: text({ label: "Button text beside each service", max: 40 }),
  cta: ctaFields(),
});

export type ServicesContent = ValueOf<typeof servicesDocument.fields>;
