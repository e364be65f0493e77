import { openingFields, buttonFields, ctaFields, seoFields } from "~/content/fields";
import { defineDocument, text, type ValueOf } from "~/lib/content-fields";

/** The studios overview; each studio's card comes from its own document. */
export const studiosDocument = defineDocument("Studios", {
  seo: seoFields(),
  hero: openingFields({
    exploreLabel: text({ label: "First button text", max: 40, help: "Scrolls to the studios." }),
    secondary: buttonFields("Second button"),
  }),
  cardButton: text({ label: "Button text on each studio", max: 40 }),
  cta: ctaFields(),
});

export type StudiosContent = ValueOf<typeof studiosDocument.fields>;
