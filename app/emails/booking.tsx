import type { ReactNode } from "react";

import { meetingOf } from "~/lib/availability";
import { formatOfficeSlot, formatSlotIn } from "~/lib/slots";
import type { Appointment } from "~/models/appointment.server";
import type { BookingHost } from "~/models/consultant.server";

import { bookingCalendar, type CalendarMethod } from "./calendar";
import {
  plainText,
  renderEmailHtml,
  textDetails,
  type EmailAttachment,
  type EmailContent,
  type EmailSite,
} from "./email";
import { Button, Details, EmailLayout, Paragraph, Quote } from "./layout";

// The emails about a booking (a consultation, or an interview a candidate booked): to the visitor
// (booked, confirmed, moved, cancelled, reminder) and to staff (a new booking to answer, a change
// the visitor made).

type Booking = Pick<
  Appointment,
  | "id"
  | "name"
  | "email"
  | "phone"
  | "company"
  | "topic"
  | "startsAt"
  | "minutes"
  | "officeTimeZone"
  | "status"
  | "sequence"
  | "timeZone"
  | "message"
> & {
  calendar?: Appointment["calendar"];
  /** Who takes it: its consultant, or the interview panel; none on the team's calendar. */
  hosts?: readonly BookingHost[];
};

/** "Asha Rao and Ben Okafor": the people a booking is with. */
export function hostsText(hosts: readonly BookingHost[] = []) {
  const names = hosts.map((host) => host.name);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? null);
}

/** "Tue, Nov 24, 2026, 9:30 AM PST": a booking's start in the office's zone. */
function officeSlot(booking: Pick<Booking, "startsAt" | "officeTimeZone">, startsAt = booking.startsAt) {
  return formatOfficeSlot(startsAt, booking.officeTimeZone);
}

/** The slot in the office's time, and in the visitor's zone when theirs is another. */
export function slotLines(booking: Pick<Booking, "startsAt" | "timeZone" | "officeTimeZone">) {
  const office = officeSlot(booking);
  const zone = booking.timeZone;
  if (!zone || zone === booking.officeTimeZone) return [office];
  return [office, `${formatSlotIn(booking.startsAt, zone)} (${zone.replace(/_/g, " ")}, your time)`];
}

function calendarFile(booking: Booking, method: CalendarMethod, site: EmailSite): EmailAttachment {
  const name = meetingOf(booking);
  return {
    filename: method === "CANCEL" ? `cancelled-${name}.ics` : `${name}.ics`,
    contentType: "text/calendar; charset=utf-8",
    content: bookingCalendar(booking, method, site.company),
    method: method === "PUBLISH" ? undefined : method,
  };
}

function details(booking: Booking): Array<[string, string | null]> {
  return [
    ["When", slotLines(booking).join("\n")],
    ["Length", `${booking.minutes} minutes, by video call`],
    ["Topic", booking.topic],
    ["With", hostsText(booking.hosts)],
  ];
}

type VisitorEmail = {
  subject: string;
  title: string;
  intro: string;
  booking: Booking;
  site: EmailSite;
  /** The visitor's link to reschedule or cancel; none once the booking is cancelled. */
  manageUrl?: string;
  note?: string | null;
  method: CalendarMethod;
  outro?: string;
};

/** The shape every email to the visitor shares: the news, the slot, the manage link, the calendar file. */
function visitorEmail({ subject, title, intro, booking, site, manageUrl, note, method, outro }: VisitorEmail) {
  const { company } = site;
  const rows = details(booking);
  const manage: ReactNode = manageUrl ? (
    <>
      <Paragraph>Need another time, or can't make it?</Paragraph>
      <Button href={manageUrl}>Reschedule or cancel</Button>
    </>
  ) : null;
  return {
    subject,
    text: plainText(
      `Hello ${booking.name},`,
      intro,
      textDetails(rows),
      note ? `Our note: ${note}` : null,
      manageUrl ? `Need another time, or can't make it? Reschedule or cancel: ${manageUrl}` : null,
      outro,
      `— ${company.name}, ${company.email}, ${company.phone}`,
    ),
    html: renderEmailHtml(
      <EmailLayout title={title} site={site}>
        <Paragraph>Hello {booking.name},</Paragraph>
        <Paragraph>{intro}</Paragraph>
        <Details rows={rows} />
        {note ? <Quote>{note}</Quote> : null}
        {manage}
        {outro ? <Paragraph>{outro}</Paragraph> : null}
      </EmailLayout>,
    ),
    attachments: [calendarFile(booking, method, site)],
  } satisfies EmailContent;
}

