import { redirect, json, type ActionFunctionArgs } from "@remix-run/node";
import { isTheme } from "remix-themes";

import { formRefusal, readFormData, sendsForm } from "~/utils/form-data.server";
import { safeRedirect } from "~/utils/redirect";
import { themeSessionResolver } from "~/utils/theme.server";

/**
 * Saves the theme choice in its cookie. Accepts the JSON that remix-themes sends with
 * JavaScript (as text/plain: it sets no Content-Type; `null` means "follow the system"), and a
 * plain form post (then redirects back) without. A body it cannot read changes nothing (400/415).
 */
export async function action({ request }: ActionFunctionArgs) {
  const isForm = sendsForm(request);
  const payload: Record<string, unknown> = isForm
    ? Object.fromEntries(await readFormData(request))
    : await readJsonPayload(request);
  const theme = payload.theme;
  if (!isTheme(theme) && (isForm || theme !== null)) throw formRefusal(400, NOT_A_THEME);

  const session = await themeSessionResolver(request);
  if (isTheme(theme)) session.setTheme(theme);
  const headers = { "Set-Cookie": isTheme(theme) ? await session.commit() : await session.destroy() };

  if (isForm) return redirect(safeRedirect(payload.redirectTo as FormDataEntryValue | undefined, "/"), { headers });
  return json({ success: true }, { headers });
}

export const loader = () => redirect("/");

const JSON_TYPES = /^\s*(application\/json|text\/plain)?\s*(;|$)/i;
const NOT_A_THEME = 'Send the theme as JSON { "theme": "light" | "dark" | null } or as a form.';

async function readJsonPayload(request: Request) {
  if (!JSON_TYPES.test(request.headers.get("content-type") ?? "")) throw formRefusal(415, NOT_A_THEME);
  const payload: unknown = await request.json().catch(() => null);
  if (!payload || typeof payload !== "object" || Array.isArray(payload)) throw formRefusal(400, NOT_A_THEME);
  return payload as Record<string, unknown>;
}
