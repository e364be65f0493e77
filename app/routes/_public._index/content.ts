import { buttonFields, cardsFields, ctaFields, headingFields, seoFields, titleFields } from "~/content/fields";
import { defineDocument, group, image, list, longText, object, text, type ValueOf } from "~/lib/content-fields";

const words = (label: string) =>
  list({ label, itemLabel: "Phrase", min: 1, max: 6, item: text({ label: "Phrase", max: 40 }) });

const hint = () =>
  text({
    label: "Button description for screen readers",
    max: 80,
    required: false,
    help: "Read after the button text, e.g. “about Lumora Ventures”.",
  });

/** The home page: every section's words, lists and pictures (the services come from the services page). */
export const homeDocument = defineDocument("Home", {
  seo: seoFields(),
  hero: object({
    label: "Opening",
    fields: {
      eyebrow: text({ label: "Eyebrow", max: 60 }),
      words: words("Rotating phrases"),
      suffix: text({ label: "Heading ending", max: 40, help: "Shown after the rotating phrases." }),
      lead: longText({ label: "Lead", max: 400, rows: 3 }),
      primary: buttonFields("First button"),
      secondary: buttonFields("Second button"),
      secondaryHint: hint(),
      desktopImage: image({ label: "Background (desktop)", decorative: true }),
      mobileImage: image({ label: "Background (phone)", decorative: true }),
    },
  }),
  banner: object({
    label: "Banner",
    fields: { words: words("Rotating headings"), cards: cardsFields("Cards", "Card", { max: 6 }) },
  }),
  services: object({
    label: "Services overview",
    fields: { heading: headingFields("Heading"), button: buttonFields("Button") },
  }),
  agency: object({
    label: "Where we help",
    fields: {
      eyebrow: text({ label: "Eyebrow", max: 60, required: false }),
      title: text({ label: "Heading", max: 120 }),
      text: longText({ label: "Text", max: 600 }),
      primary: buttonFields("First button"),
      primaryHint: hint(),
      secondary: buttonFields("Second button"),
      accordion: cardsFields("Accordion", "Item", { max: 8 }),
    },
  }),
  solution: object({
    label: "Our solution",
    fields: {
      heading: headingFields("Heading"),
      slides: group({
        label: "Slides",
        itemLabel: "Slide",
        min: 1,
        max: 8,
        fields: {
          title: text({ label: "Title", max: 80 }),
          text: longText({ label: "Text", max: 300, rows: 2 }),
          image: image({ label: "Illustration", decorative: true }),
        },
      }),
    },
  }),
  features: object({
    label: "Capabilities",
    fields: { heading: titleFields("Heading"), items: cardsFields("Capabilities", "Capability") },
  }),
  why: object({
    label: "Why choose us",
    fields: { heading: headingFields("Heading"), items: cardsFields("Reasons", "Reason", { max: 8 }) },
  }),
  cta: ctaFields(),
});

export type HomeContent = ValueOf<typeof homeDocument.fields>;
