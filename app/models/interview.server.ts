import { z } from "zod";

import { db, engine } from "~/db.server";
import type { MailContext } from "~/emails/email";
import { interviewInvitationEmail } from "~/emails/interview";
import { formatDate } from "~/lib/format";
import { hashSecretToken, newSecretToken } from "~/lib/secret-token.server";
import { readToken, signToken } from "~/lib/signed-token.server";
import { formatOfficeSlot } from "~/lib/slots";
import { optionalText } from "~/lib/text-schema";

import { logActivity, quoted, VISITOR, type Actor } from "./activity.server";
import type { HostedAppointment } from "./appointment.server";
import { interviewBookedEmails } from "./booking-emails.server";
import { addHosts, claimSlot, SlotTakenError, type SlotHosts } from "./booking-slots.server";
import { camelCaseRow } from "./camel-case.server";
import { bookingHosts, listConsultants } from "./consultant.server";
import { queueEmails } from "./outbox.server";
import { isUniqueViolation } from "../../db/database-errors";

// Interview scheduling from the pipeline (issue 39 item 3): a recruiter invites a candidate to
// pick a time with a panel of interviewers; the emailed link (signed, 7 days by default) opens the
// panel's free times, and booking one takes the whole panel by the same engine and lock as any
// booking, moves the application to Interview and writes it to the timeline. The link works once,
// and not at all once the application is rejected or withdrawn (erased).

export const INTERVIEW_PURPOSE = "interview-invitation";
export const INVITATION_DAYS = 7;
export const INTERVIEW_LENGTHS = [30, 45, 60, 90] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The invite form: interviewers (of those who interview), a length, an optional note. */
export function inviteSchema(interviewerIds: readonly number[]) {
  return z.object({
    interviewers: z.preprocess(
      (value) => (value === undefined ? [] : [value].flat().map(Number)),
      z
        .array(
          z.number().refine((id) => interviewerIds.includes(id), "Interviewers must be among the listed interviewers"),
        )
        .min(1, "Choose at least one interviewer"),
    ),
    minutes: z.preprocess(
      (value) => Number(value),
      z
        .number()
        .refine((minutes) => (INTERVIEW_LENGTHS as readonly number[]).includes(minutes), "Choose a listed length"),
    ),
    note: optionalText("Note", 1000, { multiline: true }),
  });
}

export type InviteInput = z.output<ReturnType<typeof inviteSchema>>;

/** The candidate's link to the invitation's page, valid until `expiresAt`. */
export function interviewUrl(invitationId: number, expiresAt: Date, mail: MailContext) {
  return `${mail.siteUrl}/interview/${signToken(mail.secret, INTERVIEW_PURPOSE, invitationId, expiresAt)}`;
}

/**
 * Invites an application's candidate to book an interview: the invitation, its email (through the
 * outbox) and a timeline note, in one transaction. False when the application is gone or rejected.
 */
