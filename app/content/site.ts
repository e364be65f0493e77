/**
 * The site's fixed paths (code, not content: the company's facts and menus are the site settings,
 * app/content/settings.ts).
 */

import { DOCUMENT_PAGES } from "./documents";

/** Where the back-office lives: the paths of the pages in the routes/_admin layout (crawlers stay out). */
export const BACK_OFFICE_PATHS = ["/admin", "/dashboard"];

/** Every public page that is not generated from the database (the sitemap lists them). */
export const STATIC_PAGES = [
  ...new Set([...Object.values(DOCUMENT_PAGES).map((page) => page.path), "/careers", "/insights", "/appointment"]),
];
