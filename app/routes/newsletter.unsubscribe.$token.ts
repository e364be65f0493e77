import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";

import { subscriberOfReaderToken, unsubscribe } from "~/models/subscriber.server";
import { env } from "~/utils/env.server";
import { readFormData } from "~/utils/form-data.server";

// The List-Unsubscribe address of every newsletter email (RFC 8058): a mail client's own
// "Unsubscribe" button POSTs `List-Unsubscribe=One-Click` here, from its servers (no Origin header,
// so the cross-site check lets it through), with no cookie and no form token, and the reader is
// unsubscribed at once. Opened in a browser (GET), it leads to
// the reader's preferences page, which asks before it unsubscribes.

export function loader({ params }: LoaderFunctionArgs) {
  return redirect(`/newsletter/preferences/${encodeURIComponent(params.token ?? "")}`);
}

export async function action({ request, params }: ActionFunctionArgs) {
  // A form, as RFC 8058 has it (`List-Unsubscribe=One-Click`); whatever it holds, the POST is the request.
  await readFormData(request);
  const subscriber = await subscriberOfReaderToken(env.sessionSecret, params.token ?? "");
  if (!subscriber) return new Response("This unsubscribe link does not work.", { status: 404 });
  await unsubscribe(subscriber.id);
  return new Response("You are unsubscribed.", { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