export async function inviteToInterview(
  applicationId: number,
  { interviewers, minutes, note }: InviteInput,
  { mail, actor, now = new Date() }: { mail: MailContext; actor: Actor; now?: Date },
) {
  const panel = (await listConsultants({ interviews: true })).filter((person) => interviewers.includes(person.userId));
  return db.transaction().execute(async (trx) => {
    const application = await trx
      .selectFrom("applications")
      .selectAll()
      .where("id", "=", applicationId)
      .executeTakeFirst();
    if (!application || application.stage === "rejected") return false;
    const expiresAt = new Date(now.getTime() + INVITATION_DAYS * DAY_MS);
    const timestamp = now.toISOString();
    const { id } = await trx
      .insertInto("interview_invitations")
      .values({
        application_id: applicationId,
        interviewers: JSON.stringify(interviewers),
        minutes,
        note,
        expires_at: expiresAt.toISOString(),
        created_by: actor.id,
        created_at: timestamp,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const names = panel.map((person) => person.name).join(", ");
    const content = interviewInvitationEmail(
      {
        fullName: application.full_name,
        jobTitle: application.job_title,
        interviewers: names,
        minutes,
        note,
        expiresOn: formatDate(expiresAt),
      },
      mail,
      { bookUrl: interviewUrl(id, expiresAt, mail) },
    );
    const email = { kind: "interview-invitation", about: `application:${applicationId}`, to: application.email };
    await queueEmails(trx, [{ ...email, ...content }], { from: mail.from, now });
    await trx
      .insertInto("application_events")
      .values({
        application_id: applicationId,
        kind: "note",
        note: `Invited to interview with ${names} (${minutes} minutes).`,
        actor: actor.username,
        created_at: timestamp,
      })
      .execute();
    const summary = `Invited the candidate of application #${applicationId} for ${quoted(application.job_title)} to interview`;
    await logActivity(trx, actor, { kind: "application", action: "invited", subjectId: applicationId, summary }, now);
    return true;
  });
}

/** What an invitation's link opens: bookable, or why not (each has its own page). */
export type InvitationState =
  | { status: "invalid" | "expired" | "closed" }
  | { status: "booked"; startsAt: string; officeTimeZone: string }
  | {
      status: "open";
      invitationId: number;
      fullName: string;
      jobTitle: string;
      minutes: number;
      note: string | null;
      hosts: NonNullable<SlotHosts>;
    };

/** Reads an invitation's link: signed here, not expired, its application still open, not yet booked. */
export async function invitationState(token: string, secret: string, now = new Date()): Promise<InvitationState> {
  const check = readToken(secret, INTERVIEW_PURPOSE, token, now);
  if (check.status === "invalid") return { status: "invalid" };
  const row = await db
    .selectFrom("interview_invitations")
    .innerJoin("applications", "applications.id", "interview_invitations.application_id")
    .leftJoin("appointments", "appointments.id", "interview_invitations.appointment_id")
    .select([
      "interview_invitations.id",
      "interview_invitations.interviewers",
      "interview_invitations.minutes",
      "interview_invitations.note",
      "interview_invitations.appointment_id",
      "applications.full_name",
      "applications.job_title",
      "applications.stage",
      "appointments.starts_at",
      "appointments.office_time_zone",
      "appointments.status",
    ])
    .where("interview_invitations.id", "=", check.id)
    .executeTakeFirst();
  // Withdrawn (the application erased, its invitations with it) or rejected: the link is closed.
  if (!row || row.stage === "rejected") return { status: "closed" };
  if (row.appointment_id !== null && row.starts_at && row.status !== "cancelled") {
    return { status: "booked", startsAt: row.starts_at, officeTimeZone: row.office_time_zone! };
  }
  if (check.status === "expired") return { status: "expired" };
  const ids = JSON.parse(row.interviewers) as number[];
  const people = (await listConsultants({ interviews: true })).filter((person) => ids.includes(person.userId));
  if (people.length !== ids.length) return { status: "closed" };
  return {
    status: "open",
    invitationId: row.id,
    fullName: row.full_name,
    jobTitle: row.job_title,
    minutes: row.minutes,
    note: row.note,
    hosts: { people, needs: "all" },
  };
}

export type InterviewBooking = "booked" | "taken" | "used" | "closed";

/**
 * Books the interview of an invitation at `startsAt` (one of the panel's slots): the booking with
 * every interviewer, the invitation used, the application moved to Interview with its timeline
 * entry, and the emails (the candidate's with the calendar file and the reschedule or cancel link,
 * each interviewer's with theirs), all in one transaction. "taken" when the panel is no longer
 * free then; "used" when the link already booked one.
 */
export async function bookInterview(
  invitationId: number,
  startsAt: string,
  { mail, now = new Date() }: { mail: MailContext; now?: Date },
): Promise<InterviewBooking> {
  try {
    return await db.transaction().execute(async (trx) => {
      const invitation = await trx
        .selectFrom("interview_invitations")
        .innerJoin("applications", "applications.id", "interview_invitations.application_id")
        .selectAll("applications")
        .select([
          "interview_invitations.interviewers",
          "interview_invitations.minutes",
          "interview_invitations.appointment_id",
        ])
        .where("interview_invitations.id", "=", invitationId)
        .$if(engine === "postgres", (query) => query.forUpdate())
        .executeTakeFirst();
      if (!invitation || invitation.stage === "rejected") return "closed";
      if (invitation.appointment_id !== null) {
        const previous = await trx
          .selectFrom("appointments")
          .select("status")
          .where("id", "=", invitation.appointment_id)
          .executeTakeFirst();
        if (previous && previous.status !== "cancelled") return "used";
      }
      const panel = JSON.parse(invitation.interviewers) as number[];
      const { hostIds, ...claim } = await claimSlot(trx, startsAt, { panel, minutes: invitation.minutes }, { now });
      const timestamp = now.toISOString();
      const row = await trx
        .insertInto("appointments")
        .values({
          ...claim,
          name: invitation.full_name,
          email: invitation.email,
          phone: invitation.phone,
          company: null,
          topic: `Interview for ${invitation.job_title}`,
          message: null,
          starts_at: startsAt,
          // Nobody needs this token: the candidate's links are signed ones.
          token_hash: hashSecretToken(newSecretToken()),
          status: "confirmed",
          created_at: timestamp,
          updated_at: timestamp,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await addHosts(trx, row.id, startsAt, hostIds);
      await trx
        .updateTable("interview_invitations")
        .set({ appointment_id: row.id })
        .where("id", "=", invitationId)
        .execute();
      const applicationId = invitation.id;
      if (invitation.stage !== "interview") {
        await trx
          .updateTable("applications")
          .set({ stage: "interview", updated_at: timestamp })
          .where("id", "=", applicationId)
          .execute();
      }
      const booking: HostedAppointment = {
        ...camelCaseRow(row),
        hosts: (await bookingHosts([row.id], trx)).get(row.id) ?? [],
      };
      const panelNames = booking.hosts.map((host) => host.name).join(", ");
      await trx
        .insertInto("application_events")
        .values({
          application_id: applicationId,
          kind: "stage",
          from_stage: invitation.stage,
          to_stage: "interview",
          note: `Interview booked for ${formatOfficeSlot(startsAt, claim.office_time_zone)} with ${panelNames}.`,
          actor: "The candidate",
          created_at: timestamp,
        })
        .execute();
      await queueEmails(trx, interviewBookedEmails(booking, applicationId, mail), { from: mail.from, now });
      const summary = `The candidate of application #${applicationId} booked their interview`;
      await logActivity(trx, VISITOR, { kind: "booking", action: "booked", subjectId: row.id, summary }, now);
      return "booked";
    });
  } catch (error) {
    if (error instanceof SlotTakenError || isUniqueViolation(error)) return "taken";
    throw error;
  }
}
