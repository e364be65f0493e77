import { readToken } from "~/lib/signed-token.server";
import { getAppointment, type Appointment } from "~/models/appointment.server";

import { env } from "./env.server";

/** What a booking link from an email leads to: its booking, or why it leads nowhere. */
export type BookingLink = { state: "valid"; booking: Appointment } | { state: "expired" } | { state: "invalid" };

/**
 * The booking a signed link (`purpose`) names. A link that was not signed here, or whose booking
 * is gone, is invalid; one past its time is expired. Never throws for a client's bad token.
 */
export async function bookingFromLink(
  purpose: string,
  token: string | undefined,
  now = new Date(),
): Promise<BookingLink> {
  const check = readToken(env.sessionSecret, purpose, token ?? "", now);
  if (check.status === "invalid") return { state: "invalid" };
  if (check.status === "expired") return { state: "expired" };
  const booking = await getAppointment(check.id);
  return booking ? { state: "valid", booking } : { state: "invalid" };
}

/** The HTTP status of a link's page: 404 for one that leads nowhere, 410 for one that has expired. */
export function linkStatus(link: BookingLink) {
  return link.state === "invalid" ? 404 : link.state === "expired" ? 410 : 200;
}
