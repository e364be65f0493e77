import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";

import { STAFF_PAGES } from "~/content/admin-resources";
import { NewStaffPageSchema, staffPageKey, staffPageSlug, SLUG_MESSAGES } from "~/lib/staff-pages";
import { DocumentKeyTakenError } from "~/models/content-document-write.server";
import { getDocument } from "~/models/content-document.server";
import {
  addToMenuDraft,
  createStaffPage,
  deleteStaffPage,
  latestSettings,
  menuAdditionRefusal,
  type MenuChoice,
} from "~/models/staff-page.server";

import { actorOf, requirePermission } from "./auth.server";
import { readFormData } from "./form-data.server";
import { documentPermission, hasPermission } from "./permissions";
import { formConstraints, parseSubmission } from "./submission.server";
import { redirectWithToast } from "./toast.server";

// The back-office's side of pages staff make (/admin/pages/new, /admin/pages/{key}/delete): the
// create form (with, for Admins, a menu to add the page to) and the delete that a menu's link refuses.

const MENU_ONLY_ADMINS = "Only people who may edit the site settings can add a page to a menu";

/** The menus a new page's link can go to, as the form offers them; null for someone who may not edit menus. */
async function menuOptions(mayEditMenus: boolean) {
  if (!mayEditMenus) return null;
  const columns = (await latestSettings())?.settings.footerColumns ?? [];
  return [
    { value: "main", label: "Main menu" },
    ...columns.map((column, index) => ({ value: `footer-${index}`, label: `Footer column “${column.title}”` })),
  ];
}

function menuChoice(value: string): MenuChoice | null {
  if (value === "main") return { menu: "main" };
  return value.startsWith("footer-") ? { menu: "footer", column: Number(value.slice("footer-".length)) } : null;
}

/** The "New page" form: its limits, and the menus offered (only to those who may edit the site settings). */
export async function loadNewPageForm({ request }: LoaderFunctionArgs) {
  const user = await requirePermission(request, "content:edit");
  return json({
    constraints: formConstraints(NewStaffPageSchema),
    menus: await menuOptions(hasPermission(user, "settings:edit")),
  });
}

/**
 * Makes the page as a draft and opens it in the editor; its link, when a menu was chosen, goes
 * into the site settings' draft (live once they are published, so never before the page is).
 * What was typed stays on any refusal (a slug taken, a full menu).
 */
export async function createPageAction({ request }: ActionFunctionArgs) {
  const user = await requirePermission(request, "content:edit");
  const actor = actorOf(request, user);
  const submission = parseSubmission(await readFormData(request), NewStaffPageSchema);
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  const { title, slug, menu } = submission.value;
  const choice = menuChoice(menu);
  if (choice) {
    const refusal = hasPermission(user, "settings:edit") ? await menuAdditionRefusal(choice) : MENU_ONLY_ADMINS;
    if (refusal) return json(submission.reply({ fieldErrors: { menu: [refusal] } }), { status: 400 });
  }
  try {
    await createStaffPage({ slug, title, actor });
  } catch (error) {
    if (!(error instanceof DocumentKeyTakenError)) throw error;
    return json(submission.reply({ fieldErrors: { slug: [SLUG_MESSAGES.taken] } }), { status: 409 });
  }
  const linked = choice ? await addToMenuDraft({ choice, label: title, path: `/${slug}`, actor }) : false;
  return redirectWithToast(`${STAFF_PAGES.listPath}/${staffPageKey(slug)}`, {
    type: "success",
    title: "Page created",
    description: !choice
      ? undefined
      : linked
        ? "Its link is in the site settings' draft: publish them once the page is published."
        : "Its link could not be added to the menu (the site settings changed meanwhile): add it in Site settings.",
  });
}

/** The slug and version of the staff page `key` names, when there is one (404 for anything else). */
async function requireStaffPage(key: string | undefined) {
  const slug = staffPageSlug(key ?? "");
  const document = slug ? await getDocument(staffPageKey(slug)) : null;
  if (!slug || !document) throw new Response(STAFF_PAGES.notFound, { status: 404 });
  return { slug, version: document.version };
}

/** The delete confirmation: which page goes. */
export async function loadPageDelete({ request, params }: LoaderFunctionArgs) {
  await requirePermission(request, documentPermission(params.key ?? ""));
  const { slug } = await requireStaffPage(params.key);
  return json({ record: { path: `/${slug}` } });
}

/** Deletes the page (logged), unless a menu links to it: then the confirmation again, naming the menu (409). */
export async function deletePageAction({ request, params }: ActionFunctionArgs) {
  // As every form: who may, then a body a form could have sent (415/400), then the page (404).
  const user = await requirePermission(request, documentPermission(params.key ?? ""));
  await readFormData(request);
  const page = await requireStaffPage(params.key);
  const result = await deleteStaffPage(page, actorOf(request, user));
  if ("refusal" in result) return json({ status: "error", error: { "": [result.refusal] } }, { status: 409 });
  const { done, failed } = STAFF_PAGES.delete;
  const toast = result.deleted ? { type: "success" as const, title: done } : { type: "error" as const, title: failed };
  return redirectWithToast(STAFF_PAGES.listPath, toast);
}
