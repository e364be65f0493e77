import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";

import { PAGES } from "~/content/admin-resources";
import { documentDefinition, documentPage } from "~/content/documents";
import { documentErrors } from "~/lib/content-values.server";
import { documentPreviewToken, PREVIEW_PARAM } from "~/lib/document-preview.server";
import { firstErrors } from "~/lib/form-reply";
import { isKnownTimeZone, OFFICE_TIME_ZONE } from "~/lib/slots";
import { isStaffPageKey } from "~/lib/staff-pages";
import { publishInstant } from "~/models/blog.server";
import {
  cancelSchedule,
  discardDraft,
  publish,
  saveDraft,
  StaleVersionError,
} from "~/models/content-document-write.server";
import { getDocument, listDocuments } from "~/models/content-document.server";

import { requireActor, requirePermission } from "./auth.server";
import { readDocumentForm } from "./content-form.server";
import { DATABASE_BUSY_MESSAGE, databaseBusyReply, saveUnlessBusy } from "./database-busy.server";
import { env } from "./env.server";
import { readFormData } from "./form-data.server";
import { documentPermission, hasPermission } from "./permissions";
import { jsonWithToast, redirectWithToast } from "./toast.server";

// The server half of the back-office's pages editor (/admin/pages): the list of documents, one
// document's generated form and its lifecycle (save a draft, publish now or at a time, cancel a
// schedule, discard a draft), each checked against the version the editor opened.

/** What a key that names no document gets (the pages' 404, the API's too). */
export const DOCUMENT_NOT_FOUND = PAGES.notFound;
export const STALE_DOCUMENT_MESSAGE =
  "Someone else saved this page since you opened it. What you typed is still in the form: open the page in a new tab to see their version, then save again to replace it with yours.";
const STALE_RELOADED_MESSAGE = "Someone else saved this page since you opened it: here it is with their changes.";
export const SCHEDULE_IN_FUTURE_MESSAGE = "To schedule this page, choose a date and time in the future";

/** The guard of a document's pages: the permission its key needs (content:edit for an unknown key, then 404). */
async function requireDocumentKey(request: Request, key: string | undefined) {
  const actor = await requireActor(request, documentPermission(key ?? ""));
  const definition = documentDefinition(key ?? "");
  const page = documentPage(key ?? "");
  if (!key || !definition || !page) throw new Response(DOCUMENT_NOT_FOUND, { status: 404 });
  return { key, actor, definition, page };
}

/** The guard, the key and the stored document the URL names (404 when it is not there). */
export async function requireDocument({ request, params }: LoaderFunctionArgs) {
  const { key, actor, definition, page } = await requireDocumentKey(request, params.key);
  const document = await getDocument(key);
  if (!document) throw new Response(DOCUMENT_NOT_FOUND, { status: 404 });
  return { key, actor, document, definition, page };
}

/** Every document the user may edit, with its title, state and last change. */
export async function loadDocumentList({ request }: LoaderFunctionArgs) {
  const user = await requirePermission(request, "content:edit");
  const documents = await listDocuments();
  return json({
    documents: documents.flatMap((document) => {
      const page = documentPage(document.key);
      if (!page || !hasPermission(user, documentPermission(document.key))) return [];
      return [{ ...document, title: page.title, madeByStaff: isStaffPageKey(document.key) }];
    }),
  });
}

/** A preview link to document `key`'s page: it shows the pending changes, signed out, for 7 days. */
export function previewLink(key: string, path: string) {
  return `${path}?${new URLSearchParams({ [PREVIEW_PARAM]: documentPreviewToken(env.sessionSecret, key) })}`;
}

/**
 * The edit page: the document's latest content (draft, else scheduled, else live), its version,
 * and the schema's messages for content stored before a change of its fields.
 */
export async function loadPageEditor(args: LoaderFunctionArgs) {
  const { key, document, definition, page } = await requireDocument(args);
  const errors = documentErrors(definition, document.latest);
  return json({
    key,
    title: page.title,
    latest: document.latest,
    version: document.version,
    state: document.state,
    scheduledAt: document.scheduledAt,
    hasDraft: document.draft !== null,
    updatedAt: document.updatedAt,
    updatedByName: document.updatedByName,
    previewPath: previewLink(key, page.path),
    /** The schema's messages for stored content a change of its fields left behind, as a reply the form shows. */
    stored: errors ? { status: "error" as const, initialValue: null, error: errors } : null,
  });
}

const LIFECYCLE_TOASTS = {
  save: "Draft saved",
  publish: "Page published",
  schedule: "Change scheduled",
  "cancel-schedule": "Schedule cancelled",
  discard: "Draft discarded",
} as const;

/** The version the form was opened at; none for a form that did not send one. */
function versionOf(value: unknown) {
  const version = Number(value);
  return Number.isSafeInteger(version) ? version : -1;
}

