import type { MailContext } from "~/emails/email";

import { env } from "./env.server";
import { siteOrigin } from "./http.server";

/** The mail settings: links point at the site's configured origin, whichever request queued the email. */
export function mailContext(): MailContext {
  return {
    siteUrl: siteOrigin,
    from: env.mail.from,
    staff: env.mail.staff,
    secret: env.sessionSecret,
  };
}
