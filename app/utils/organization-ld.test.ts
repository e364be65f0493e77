import { describe, expect, it } from "vitest";

import { settingsSeed } from "~/content/seed/settings";

import { organizationLd, profileUrls } from "./organization-ld";

const { company } = settingsSeed;

describe("organizationLd", () => {
  it("describes the company from the site settings, with its address's country code", () => {
    const ld = organizationLd("https://lumora.example", settingsSeed);
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: company.name,
      legalName: company.legalName,
      url: "https://lumora.example/",
      logo: "https://lumora.example/favicon.svg",
      email: company.email,
      telephone: company.phone,
      address: {
        "@type": "PostalAddress",
        streetAddress: company.address.street,
        addressLocality: "Bengaluru",
        addressRegion: "Karnataka",
        postalCode: "560001",
        addressCountry: "IN",
      },
      contactPoint: {
        "@type": "ContactPoint",
        contactType: "customer service",
        telephone: company.phone,
        email: company.email,
      },
    });
    expect(ld.address.addressCountry).toBe(company.address.countryCode);
    expect(ld.foundingDate).toBe("2015");
  });

  it("follows the settings an Admin saved: a new name, phone and a real profile", () => {
    const ld = organizationLd("https://lumora.example", {
      company: { ...company, name: "Lumora Labs", phone: "+91 80 4000 1000" },
      social: [{ label: "LinkedIn", href: "https://www.linkedin.com/company/lumora-labs/" }],
    });
    expect(ld).toMatchObject({
      name: "Lumora Labs",
      telephone: "+91 80 4000 1000",
      contactPoint: { telephone: "+91 80 4000 1000" },
      sameAs: ["https://www.linkedin.com/company/lumora-labs/"],
    });
  });

  it("links only real profiles: the placeholder social links (site roots) are left out", () => {
    expect(settingsSeed.social.every((link) => profileUrls([link]).length === 0)).toBe(true);
    expect(organizationLd("https://lumora.example", settingsSeed)).not.toHaveProperty("sameAs");
  });
});

describe("profileUrls", () => {
  it("keeps https links with a path, drops site roots and anything else", () => {
    expect(
      profileUrls([
        { href: "https://www.linkedin.com/company/lumora-ventures/" },
        { href: "https://x.com/" },
        { href: "https://www.youtube.com" },
        { href: "http://example.com/lumora" },
        { href: "javascript:alert(1)" },
        { href: "/about" },
      ]),
    ).toEqual(["https://www.linkedin.com/company/lumora-ventures/"]);
  });
});
