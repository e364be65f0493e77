import {
  bookingCancelledEmail,
  bookingChangedStaffEmail,
  bookingConfirmationEmail,
  bookingConfirmedEmail,
  bookingReminderEmail,
  bookingRescheduledEmail,
  bookingStaffEmail,
  interviewBookedEmail,
  interviewPanelEmail,
} from "~/emails/booking";
import type { EmailContent, MailContext, OutgoingEmail } from "~/emails/email";
import { signToken } from "~/lib/signed-token.server";

import type { Appointment, HostedAppointment } from "./appointment.server";

// Which emails each event of a booking sends, to whom, with which links. The links act without
// signing in: the visitor's manage link and staff's answer links are signed tokens that hold
// until the booking's start.

export const MANAGE_PURPOSE = "booking-manage";
export const ANSWER_PURPOSE = "booking-answer";

const about = (booking: Appointment) => `appointment:${booking.id}`;

/** A signed link of `purpose` for a booking, holding until its start. */
function bookingLink(mail: MailContext, path: string, purpose: string, booking: Appointment) {
  return `${mail.siteUrl}${path}/${signToken(mail.secret, purpose, booking.id, new Date(booking.startsAt))}`;
}

export function manageUrl(booking: Appointment, mail: MailContext) {
  return bookingLink(mail, "/appointment/manage", MANAGE_PURPOSE, booking);
}

function toVisitor(kind: string, booking: Appointment, content: EmailContent): OutgoingEmail {
  return { kind, about: about(booking), to: booking.email, ...content };
}

function toStaff(kind: string, booking: Appointment, mail: MailContext, content: EmailContent): OutgoingEmail {
  return { kind, about: about(booking), to: mail.staff, replyTo: booking.email, ...content };
}

/** A new booking: the visitor's confirmation and staff's notification with Confirm and Decline links. */
export function newBookingEmails(booking: Appointment, mail: MailContext) {
  const answer = bookingLink(mail, "/appointment/answer", ANSWER_PURPOSE, booking);
  return [
    toVisitor(
      "booking-confirmation",
      booking,
      bookingConfirmationEmail(booking, mail, { manageUrl: manageUrl(booking, mail) }),
    ),
    toStaff(
      "booking-staff",
      booking,
      mail,
      bookingStaffEmail(booking, mail, {
        confirmUrl: `${answer}?do=confirm`,
        declineUrl: `${answer}?do=decline`,
      }),
    ),
  ];
}

/** Staff confirmed or cancelled (declined) a booking: the visitor hears of it. Reopening sends nothing. */
export function statusChangeEmails(booking: Appointment, mail: MailContext): OutgoingEmail[] {
  if (booking.status === "confirmed")
    return [
      toVisitor(
        "booking-confirmed",
        booking,
        bookingConfirmedEmail(booking, mail, { manageUrl: manageUrl(booking, mail) }),
      ),
    ];
  if (booking.status === "cancelled")
    return [
      toVisitor(
        "booking-cancelled",
        booking,
        bookingCancelledEmail(booking, mail, { byVisitor: false, reason: booking.statusNote }),
      ),
    ];
  return [];
}

/** The visitor moved their booking: their new calendar entry, and a note to staff. */
export function rescheduleEmails(booking: Appointment, previousStartsAt: string, mail: MailContext) {
  return [
    toVisitor(
      "booking-rescheduled",
      booking,
      bookingRescheduledEmail(booking, mail, { manageUrl: manageUrl(booking, mail) }),
    ),
    toStaff(
      "booking-changed-staff",
      booking,
      mail,
      bookingChangedStaffEmail(booking, mail, { change: "rescheduled", previousStartsAt }),
    ),
  ];
}

/** The visitor cancelled: the calendar entry goes, and staff hear of it. */
export function visitorCancelEmails(booking: Appointment, mail: MailContext) {
  return [
    toVisitor("booking-cancelled", booking, bookingCancelledEmail(booking, mail, { byVisitor: true })),
    toStaff("booking-changed-staff", booking, mail, bookingChangedStaffEmail(booking, mail, { change: "cancelled" })),
  ];
}

export function reminderEmails(booking: Appointment, mail: MailContext) {
  return [
    toVisitor(
      "booking-reminder",
      booking,
      bookingReminderEmail(booking, mail, { manageUrl: manageUrl(booking, mail) }),
    ),
  ];
}

/** A candidate booked their interview: their confirmation, and each interviewer's calendar entry. */
export function interviewBookedEmails(booking: HostedAppointment, applicationId: number, mail: MailContext) {
  const applicationUrl = `${mail.siteUrl}/admin/applications/${applicationId}`;
  const panel = booking.hosts.flatMap((host) => (host.email ? [host.email] : []));
  return [
    toVisitor(
      "interview-booked",
      booking,
      interviewBookedEmail(booking, mail, { manageUrl: manageUrl(booking, mail) }),
    ),
    ...(panel.length > 0
      ? [
          {
            kind: "interview-panel",
            about: about(booking),
            to: panel,
            replyTo: booking.email,
            ...interviewPanelEmail(booking, mail, { applicationUrl }),
          },
        ]
      : []),
  ];
}
