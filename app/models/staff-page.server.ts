import { newStaffPage } from "~/content/documents";
import { settingsDocument, type SiteSettings } from "~/content/settings";
import { staffPageKey, staffPageSlug } from "~/lib/staff-pages";

import type { Actor } from "./activity.server";
import { createDocument, deleteDocument, saveDraft, StaleVersionError } from "./content-document-write.server";
import { getDocument, publishedDocuments } from "./content-document.server";

// Pages staff make from sections (`page-{slug}`, see lib/staff-pages.ts): made with a starting
// section, listed in the sitemap once published, added to a menu, and deleted only while no menu
// of the site settings links to them.

/** Where a new page's link goes: the main menu, or the footer column at `column`. */
export type MenuChoice = { menu: "main" } | { menu: "footer"; column: number };

/** Published staff pages, for the sitemap: each at its address, last changed when it was published. */
export async function staffPageSitemapEntries(now = new Date()) {
  const documents = await publishedDocuments(now);
  return documents.flatMap(({ key, publishedAt }) => {
    const slug = staffPageSlug(key);
    return slug === null ? [] : [{ path: `/${slug}`, lastmod: publishedAt ?? undefined }];
  });
}

/** Whether a menu link goes to `path` (also to a part of it, #…, or with a query, ?…). */
function linksTo(to: string, path: string) {
  return to === path || to.startsWith(`${path}#`) || to.startsWith(`${path}?`);
}

const REMOVE_FIRST = "Remove the link in Site settings first.";

/** Why a page at `path` cannot go while `settings` link to it (naming the menu), or null when no menu does. */
export function menuLinkRefusal(settings: SiteSettings, path: string) {
  if (settings.mainMenu.some((link) => linksTo(link.to, path)))
    return `This page is linked from the main menu. ${REMOVE_FIRST}`;
  const column = settings.footerColumns.find((each) => each.links.some((link) => linksTo(link.to, path)));
  if (column) return `This page is linked from the footer column “${column.title}”. ${REMOVE_FIRST}`;
  if (settings.legalMenu.some((link) => linksTo(link.to, path)))
    return `This page is linked from the legal menu. ${REMOVE_FIRST}`;
  return null;
}

/** The site settings' published, scheduled and draft contents that pass their schema. */
async function settingsVersions() {
  const document = await getDocument("settings");
  if (!document) return [];
  return [document.live, document.scheduled, document.draft].flatMap((content) => {
    const parsed = settingsDocument.schema.safeParse(content);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Why staff page `slug` cannot be deleted now (a menu links to it), or null. */
export async function staffPageDeleteRefusal(slug: string) {
  for (const settings of await settingsVersions()) {
    const refusal = menuLinkRefusal(settings, `/${slug}`);
    if (refusal) return refusal;
  }
  return null;
}

/**
 * Deletes staff page `slug`, as the caller read it at `version`, with its revisions (logged):
 * refused with the menu's name while any version of the site settings (published, scheduled or
 * draft) links to it; `deleted: false` when there was no such page.
 */
export async function deleteStaffPage({ slug, version }: { slug: string; version: number }, actor: Actor) {
  const refusal = await staffPageDeleteRefusal(slug);
  if (refusal) return { refusal };
  return { deleted: await deleteDocument({ key: staffPageKey(slug), expectedVersion: version, actor }) };
}

/** Makes staff page `slug` as a draft that starts with a hero holding `title` (DocumentKeyTakenError when taken). */
export function createStaffPage({ slug, title, actor }: { slug: string; title: string; actor: Actor }) {
  return createDocument({ key: staffPageKey(slug), content: newStaffPage(title), actor });
}

const MENU_LIMITS = {
  main: settingsDocument.fields.mainMenu.max,
  footer: settingsDocument.fields.footerColumns.fields.links.max,
};

/** The menu `choice` names in `settings`, or null when there is no such footer column. */
function menuLinks(settings: SiteSettings, choice: MenuChoice) {
  return choice.menu === "main" ? settings.mainMenu : (settings.footerColumns[choice.column]?.links ?? null);
}

/** The settings an addition to a menu starts from: what Site settings opens (the draft, else the latest). */
export async function latestSettings() {
  const document = await getDocument("settings");
  const parsed = settingsDocument.schema.safeParse(document?.latest);
  return document && parsed.success ? { document, settings: parsed.data } : null;
}

/** Why a link cannot be added to the menu `choice` names (full, or not there), or null when it can. */
export async function menuAdditionRefusal(choice: MenuChoice) {
  return refusalIn(await latestSettings(), choice);
}

function refusalIn(latest: Awaited<ReturnType<typeof latestSettings>>, choice: MenuChoice) {
  const links = latest ? menuLinks(latest.settings, choice) : null;
  if (!links) return "This menu is not in the site settings any more: reload the page and choose again";
  const max = MENU_LIMITS[choice.menu];
  if (links.length >= max) return `This menu already has ${max} links: remove one in Site settings first`;
  return null;
}

/**
 * Adds a link to `path` labelled `label` at the end of the menu `choice` names, in the site
 * settings' draft: it shows once an Admin publishes the settings (after the page itself). Whether it was added.
 */
export async function addToMenuDraft({
  choice,
  label,
  path,
  actor,
}: {
  choice: MenuChoice;
  label: string;
  path: string;
  actor: Actor;
}) {
  const latest = await latestSettings();
  if (!latest || refusalIn(latest, choice)) return false;
  const settings = structuredClone(latest.settings);
  menuLinks(settings, choice)?.push({ label, to: path });
  const write = { key: "settings", expectedVersion: latest.document.version, content: settings, actor };
  try {
    return (await saveDraft(write)) !== null;
  } catch (error) {
    // Someone saved the settings since they were read: the page is made, its link is left to them.
    if (error instanceof StaleVersionError) return false;
    throw error;
  }
}
