import type { SiteSettings } from "~/content/settings";

/** The logo search engines show for the company: the square mark, served from /public. */
export const ORGANIZATION_LOGO = "/favicon.svg";

/** Links that name a profile of ours; a bare site root (https://x.com/) is a placeholder, not a profile. */
export function profileUrls(links: ReadonlyArray<{ href: string }>) {
  return links
    .map((link) => link.href)
    .filter((href) => {
      try {
        const url = new URL(href);
        return url.protocol === "https:" && url.pathname.replace(/\/+$/, "") !== "";
      } catch {
        return false;
      }
    });
}

/** Organization structured data for the home page, from the site settings. */
export function organizationLd(origin: string, { company, social }: Pick<SiteSettings, "company" | "social">) {
  const sameAs = profileUrls(social);
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: company.name,
    legalName: company.legalName,
    url: `${origin}/`,
    logo: `${origin}${ORGANIZATION_LOGO}`,
    foundingDate: company.founded,
    description: company.description,
    email: company.email,
    telephone: company.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: company.address.street,
      addressLocality: company.address.city,
      addressRegion: company.address.region,
      postalCode: company.address.postalCode,
      addressCountry: company.address.countryCode,
    },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: company.phone,
      email: company.email,
      availableLanguage: "English",
    },
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}
