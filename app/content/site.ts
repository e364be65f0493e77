/**
 * The site's fixed paths (code, not content: the company's facts and menus are the site settings,
 * app/content/settings.ts).
 */

import { STUDIO_SLUGS } from "~/routes/_public.studio.$name/content";

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
