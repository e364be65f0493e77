import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";

import type { AdminResource } from "~/content/admin-resources";
import type { FormReply } from "~/lib/form-reply";
import type { Actor } from "~/models/activity.server";

import { adminRecords, requireRecordOf } from "./admin-record.server";
import { requireActor } from "./auth.server";
import { DATABASE_BUSY_MESSAGE, databaseBusyReply, saveUnlessBusy } from "./database-busy.server";
import { formRefusal, readFormData } from "./form-data.server";
import type { Permission } from "./permissions";
import type { RecordKind, RecordOf } from "./records.server";
import { jsonWithToast, redirectWithToast } from "./toast.server";

/**
 * What a delete request sends: the id of the page's pending toast (with JavaScript) or nothing, and
 * whether it comes from one of the record's own pages (`from=record`), which cannot stay once it is gone.
 */
type DeleteForm = { toastId: string | null; fromRecordPage: boolean };

type DeleteOutcome = { deleted: boolean | "busy"; listPath: string; success: string; failure: string };

const TOAST_ID = /^[\w-]{1,64}$/;

/**
 * Reads and checks a delete request's form before anything is deleted: a body that is not a
 * form, or a toast id the page could not have sent, is refused (400/415) and nothing changes.
 */
async function readDeleteForm(request: Request): Promise<DeleteForm> {
  const form = await readFormData(request);
  const toastId = form.get("toastId");
  const from = form.get("from");
  if (toastId !== null && (typeof toastId !== "string" || !TOAST_ID.test(toastId)))
    throw formRefusal(400, "The toast id must be 1 to 64 letters, digits, _ or -.");
  if (from !== null && from !== "record") throw formRefusal(400, "The delete's from must be record or absent.");
  return { toastId, fromRecordPage: from === "record" };
}

/**
 * The answer to a delete. The page's script sends the id of its pending toast: the outcome's toast
 * comes under that id, replacing the pending one. A list page's script gets JSON (its loaders run
 * again without the row). A plain form post (no JavaScript) and a record's own page are redirected
 * to the list: that page's loaders, run again, would only find the record gone (404). When the
 * database was busy (nothing deleted), a script gets JSON and a plain post the confirmation page
 * again (503) with the message, so the admin can simply try again.
 */
function deleteResponse(
  { toastId, fromRecordPage }: DeleteForm,
  { deleted, listPath, success, failure }: DeleteOutcome,
) {
  if (deleted === "busy") {
    if (toastId !== null) return databaseBusyReply({ ok: false }, { id: toastId });
    return databaseBusyReply<FormReply>({ status: "error", error: { "": [DATABASE_BUSY_MESSAGE] } });
  }
  const toast = deleted ? { type: "success" as const, title: success } : { type: "error" as const, title: failure };
  if (toastId === null || fromRecordPage) return redirectWithToast(listPath, { ...toast, id: toastId ?? undefined });
  return jsonWithToast({ ok: deleted }, { ...toast, id: toastId }, { status: deleted ? 200 : 404 });
}

/**
 * The loader of a record's delete confirmation page (used without JavaScript; with it, a dialog on
 * the list asks instead): what the resource's delete texts need of the record, from `summary`.
 */
export async function loadDeleteConfirmation<K extends RecordKind, S>(
  args: LoaderFunctionArgs,
  kind: K,
  summary: (record: RecordOf<K>) => S,
) {
  const { record } = await requireRecordOf(args, kind);
  return json({ record: summary(record) });
}

/**
 * The action of a record's delete route: the permission, the form read before anything changes,
 * the delete (unless the database stays busy) and the answer with the resource's toasts.
 */
export async function deleteRecord({ request, params }: ActionFunctionArgs, kind: RecordKind) {
  const { resource, permission, parse, remove } = adminRecords(kind);
  const id = parse(params.id);
  return deleteFromForm(request, { resource, permission, remove: id ? (actor) => remove(id, actor) : null });
}

/**
 * The same for a record that its URL names otherwise (a tag by its slug): `remove` deletes it as
 * `actor` and says whether there was one; null when the URL names none.
 */
export async function deleteFromForm(
  request: Request,
  {
    resource,
    permission,
    remove,
  }: {
    resource: AdminResource<never>;
    permission: Permission;
    remove: ((actor: Actor) => Promise<boolean>) | null;
  },
) {
  const actor = await requireActor(request, permission);
  // Read the form first: a request it cannot read deletes nothing.
  const form = await readDeleteForm(request);
  const deleted = remove
    ? await saveUnlessBusy(() => remove(actor)).catch((error: unknown) => (console.error(error), false))
    : false;
  return deleteResponse(form, {
    deleted,
    listPath: resource.listPath,
    success: resource.delete.done,
    failure: resource.delete.failed,
  });
}
