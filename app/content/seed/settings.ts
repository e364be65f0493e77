import type { SiteSettings } from "../settings";

/** Today's company facts and menus, word for word: what the site shows until an Admin changes them. */
export const settingsSeed: SiteSettings = {
  company: {
    name: "Lumora Ventures",
    shortName: "Lumora",
    legalName: "Lumora Ventures Private Limited",
    founded: "2015",
    description: "A venture studio and business consultancy helping founders build, fund and grow companies that last.",
    headline: "We help startups and businesses scale through innovative technology and strategic consulting.",
    email: "hello@lumoraventures.com",
    phone: "+91 80 4719 2500",
    address: {
      street: "4th Floor, Prestige Atrium, 1 Central Street",
      city: "Bengaluru",
      region: "Karnataka",
      postalCode: "560001",
      country: "India",
      countryCode: "IN",
    },
    hours: "Mon-Fri 9am-5pm PST",
    replyPromise: "We reply to every message within 24 hours.",
  },
  social: [
    { label: "LinkedIn", href: "https://www.linkedin.com/" },
    { label: "X (Twitter)", href: "https://x.com/" },
    { label: "YouTube", href: "https://www.youtube.com/" },
  ],
  mainMenu: [
    { label: "About", to: "/about" },
    { label: "Studios", to: "/studio" },
    { label: "Learning", to: "/learning" },
    { label: "Careers", to: "/careers" },
    { label: "Insights", to: "/insights" },
    { label: "Book a Call", to: "/appointment" },
  ],
  footerColumns: [
    {
      title: "Company",
      links: [
        { label: "Home", to: "/" },
        { label: "About", to: "/about" },
        { label: "Careers", to: "/careers" },
        { label: "Insights", to: "/insights" },
        { label: "Contact", to: "/contact" },
      ],
    },
    {
      title: "What we do",
      links: [
        { label: "Studios", to: "/studio" },
        { label: "Services", to: "/services" },
        { label: "Learning", to: "/learning" },
        { label: "Book an appointment", to: "/appointment" },
      ],
    },
  ],
  legalMenu: [
    { label: "Privacy Policy", to: "/privacy" },
    { label: "Terms of Service", to: "/terms" },
    { label: "Cookie Policy", to: "/cookies" },
  ],
  seo: {
    defaultDescription: "We help startups and businesses scale through innovative technology and strategic consulting.",
    shareImage: { src: "/images/share-default.jpg", alt: "Lumora Ventures" },
  },
};
