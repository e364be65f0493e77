import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";

import { alertOfToken, unsubscribeJobAlert } from "~/models/job-alert.server";
import { env } from "~/utils/env.server";
import { readFormData } from "~/utils/form-data.server";

// The List-Unsubscribe address of every job alert email (RFC 8058), as the newsletter's: a mail
// client's own "Unsubscribe" button POSTs here from its servers, with no cookie and no form token,
// and the alert stops at once. Opened in a browser (GET), it leads to the alert's preferences page.

export function loader({ params }: LoaderFunctionArgs) {
  return redirect(`/careers/alerts/preferences/${encodeURIComponent(params.token ?? "")}`);
}

export async function action({ request, params }: ActionFunctionArgs) {
  // A form, as RFC 8058 has it (`List-Unsubscribe=One-Click`); whatever it holds, the POST is the request.
  await readFormData(request);
  const alert = await alertOfToken(env.sessionSecret, params.token ?? "");
  if (!alert) return new Response("This unsubscribe link does not work.", { status: 404 });
  await unsubscribeJobAlert(alert.id);
  return new Response("You are unsubscribed from this job alert.", {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
