import type { LoaderFunctionArgs } from "@remix-run/node";

import { bookingCalendar } from "~/emails/calendar";
import { getAppointmentByToken } from "~/models/appointment.server";

/** The booking as a calendar file; the link carries the visitor's random token, not the booking's id. */
export async function loader({ params }: LoaderFunctionArgs) {
  const booking = await getAppointmentByToken(params.token ?? "");
  if (!booking || booking.status === "cancelled") throw new Response("Booking not found", { status: 404 });
  return new Response(bookingCalendar(booking, "PUBLISH"), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="lumora-consultation.ics"',
      "Cache-Control": "private, no-store",
    },
  });
}
