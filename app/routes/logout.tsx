import { redirect, type ActionFunctionArgs } from "@remix-run/node";

import { endSession } from "~/utils/auth.server";
import { readFormData } from "~/utils/form-data.server";

export async function action({ request }: ActionFunctionArgs) {
  // The sign-out button sends an (empty) form; anything else is refused like on every form route.
  await readFormData(request);
  return redirect("/login", { headers: { "Set-Cookie": await endSession(request) } });
}

/** Signing out changes state, so it is a POST; a stray GET just goes home. */
export const loader = () => redirect("/");
