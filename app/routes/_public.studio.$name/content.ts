import { cardsFields, ctaFields, figuresFields, pointsFields, seoFields } from "~/content/fields";
import { choice, defineDocument, image, longText, object, text, type ValueOf } from "~/lib/content-fields";

/** The studios: each has its own page at /studio/{slug} and its own document, `studio-{slug}`. */
export const STUDIO_SLUGS = ["acceleration", "capital", "growth"] as const;
export type StudioSlug = (typeof STUDIO_SLUGS)[number];

export function isStudioSlug(slug: string | undefined): slug is StudioSlug {
  return STUDIO_SLUGS.includes(slug as StudioSlug);
}

/** One studio's page; its name, tagline, picture and emblem also show on /studio. */
export const studioDocument = defineDocument("Studio", {
  seo: seoFields(),
  name: text({ label: "Name", max: 60 }),
  tagline: text({ label: "Tagline", max: 120 }),
  description: longText({ label: "Description", max: 400, rows: 3 }),
  image: image({ label: "Illustration", decorative: true }),
  icon: choice({
    label: "Emblem",
    options: [
      { value: "rocket", label: "Rocket" },
      { value: "coins", label: "Coins" },
      { value: "chart", label: "Chart" },
    ],
  }),
  callToAction: text({ label: "Button text", max: 40 }),
  facts: figuresFields("In numbers", { max: 4 }),
  forWhom: object({
    label: "Who it is for",
    fields: { title: text({ label: "Heading", max: 80 }), points: pointsFields("Points", { max: 8 }) },
  }),
  offers: object({
    label: "What you get",
    fields: { title: text({ label: "Heading", max: 80 }), items: cardsFields("Offers", "Offer", { max: 8 }) },
  }),
  cta: ctaFields(),
});

export type StudioContent = ValueOf<typeof studioDocument.fields>;
