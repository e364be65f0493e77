import type { LoaderFunctionArgs } from "@remix-run/node";

import { bookingCalendar } from "~/emails/calendar";
import { meetingOf } from "~/lib/availability";
import { getAppointmentByToken } from "~/models/appointment.server";
import { bookingHosts } from "~/models/consultant.server";
import { siteSettings } from "~/models/site-settings.server";

/** The booking as a calendar file; the link carries the visitor's random token, not the booking's id. */
export async function loader({ params }: LoaderFunctionArgs) {
  const booking = await getAppointmentByToken(params.token ?? "");
  if (!booking || booking.status === "cancelled") throw new Response("Booking not found", { status: 404 });
  const [{ company }, hosts] = await Promise.all([siteSettings(), bookingHosts([booking.id])]);
  return new Response(bookingCalendar({ ...booking, hosts: hosts.get(booking.id) }, "PUBLISH", company), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="lumora-${meetingOf(booking)}.ics"`,
      "Cache-Control": "private, no-store",
    },
  });
}
