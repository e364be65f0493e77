import {
  defineDocument,
  email,
  group,
  image,
  link,
  longText,
  object,
  phone,
  text,
  type ValueOf,
} from "~/lib/content-fields";

// The site settings: the company's facts, its menus and what search engines and shared links show
// when a page says nothing itself. Only an Admin edits them (settings:edit); every page reads them.

/** A link in a menu: the words shown and the page (or address) it opens. */
const menuLinkFields = {
  label: text({ label: "Label", max: 40 }),
  to: link({ label: "Link", help: "A page of this site (/about) or a web address (https://…)." }),
};

const settingsFields = {
  company: object({
    label: "Company",
    fields: {
      name: text({ label: "Company name", max: 80, help: "Ends every page title: “About us | Lumora Ventures”." }),
      shortName: text({
        label: "Short name",
        max: 40,
        help: "The start of the company name, shown in bold in the logo.",
      }),
      legalName: text({ label: "Legal name", max: 120, help: "In the footer's copyright line and in emails." }),
      founded: text({ label: "Year founded", max: 4 }),
      description: longText({
        label: "Description",
        max: 300,
        rows: 3,
        help: "One or two sentences: in the footer, the news feed and search results.",
      }),
      headline: longText({ label: "Headline", max: 200, rows: 2, help: "The line under the home page's title." }),
      email: email({ label: "Email" }),
      phone: phone({ label: "Phone", help: "As people should read it, e.g. +91 80 4719 2500." }),
      address: object({
        label: "Office address",
        fields: {
          street: text({ label: "Street", max: 120 }),
          city: text({ label: "City", max: 60 }),
          region: text({ label: "State or region", max: 60 }),
          postalCode: text({ label: "Postal code", max: 12 }),
          country: text({ label: "Country", max: 60 }),
          countryCode: text({
            label: "Country code",
            max: 2,
            help: "Two letters (ISO 3166-1), e.g. IN, for search engines.",
          }),
        },
      }),
      hours: text({ label: "Office hours", max: 80 }),
      replyPromise: text({ label: "Reply promise", max: 160, help: "On the contact page, e.g. how soon you reply." }),
    },
  }),
  social: group({
    label: "Social profiles",
    itemLabel: "Profile",
    max: 8,
    fields: {
      label: text({ label: "Network", max: 40 }),
      href: link({ label: "Profile address" }),
    },
  }),
  mainMenu: group({ label: "Main menu", itemLabel: "Link", min: 1, max: 8, fields: menuLinkFields }),
  footerColumns: group({
    label: "Footer columns",
    itemLabel: "Column",
    max: 4,
    fields: {
      title: text({ label: "Heading", max: 40 }),
      links: group({ label: "Links", itemLabel: "Link", min: 1, max: 10, fields: menuLinkFields }),
    },
  }),
  legalMenu: group({ label: "Legal menu", itemLabel: "Link", max: 6, fields: menuLinkFields }),
  seo: object({
    label: "Search and sharing",
    fields: {
      defaultDescription: longText({
        label: "Default description",
        max: 160,
        rows: 2,
        help: "What search results show for a page without its own description.",
      }),
      shareImage: image({
        label: "Share image",
        help: "Shown when a page without its own picture is shared: 1200 × 630 pixels.",
      }),
    },
  }),
};

export const settingsDocument = defineDocument("Site settings", settingsFields);

export type SiteSettings = ValueOf<typeof settingsFields>;
export type CompanySettings = SiteSettings["company"];
/** A link of a menu (main, footer, legal). */
export type NavLink = SiteSettings["mainMenu"][number];
