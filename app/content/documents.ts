import { cookiesDocument, legalDocument } from "~/components/marketing/legal-document";
import { newsletterDocument } from "~/content/newsletter";
import { settingsDocument } from "~/content/settings";
import type { DocumentDefinition, ValueOf } from "~/lib/content-fields";
import { isStaffPageKey, staffPageSlug } from "~/lib/staff-pages";
import { staffPageDocument } from "~/routes/_public.$slug/content";
import { homeDocument } from "~/routes/_public._index/content";
import { aboutDocument } from "~/routes/_public.about/content";
import { contactDocument } from "~/routes/_public.contact/content";
import { learningDocument } from "~/routes/_public.learning/content";
import { servicesDocument } from "~/routes/_public.services/content";
import { studioDocument } from "~/routes/_public.studio.$name/content";
import { studiosDocument } from "~/routes/_public.studio._index/content";

/**
 * Every content document by its key: the pages' words, lists and pictures, each described beside
 * the page that renders it. The back-office's editor, the API and the pages all find them here.
 */
export const DOCUMENTS = {
  home: homeDocument,
  about: aboutDocument,
  services: servicesDocument,
  studios: studiosDocument,
  "studio-acceleration": studioDocument,
  "studio-capital": studioDocument,
  "studio-growth": studioDocument,
  learning: learningDocument,
  contact: contactDocument,
  privacy: legalDocument,
  terms: legalDocument,
  cookies: cookiesDocument,
  settings: settingsDocument,
  newsletter: newsletterDocument,
} satisfies Record<string, DocumentDefinition>;

export type DocumentKey = keyof typeof DOCUMENTS;

/** The content of document `K`, as its page renders it. */
export type DocumentContent<K extends DocumentKey> = ValueOf<(typeof DOCUMENTS)[K]["fields"]>;

export function isDocumentKey(key: string): key is DocumentKey {
  return Object.hasOwn(DOCUMENTS, key);
}

/** What the back-office calls each document, and the page that shows it (the settings and the newsletter's form show on every page). */
export const DOCUMENT_PAGES: Record<DocumentKey, { title: string; path: string }> = {
  home: { title: "Home", path: "/" },
  about: { title: "About", path: "/about" },
  services: { title: "Services", path: "/services" },
  studios: { title: "Studios", path: "/studio" },
  "studio-acceleration": { title: "Studio: Acceleration", path: "/studio/acceleration" },
  "studio-capital": { title: "Studio: Capital", path: "/studio/capital" },
  "studio-growth": { title: "Studio: Growth", path: "/studio/growth" },
  learning: { title: "Learning", path: "/learning" },
  contact: { title: "Contact", path: "/contact" },
  privacy: { title: "Privacy policy", path: "/privacy" },
  terms: { title: "Terms of service", path: "/terms" },
  cookies: { title: "Cookie policy", path: "/cookies" },
  settings: { title: "Site settings", path: "/" },
  newsletter: { title: "Newsletter", path: "/newsletter" },
};

export { newStaffPage, type StaffPageContent } from "~/routes/_public.$slug/content";

/** The definition of document `key`: a page's above, or the staff pages' one for `page-{slug}`; null for no document. */
export function documentDefinition(key: string): DocumentDefinition | null {
  if (isDocumentKey(key)) return DOCUMENTS[key];
  return isStaffPageKey(key) ? staffPageDocument : null;
}

/** What the back-office calls document `key` and the page that shows it; null for no document. */
export function documentPage(key: string) {
  if (isDocumentKey(key)) return DOCUMENT_PAGES[key];
  const slug = staffPageSlug(key);
  return slug === null ? null : { title: `Page /${slug}`, path: `/${slug}` };
}
