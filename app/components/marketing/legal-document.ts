import { seoFields } from "~/content/fields";
import { defineDocument, group, richText, text, type ValueOf } from "~/lib/content-fields";

const legalFields = {
  seo: seoFields(),
  title: text({ label: "Heading", max: 80 }),
  updated: text({ label: "Last updated", max: 40, help: "Shown under the heading, e.g. “November 1, 2026”." }),
  body: richText({ label: "Text", max: 50_000 }),
};

/** A policy page (privacy, terms): its heading, last update and formatted text. */
export const legalDocument = defineDocument("Policy page", legalFields);
export type LegalContent = ValueOf<typeof legalDocument.fields>;

/** The cookie policy: a policy page with the table of cookies the site sets, and a note after it. */
export const cookiesDocument = defineDocument("Cookie policy", {
  ...legalFields,
  cookies: group({
    label: "Cookies",
    itemLabel: "Cookie",
    min: 1,
    max: 20,
    fields: {
      name: text({ label: "Cookie", max: 60 }),
      purpose: text({ label: "Purpose", max: 300 }),
      lifetime: text({ label: "Lifetime", max: 60 }),
    },
  }),
  afterTable: richText({ label: "Text after the table", max: 10_000 }),
});
export type CookiesContent = ValueOf<typeof cookiesDocument.fields>;
