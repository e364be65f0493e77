import { DATABASE_BUSY_MESSAGE, databaseBusyReply } from "./database-busy.server";
import { jsonWithToast, redirectWithToast } from "./toast.server";

type DeleteOutcome = { deleted: boolean | "busy"; listPath: string; success: string; failure: string };

/** What the confirmation page shows after a delete that could not be made (ConfirmDeletePage). */
export type DeleteActionData = { ok: false; error: string };

/**
 * The answer to a delete. The page's script sends the id of its pending toast: it gets JSON and
 * the outcome's toast under that id, replacing the pending one. A plain form post (no JavaScript)
 * is redirected to the list with the toast; when the database was busy (nothing deleted) it gets
 * the confirmation page again (503) with the message, so the admin can simply try again.
 */
export async function deleteResponse(request: Request, { deleted, listPath, success, failure }: DeleteOutcome) {
  const toastId = (await request.formData()).get("toastId");
  const fromScript = typeof toastId === "string" && /^[\w-]{1,64}$/.test(toastId);
  if (deleted === "busy") {
    if (fromScript) return databaseBusyReply({ ok: false }, { id: toastId });
    return databaseBusyReply<DeleteActionData>({ ok: false, error: DATABASE_BUSY_MESSAGE });
  }
  const toast = deleted ? { type: "success" as const, title: success } : { type: "error" as const, title: failure };
  if (!fromScript) return redirectWithToast(listPath, toast);
  return jsonWithToast({ ok: deleted }, { ...toast, id: toastId }, { status: deleted ? 200 : 404 });
}
