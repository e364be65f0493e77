import { redirect, type ActionFunctionArgs } from "@remix-run/node";

import { endSession } from "~/utils/auth.server";

export async function action({ request }: ActionFunctionArgs) {
  return redirect("/login", { headers: { "Set-Cookie": await endSession(request) } });
}

/** Signing out changes state, so it is a POST; a stray GET just goes home. */
export const loader = () => redirect("/");
