import { createEvent, type EventStatus } from "ics";

import type { CompanySettings } from "~/content/settings";
import type { Appointment } from "~/models/appointment.server";
import type { BookingHost } from "~/models/consultant.server";

/** What a calendar file asks of the visitor's calendar: show it, add or update it, or remove it. */
export type CalendarMethod = "PUBLISH" | "REQUEST" | "CANCEL";

const STATUS: Record<Appointment["status"], EventStatus> = {
  pending: "TENTATIVE",
  confirmed: "CONFIRMED",
  cancelled: "CANCELLED",
};

/**
 * A booking as a calendar file (RFC 5545). Its UID is the booking's, and SEQUENCE counts its
 * changes, so the file from a later email updates (or with CANCEL removes) the same calendar entry.
 */
export function bookingCalendar(
  booking: Pick<Appointment, "id" | "name" | "email" | "topic" | "startsAt" | "minutes" | "status" | "sequence"> & {
    hosts?: readonly BookingHost[];
    calendar?: Appointment["calendar"];
  },
  method: CalendarMethod,
  company: CompanySettings,
) {
  const domain = company.email.split("@")[1];
  const hosts = booking.hosts ?? [];
  const withWhom = hosts.length > 0 ? ` with ${hosts.map((host) => host.name).join(", ")}` : "";
  const { error, value } = createEvent({
    productId: `-//${company.name}//Appointments//EN`,
    method,
    uid: `appointment-${booking.id}@${domain}`,
    sequence: booking.sequence,
    start: new Date(booking.startsAt).getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: booking.minutes },
    ...(booking.calendar === "interview"
      ? {
          title: `${booking.topic} with ${company.name}`,
          description: `A ${booking.minutes}-minute interview${withWhom}. We will email the video link beforehand. Questions: ${company.email}`,
        }
      : {
          title: `Consultation with ${company.name}: ${booking.topic}`,
          description: `Your free ${booking.minutes}-minute consultation about ${booking.topic}${withWhom}. We will email you the video link and a short agenda beforehand. Questions: ${company.email}`,
        }),
    location: "Video call (link sent by email)",
    status: method === "CANCEL" ? "CANCELLED" : STATUS[booking.status],
    organizer: { name: company.name, email: company.email },
    attendees: [
      { name: booking.name, email: booking.email, rsvp: false, partstat: "ACCEPTED", role: "REQ-PARTICIPANT" },
      // The consultant (or each interviewer) attends too, so the file is the same for both sides.
      ...hosts.map((host) => ({
        name: host.name,
        ...(host.email ? { email: host.email } : {}),
        rsvp: false,
        partstat: "ACCEPTED" as const,
        role: "REQ-PARTICIPANT" as const,
      })),
    ],
  });
  if (error || !value) throw error ?? new Error("The calendar file could not be written");
  return value;
}
