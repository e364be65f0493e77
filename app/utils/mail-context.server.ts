import type { MailContext } from "~/emails/email";

import { env } from "./env.server";
import { siteOrigin } from "./http.server";

/** Links in emails queued without a request (reminders) point here: SITE_URL, else this server. */
export function backgroundOrigin() {
  return env.siteUrl ?? `http://localhost:${process.env.PORT ?? 3000}`;
}

/** The mail settings for emails queued while answering `request` (or, without one, in the background). */
export function mailContext(request?: Request): MailContext {
  return {
    siteUrl: request ? siteOrigin(request) : backgroundOrigin(),
    from: env.mail.from,
    staff: env.mail.staff,
    secret: env.sessionSecret,
  };
}
