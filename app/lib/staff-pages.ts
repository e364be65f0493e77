// Pages staff make themselves (issue 37, point 4): each lives at /{slug} and is stored as the
// content document `page-{slug}`. The rules with no I/O: which slugs are allowed, and how a key
// and a slug turn into each other (the only place that knows the `page-` prefix).

import { z } from "zod";

import { requiredText, tooLongMessage } from "./text-schema";

const KEY_PREFIX = "page-";

export const STAFF_PAGE_SLUG_MAX = 60;

/** Lowercase letters and digits in words joined by single hyphens. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The first path segments the site answers itself (its routes and public/ files, see
 * staff-pages.test.ts, which walks both): a staff page there would never be seen.
 */
export const RESERVED_SEGMENTS: ReadonlySet<string> = new Set([
  "about",
  "action",
  "admin",
  "api",
  "appointment",
  "blog",
  "book",
  "build",
  "careers",
  "contact",
  "cookies",
  "dashboard",
  "forgot-password",
  "healthz",
  "images",
  "insights",
  "interview",
  "invite",
  "learning",
  "login",
  "logout",
  "media",
  "newsletter",
  "privacy",
  "readyz",
  "reset-password",
  "search",
  "services",
  "studio",
  "terms",
]);

export const SLUG_MESSAGES = {
  required: "Slug is required",
  format: "Slug may use lowercase letters, digits and single hyphens between them, e.g. our-approach",
  tooLong: tooLongMessage("Slug", STAFF_PAGE_SLUG_MAX),
  reserved: "This address is already used by the site: choose another one",
  taken: "This address is already taken by another page",
} as const;

/** Why `slug` cannot be a staff page's address (format and the site's own addresses), or null when it can. */
export function slugProblem(slug: string) {
  if (slug === "") return SLUG_MESSAGES.required;
  if (slug.length > STAFF_PAGE_SLUG_MAX) return SLUG_MESSAGES.tooLong;
  if (!SLUG_PATTERN.test(slug)) return SLUG_MESSAGES.format;
  if (RESERVED_SEGMENTS.has(slug)) return SLUG_MESSAGES.reserved;
  return null;
}

/** A staff page's document key: `page-{slug}`. */
export type StaffPageKey = `page-${string}`;

export function staffPageKey(slug: string): StaffPageKey {
  return `${KEY_PREFIX}${slug}`;
}

/** The slug `key` asks for (valid or not, for a message), or null when it does not start with `page-`. */
export function requestedSlug(key: string) {
  return key.startsWith(KEY_PREFIX) ? key.slice(KEY_PREFIX.length) : null;
}

/** The slug of staff page `key`, or null when `key` names no staff page one could make. */
export function staffPageSlug(key: string) {
  const slug = requestedSlug(key);
  return slug !== null && slugProblem(slug) === null ? slug : null;
}

export function isStaffPageKey(key: string): key is StaffPageKey {
  return staffPageSlug(key) !== null;
}

/** Where the new page's link goes: nowhere, the main menu, or a footer column by its position (footer-0…). */
const MENU_CHOICE = /^(|main|footer-\d{1,2})$/;

/** The "New page" form: the page's title, its slug, and (Admins) a menu to add it to. */
export const NewStaffPageSchema = z.object({
  title: requiredText("Title", 120),
  slug: z
    .string({ invalid_type_error: "Slug must be text" })
    .optional()
    .transform((slug) => (slug ?? "").trim())
    .superRefine((slug, ctx) => {
      const problem = slugProblem(slug);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  menu: z
    .string()
    .optional()
    .transform((menu) => menu ?? "")
    .refine((menu) => MENU_CHOICE.test(menu), "Choose a menu from the list"),
});
