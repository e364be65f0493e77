import { redirect, json, type ActionFunctionArgs } from "@remix-run/node";
import { isTheme } from "remix-themes";

import { safeRedirect } from "~/utils/redirect";
import { themeSessionResolver } from "~/utils/theme.server";

/**
 * Saves the theme choice in its cookie. Accepts the JSON that remix-themes
 * sends with JavaScript, and a plain form post (then redirects back) without.
 */
export async function action({ request }: ActionFunctionArgs) {
  const isForm = /form/.test(request.headers.get("content-type") ?? "");
  const payload = isForm ? Object.fromEntries(await request.formData()) : await request.json().catch(() => null);
  const theme = payload && typeof payload === "object" ? (payload as Record<string, unknown>).theme : undefined;

  const session = await themeSessionResolver(request);
  if (isTheme(theme)) session.setTheme(theme);
  const headers = { "Set-Cookie": isTheme(theme) ? await session.commit() : await session.destroy() };

  if (isForm) return redirect(safeRedirect((payload as Record<string, unknown>).redirectTo as string, "/"), { headers });
  return json({ success: true }, { headers });
}

export const loader = () => redirect("/");