const CALENDAR_HINT = "The attached calendar file adds it to your calendar.";

export function bookingConfirmationEmail(booking: Booking, site: EmailSite, links: { manageUrl: string }) {
  return visitorEmail({
    subject: `Your consultation is booked: ${officeSlot(booking)}`,
    title: "Your consultation is booked",
    intro: `Thank you for booking a free consultation with ${site.company.name}. We will confirm shortly and send the video link and a short agenda before the call. ${CALENDAR_HINT}`,
    booking,
    method: "REQUEST",
    site,
    ...links,
  });
}

/** The candidate booked their interview from the invitation's link. */
export function interviewBookedEmail(booking: Booking, site: EmailSite, links: { manageUrl: string }) {
  return visitorEmail({
    subject: `Your interview is booked: ${officeSlot(booking)}`,
    title: "Your interview is booked",
    intro: `Thank you: we look forward to meeting you. We will send the video link before the interview. ${CALENDAR_HINT}`,
    booking,
    method: "REQUEST",
    site,
    ...links,
  });
}

/** To each interviewer: the interview a candidate booked with them, with the calendar file. */
export function interviewPanelEmail(booking: Booking, site: EmailSite, { applicationUrl }: { applicationUrl: string }) {
  const subject = `Interview booked: ${booking.name}, ${officeSlot(booking)}`;
  const rows: Array<[string, string | null]> = [
    ["When", officeSlot(booking)],
    ["Candidate", booking.name],
    ["About", booking.topic],
    ["Length", `${booking.minutes} minutes`],
    ["Panel", hostsText(booking.hosts)],
  ];
  return {
    subject,
    text: plainText(textDetails(rows), `The application: ${applicationUrl}`),
    html: renderEmailHtml(
      <EmailLayout title={subject} site={site}>
        <Details rows={rows} />
        <Button href={applicationUrl}>Open the application</Button>
      </EmailLayout>,
    ),
    attachments: [calendarFile(booking, "REQUEST", site)],
  } satisfies EmailContent;
}

export function bookingConfirmedEmail(booking: Booking, site: EmailSite, links: { manageUrl: string }) {
  return visitorEmail({
    subject: `Confirmed: your ${meetingOf(booking)} on ${officeSlot(booking)}`,
    title: `Your ${meetingOf(booking)} is confirmed`,
    intro: `We look forward to talking with you. ${CALENDAR_HINT}`,
    booking,
    method: "REQUEST",
    site,
    ...links,
  });
}

export function bookingRescheduledEmail(booking: Booking, site: EmailSite, links: { manageUrl: string }) {
  return visitorEmail({
    subject: `Moved: your ${meetingOf(booking)} is now on ${officeSlot(booking)}`,
    title: `Your ${meetingOf(booking)} has moved`,
    intro: `Your ${meetingOf(booking)} is now at the time below. The attached calendar file updates the entry in your calendar.`,
    booking,
    method: "REQUEST",
    site,
    ...links,
  });
}

export function bookingReminderEmail(booking: Booking, site: EmailSite, links: { manageUrl: string }) {
  return visitorEmail({
    subject: `Tomorrow: your ${meetingOf(booking)} with ${site.company.name}`,
    title: "See you tomorrow",
    intro: `A reminder of your ${meetingOf(booking)} with us:`,
    booking,
    method: "REQUEST",
    site,
    ...links,
  });
}

