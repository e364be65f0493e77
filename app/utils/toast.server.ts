import { json, redirect } from "@remix-run/node";
import { z } from "zod";

import { createSignedCookieStorage } from "./cookies.server";
import { combineHeaders } from "./http.server";

const ToastSchema = z.object({
  id: z.string(),
  type: z.enum(["success", "error", "info", "message"]),
  title: z.string(),
  description: z.string().optional(),
});

export type Toast = z.infer<typeof ToastSchema>;
export type ToastInput = Omit<Toast, "id"> & { id?: string };

const FLASH_KEY = "toast";
const toastStorage = createSignedCookieStorage<Record<string, never>, { [FLASH_KEY]: Toast }>("en_toast");

/** Set-Cookie headers that carry a toast to the next page the browser loads. */
export async function createToastHeaders(input: ToastInput) {
  const session = await toastStorage.getSession();
  session.flash(FLASH_KEY, { ...input, id: input.id ?? crypto.randomUUID() });
  return new Headers({ "Set-Cookie": await toastStorage.commitSession(session) });
}

export async function redirectWithToast(url: string, toast: ToastInput, init?: ResponseInit) {
  return redirect(url, { ...init, headers: combineHeaders(init?.headers, await createToastHeaders(toast)) });
}

export async function jsonWithToast<T>(data: T, toast: ToastInput, init?: ResponseInit) {
  return json(data, { ...init, headers: combineHeaders(init?.headers, await createToastHeaders(toast)) });
}

/** Reads (and clears) the pending toast of this request. */
export async function getToast(request: Request) {
  const session = await toastStorage.getSession(request.headers.get("Cookie"));
  const parsed = ToastSchema.safeParse(session.get(FLASH_KEY));
  return {
    toast: parsed.success ? parsed.data : null,
    headers: parsed.success ? new Headers({ "Set-Cookie": await toastStorage.destroySession(session) }) : null,
  };
}
