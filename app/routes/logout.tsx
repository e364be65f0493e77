import { redirect, type ActionFunctionArgs } from "@remix-run/node";

import { endSession } from "~/utils/auth.server";
import { saveUnlessBusy } from "~/utils/database-busy.server";
import { readFormData } from "~/utils/form-data.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function action({ request }: ActionFunctionArgs) {
  // The sign-out button sends an (empty) form; anything else is refused like on every form route.
  await readFormData(request);
  const cookie = await saveUnlessBusy(() => endSession(request));
  // The session row could not be deleted: say so rather than pretend the sign-out happened.
  if (cookie === "busy")
    return redirectWithToast("/dashboard", {
      type: "error",
      title: "We could not sign you out just now. Please try again.",
    });
  return redirect("/login", { headers: { "Set-Cookie": cookie } });
}

/** Signing out changes state, so it is a POST; a stray GET just goes home. */
export const loader = () => redirect("/");
