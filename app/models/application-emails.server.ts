import { WITHDRAW_LINK_DAYS } from "~/content/careers";
import {
  applicationConfirmationEmail,
  applicationRejectionEmail,
  applicationStaffEmail,
  applicationWithdrawnStaffEmail,
} from "~/emails/application";
import type { MailContext, OutgoingEmail } from "~/emails/email";
import { signToken } from "~/lib/signed-token.server";

import type { Application } from "./application.server";

// Which emails each event of a job application sends. The candidate's withdraw link is a signed
// token (no sign-in) that works for WITHDRAW_LINK_DAYS after they applied.

export const WITHDRAW_PURPOSE = "application-withdraw";

const DAY_MS = 24 * 60 * 60 * 1000;
const about = (application: Pick<Application, "id">) => `application:${application.id}`;

export function withdrawUrl(application: Pick<Application, "id" | "createdAt">, mail: MailContext) {
  const expires = new Date(new Date(application.createdAt).getTime() + WITHDRAW_LINK_DAYS * DAY_MS);
  return `${mail.siteUrl}/careers/withdraw/${signToken(mail.secret, WITHDRAW_PURPOSE, application.id, expires)}`;
}

/** A new application: the candidate's confirmation and staff's notification. */
export function newApplicationEmails(application: Application, mail: MailContext): OutgoingEmail[] {
  return [
    {
      kind: "application-confirmation",
      about: about(application),
      to: application.email,
      ...applicationConfirmationEmail(application, mail, { withdrawUrl: withdrawUrl(application, mail) }),
    },
    {
      kind: "application-staff",
      about: about(application),
      to: mail.staff,
      replyTo: application.email,
      ...applicationStaffEmail(application, mail),
    },
  ];
}

/** The rejection a recruiter chose to send when moving an application to Rejected. */
export function rejectionEmails(application: Application, mail: MailContext): OutgoingEmail[] {
  return [
    {
      kind: "application-rejection",
      about: about(application),
      to: application.email,
      ...applicationRejectionEmail(application, mail),
    },
  ];
}

/** Staff hear that a candidate withdrew (the email names the role, not the person: their data is gone). */
export function withdrawnEmails(jobTitle: string, mail: MailContext): OutgoingEmail[] {
  return [
    {
      kind: "application-withdrawn-staff",
      to: mail.staff,
      ...applicationWithdrawnStaffEmail({ jobTitle }, mail),
    },
  ];
}

/** The outbox's name for the emails about these applications (they go with an erased application). */
export function emailsAbout(ids: number[]) {
  return ids.map((id) => about({ id }));
}
