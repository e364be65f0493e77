import type { LoaderFunctionArgs } from "@remix-run/node";

import { company } from "~/content/site";
import { SLOT_MINUTES } from "~/lib/slots";
import { getAppointmentByToken } from "~/models/appointment.server";
import { calendarFile } from "~/utils/ics";

/** The booking as a calendar file; the link carries the booking's random token, not its id. */
export async function loader({ params }: LoaderFunctionArgs) {
  const booking = await getAppointmentByToken(params.token ?? "");
  if (!booking || booking.status === "cancelled") throw new Response("Booking not found", { status: 404 });
  const body = calendarFile({
    uid: `${booking.token}@lumoraventures.com`,
    start: booking.startsAt,
    minutes: SLOT_MINUTES,
    summary: `Consultation with ${company.name}: ${booking.topic}`,
    description: `Your free 30-minute consultation about ${booking.topic}. We will email you the video link and a short agenda beforehand. Questions: ${company.email}`,
    location: "Video call (link sent by email)",
    organizerEmail: company.email,
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="lumora-consultation.ics"',
      "Cache-Control": "private, no-store",
    },
  });
}
