import { jsonWithToast, redirectWithToast } from "./toast.server";

type DeleteOutcome = { deleted: boolean; listPath: string; success: string; failure: string };

/**
 * The answer to a delete. The page's script sends the id of its pending toast: it gets JSON and
 * the outcome's toast under that id, replacing the pending one. A plain form post (no JavaScript)
 * is redirected to the list with the toast.
 */
export async function deleteResponse(request: Request, { deleted, listPath, success, failure }: DeleteOutcome) {
  const toast = deleted ? { type: "success" as const, title: success } : { type: "error" as const, title: failure };
  const toastId = (await request.formData()).get("toastId");
  if (typeof toastId !== "string" || !/^[\w-]{1,64}$/.test(toastId)) return redirectWithToast(listPath, toast);
  return jsonWithToast({ ok: deleted }, { ...toast, id: toastId }, { status: deleted ? 200 : 404 });
}
