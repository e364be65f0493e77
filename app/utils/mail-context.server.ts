import type { SiteSettings } from "~/content/settings";
import type { MailContext } from "~/emails/email";
import { mailbox } from "~/lib/mailbox";
import { siteSettings } from "~/models/site-settings.server";

import { env } from "./env.server";
import { siteOrigin } from "./http.server";

/** Who sends every email: MAIL_FROM, else the company (its name and email in the site settings). */
export async function mailSender() {
  return senderOf((await siteSettings()).company);
}

function senderOf(company: MailContext["company"]) {
  return env.mail.from ?? mailbox(company.name, company.email);
}

/**
 * The mail settings: links point at the site's configured origin, whichever request queued the
 * email; the company's facts come from the site settings, as do the sender and staff's address
 * unless MAIL_FROM and STAFF_EMAIL say otherwise (`settings`: already read, e.g. by a command that
 * must not start the page cache's listener).
 */
export async function mailContext(settings?: SiteSettings): Promise<MailContext> {
  const { company } = settings ?? (await siteSettings());
  return {
    siteUrl: siteOrigin,
    company,
    from: senderOf(company),
    staff: env.mail.staff ?? [company.email],
    secret: env.sessionSecret,
  };
}