/** The booking is off: declined or cancelled by us (with our reason, if given), or by the visitor. */
export function bookingCancelledEmail(
  booking: Booking,
  site: EmailSite,
  { byVisitor, reason }: { byVisitor: boolean; reason?: string | null },
) {
  return visitorEmail({
    subject: `Cancelled: your ${meetingOf(booking)} on ${officeSlot(booking)}`,
    title: `Your ${meetingOf(booking)} is cancelled`,
    intro: byVisitor
      ? `As you asked, we have cancelled your ${meetingOf(booking)}. The attached calendar file removes it from your calendar.`
      : `We are sorry: we cannot meet at this time and have cancelled the ${meetingOf(booking)}. The attached calendar file removes it from your calendar.`,
    booking,
    site,
    note: reason,
    method: "CANCEL",
    outro:
      meetingOf(booking) === "interview"
        ? "Reply to this email and we will find another time with you."
        : `You are welcome to book another time: ${site.siteUrl}/appointment`,
  });
}

/** What staff are shown of a booking: in their notification, and on the page its links open. */
export function staffBookingFacts(
  booking: Pick<
    Booking,
    "startsAt" | "officeTimeZone" | "name" | "email" | "phone" | "company" | "topic" | "timeZone" | "message" | "hosts"
  >,
): Array<[string, string | null]> {
  return [
    ["When", officeSlot(booking)],
    ["With", hostsText(booking.hosts)],
    ["Name", booking.name],
    ["Email", booking.email],
    ["Phone", booking.phone],
    ["Company", booking.company],
    ["Topic", booking.topic],
    ["Visitor's time zone", booking.timeZone],
    ["Message", booking.message],
  ];
}

/** To staff: a new booking, with links that confirm or decline it without signing in. */
export function bookingStaffEmail(
  booking: Booking,
  site: EmailSite,
  { confirmUrl, declineUrl }: { confirmUrl: string; declineUrl: string },
): EmailContent {
  const { siteUrl } = site;
  const subject = `New booking: ${booking.name}, ${officeSlot(booking)}`;
  const rows = staffBookingFacts(booking);
  return {
    subject,
    text: plainText(
      textDetails(rows),
      `Confirm: ${confirmUrl}`,
      `Decline: ${declineUrl}`,
      `All bookings: ${siteUrl}/admin/appointments`,
    ),
    html: renderEmailHtml(
      <EmailLayout title={subject} site={site}>
        <Details rows={rows} />
        <Button href={confirmUrl}>Confirm</Button>
        <Button href={declineUrl}>Decline</Button>
        <Paragraph>
          Each link asks once more before it acts. <a href={`${siteUrl}/admin/appointments`}>All bookings</a>
        </Paragraph>
      </EmailLayout>,
    ),
  };
}

/** To staff: the visitor moved or cancelled their booking. */
export function bookingChangedStaffEmail(
  booking: Booking,
  site: EmailSite,
  { change, previousStartsAt }: { change: "rescheduled" | "cancelled"; previousStartsAt?: string },
): EmailContent {
  const { siteUrl } = site;
  const subject =
    change === "rescheduled"
      ? `Booking moved: ${booking.name}, now ${officeSlot(booking)}`
      : `Booking cancelled: ${booking.name}, ${officeSlot(booking)}`;
  const rows: Array<[string, string | null]> = [
    ...(previousStartsAt ? [["Was", officeSlot(booking, previousStartsAt)] as [string, string]] : []),
    ...staffBookingFacts(booking),
  ];
  const intro =
    change === "rescheduled"
      ? `${booking.name} moved their ${meetingOf(booking)} from their booking's manage page.`
      : `${booking.name} cancelled their ${meetingOf(booking)} from their booking's manage page; the slot is free again.`;
  return {
    subject,
    text: plainText(intro, textDetails(rows), `All bookings: ${siteUrl}/admin/appointments`),
    html: renderEmailHtml(
      <EmailLayout title={subject} site={site}>
        <Paragraph>{intro}</Paragraph>
        <Details rows={rows} />
        <Paragraph>
          <a href={`${siteUrl}/admin/appointments`}>All bookings</a>
        </Paragraph>
      </EmailLayout>,
    ),
  };
}
