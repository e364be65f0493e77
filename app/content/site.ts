/**
 * The company's name, contact details and navigation: everything a rebrand
 * changes lives in app/content/. Pages import from here, never hard-code it.
 */

import { STUDIO_SLUGS } from "~/routes/_public.studio.$name/content";

export const company = {
  name: "Lumora Ventures",
  shortName: "Lumora",
  legalName: "Lumora Ventures Private Limited",
  founded: 2015,
  description: "A venture studio and business consultancy helping founders build, fund and grow companies that last.",
  headline: "We help startups and businesses scale through innovative technology and strategic consulting.",
  email: "hello@lumoraventures.com",
  phone: "+91 80 4719 2500",
  phoneHref: "tel:+918047192500",
  address: {
    street: "4th Floor, Prestige Atrium, 1 Central Street",
    city: "Bengaluru",
    region: "Karnataka",
    postalCode: "560001",
    country: "India",
    /** ISO 3166-1 alpha-2, for structured data. */
    countryCode: "IN",
  },
  hours: "Mon-Fri 9am-5pm PST",
  replyPromise: "We reply to every message within 24 hours.",
  social: [
    { label: "LinkedIn", href: "https://www.linkedin.com/" },
    { label: "X (Twitter)", href: "https://x.com/" },
    { label: "YouTube", href: "https://www.youtube.com/" },
  ],
} as const;

export type NavLink = { to: string; label: string };

/** The pages the menus link to: each path and its name, written once for all of them. */
const pageLinks = {
  home: { to: "/", label: "Home" },
  about: { to: "/about", label: "About" },
  studios: { to: "/studio", label: "Studios" },
  services: { to: "/services", label: "Services" },
  learning: { to: "/learning", label: "Learning" },
  careers: { to: "/careers", label: "Careers" },
  insights: { to: "/insights", label: "Insights" },
  contact: { to: "/contact", label: "Contact" },
  appointment: { to: "/appointment", label: "Book an appointment" },
} satisfies Record<string, NavLink>;

/** Top navigation and the mobile menu. */
export const mainNav: NavLink[] = [
  pageLinks.about,
  pageLinks.studios,
  pageLinks.learning,
  pageLinks.careers,
  pageLinks.insights,
  { ...pageLinks.appointment, label: "Book a Call" },
];

export const footerNav: { title: string; links: NavLink[] }[] = [
  {
    title: "Company",
    links: [pageLinks.home, pageLinks.about, pageLinks.careers, pageLinks.insights, pageLinks.contact],
  },
  {
    title: "What we do",
    links: [pageLinks.studios, pageLinks.services, pageLinks.learning, pageLinks.appointment],
  },
];

export const legalNav: NavLink[] = [
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/terms", label: "Terms of Service" },
  { to: "/cookies", label: "Cookie Policy" },
];

/** Where the back-office lives: the paths of the pages in the routes/_admin layout (crawlers stay out). */
export const BACK_OFFICE_PATHS = ["/admin", "/dashboard"];

/** Every public page that is not generated from the database (the sitemap lists them). */
export const STATIC_PAGES = [
  "/",
  "/about",
  "/services",
  "/studio",
  ...STUDIO_SLUGS.map((slug) => `/studio/${slug}`),
  "/learning",
  "/careers",
  "/insights",
  "/appointment",
  "/contact",
  "/privacy",
  "/terms",
  "/cookies",
];