/** The future instant a Schedule press names, read in the zone the form was filled in; null when it names none. */
function scheduledInstant(payload: Record<string, unknown>) {
  const zone =
    typeof payload.timeZone === "string" && isKnownTimeZone(payload.timeZone) ? payload.timeZone : OFFICE_TIME_ZONE;
  const at = publishInstant(payload.publishAt, zone);
  return at instanceof Date && at > new Date() ? at : null;
}

/** Runs a write of a document: "busy" when the database stayed busy, the error when another save came first. */
async function writeUnlessRefused<T>(write: () => Promise<T>) {
  try {
    return await saveUnlessBusy(write);
  } catch (error) {
    if (error instanceof StaleVersionError) return error;
    throw error;
  }
}

/**
 * The edit page's action. `?do=cancel-schedule` and `?do=discard` are small forms of their own;
 * the document's form saves a draft, publishes or schedules (its `_action`). A stale version
 * answers 409 with what was typed and the version now, so a second save is a choice.
 */
export async function pageEditorAction(args: ActionFunctionArgs) {
  const { key, actor, definition } = await requireDocument(args);
  const done = (title: string) => redirectWithToast(`/admin/pages/${key}`, { type: "success", title });
  const small = new URL(args.request.url).searchParams.get("do");
  if (small === "cancel-schedule" || small === "discard") {
    const formData = await readFormData(args.request);
    const write = { key, expectedVersion: versionOf(formData.get("version")), actor };
    const written = await writeUnlessRefused(() => (small === "discard" ? discardDraft(write) : cancelSchedule(write)));
    if (written === "busy") return databaseBusyReply(null);
    // Nothing typed to keep: the page again, with the other save in it.
    if (written instanceof StaleVersionError)
      return redirectWithToast(`/admin/pages/${key}`, { ...staleToast, description: STALE_RELOADED_MESSAGE });
    return done(LIFECYCLE_TOASTS[small]);
  }

  const form = await readDocumentForm(args.request, definition, { userId: actor.id });
  if (form.kind !== "valid") return json(form.reply, { status: form.status });
  const { payload } = form.submission;
  const write = { key, expectedVersion: versionOf(payload.version), actor, content: form.value };
  const intent = payload._action === "publish" || payload._action === "schedule" ? payload._action : "save";
  const at = intent === "schedule" ? scheduledInstant(payload) : undefined;
  if (at === null) {
    return json(form.submission.reply({ fieldErrors: { publishAt: [SCHEDULE_IN_FUTURE_MESSAGE] } }), { status: 400 });
  }
  const written = await writeUnlessRefused(() => (intent === "save" ? saveDraft(write) : publish({ ...write, at })));
  if (written === "busy") return databaseBusyReply(form.submission.reply({ formErrors: [DATABASE_BUSY_MESSAGE] }));
  if (written instanceof StaleVersionError) {
    const reply = form.submission.reply({ formErrors: [STALE_DOCUMENT_MESSAGE] });
    const typed = { ...(reply.initialValue ?? {}), version: String(written.currentVersion) };
    return jsonWithToast({ ...reply, initialValue: typed }, staleToast, { status: 409 });
  }
  return done(LIFECYCLE_TOASTS[intent]);
}

const staleToast = { type: "error" as const, title: "Not saved: someone else saved this page" };

/** The draft an autosave of a page saved: its new version. */
export type AutosavedDocument = { version: number; savedAt: string };

/** What an autosave of a page answers: the draft saved, or why it was not. */
type DocumentAutosaveReply = AutosavedDocument | { message: string };

const NO_STORE = { "Cache-Control": "no-store" };

/** Saves the posted form as the draft (an 'autosave' revision, not logged): never publishes anything. */
export async function autosaveDocument(args: ActionFunctionArgs) {
  const { key, actor, definition } = await requireDocument(args);
  const answer = (reply: DocumentAutosaveReply, status = 200) => json(reply, { status, headers: NO_STORE });
  const form = await readDocumentForm(args.request, definition, { userId: actor.id });
  if (form.kind !== "valid") {
    const [message] = Object.values(firstErrors(form.reply));
    return answer({ message: message ?? "The draft could not be saved: check the form" }, 400);
  }
  const expectedVersion = versionOf(form.submission.payload.version);
  const saved = await writeUnlessRefused(() =>
    saveDraft({ key, expectedVersion, actor, content: form.value, origin: "autosave" }),
  );
  if (saved === "busy") return answer({ message: AUTOSAVE_BUSY_MESSAGE }, 503);
  if (saved instanceof StaleVersionError) return answer({ message: AUTOSAVE_STALE_MESSAGE }, 409);
  if (!saved) throw new Response(DOCUMENT_NOT_FOUND, { status: 404 });
  return answer({ version: saved.version, savedAt: saved.updatedAt });
}

const AUTOSAVE_BUSY_MESSAGE = "the site is busy. It tries again as you type, or press “Save draft”";
const AUTOSAVE_STALE_MESSAGE =
  "someone else saved this page since you opened it. Press “Save draft”: your text stays in the form";
