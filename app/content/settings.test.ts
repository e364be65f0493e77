import { describe, expect, it } from "vitest";

import { settingsSeed } from "./seed/settings";
import { settingsDocument, type SiteSettings } from "./settings";

/** Each refused field's first message, by its path ("mainMenu.0.to"), as the generated form shows them. */
function messagesFor(value: unknown) {
  const messages: Record<string, string> = {};
  for (const issue of settingsDocument.schema.safeParse(value).error?.issues ?? [])
    messages[issue.path.join(".")] ??= issue.message;
  return messages;
}

/** The seed with one part replaced. */
function settingsWith(change: Partial<SiteSettings>) {
  return { ...structuredClone(settingsSeed), ...change };
}

describe("the site settings document", () => {
  it("accepts today's facts and menus exactly as they are", () => {
    expect(settingsDocument.title).toBe("Site settings");
    expect(settingsDocument.schema.parse(settingsSeed)).toEqual(settingsSeed);
  });

  it("names its parts as the back-office shows them", () => {
    const { company, social, mainMenu, footerColumns, legalMenu, seo } = settingsDocument.fields;
    expect([company, social, mainMenu, footerColumns, legalMenu, seo].map((field) => field.label)).toEqual([
      "Company",
      "Social profiles",
      "Main menu",
      "Footer columns",
      "Legal menu",
      "Search and sharing",
    ]);
    expect(company.fields.address.fields.countryCode).toMatchObject({ kind: "text", label: "Country code", max: 2 });
    expect(seo.fields.shareImage).toMatchObject({ kind: "image", label: "Share image", required: true });
  });

  it("refuses a menu link that is neither a page of the site nor a web address, and an empty main menu", () => {
    expect(messagesFor(settingsWith({ mainMenu: [{ label: "Home", to: "javascript:alert(1)" }] }))).toEqual({
      "mainMenu.0.to": "Link must be a page of this site (starting with /) or a web address (starting with https://)",
    });
    expect(messagesFor(settingsWith({ mainMenu: [] }))).toEqual({
      mainMenu: "Main menu must have at least 1 link",
    });
  });

  it("keeps each fact within its limits, and a footer column's links within theirs", () => {
    const company = {
      ...settingsSeed.company,
      name: "",
      email: "hello-at-lumora",
      phone: "12",
      address: { ...settingsSeed.company.address, countryCode: "IND" },
    };
    expect(messagesFor(settingsWith({ company }))).toEqual({
      "company.name": "Company name is required",
      "company.email": "Email must be a valid email address",
      "company.phone": "Phone must have 7 to 15 digits",
      "company.address.countryCode": "Country code must be at most 2 characters",
    });
    const links = Array.from({ length: 11 }, (_, index) => ({ label: `Page ${index}`, to: `/page-${index}` }));
    expect(messagesFor(settingsWith({ footerColumns: [{ title: "Company", links }] }))).toEqual({
      "footerColumns.0.links": "Links can have at most 10 items",
    });
  });

  it("asks for the share image's alt text", () => {
    const seo = { ...settingsSeed.seo, shareImage: { src: "/images/share-default.jpg", alt: "" } };
    expect(messagesFor(settingsWith({ seo }))).toEqual({ "seo.shareImage.alt": "Share image alt text is required" });
  });
});
