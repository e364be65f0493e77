import { getAppointment } from "~/models/appointment.server";

import { recordFromLink } from "./signed-link.server";

/**
 * The booking a signed link (`purpose`) names. A link that was not signed here, or whose booking
 * is gone, is invalid; one past its time is expired.
 */
export async function bookingFromLink(purpose: string, token: string | undefined, now = new Date()) {
  const link = await recordFromLink(purpose, token, getAppointment, now);
  return link.state === "gone" ? ({ state: "invalid" } as const) : link;
}

/** The HTTP status of a link's page: 404 for one that leads nowhere, 410 for one that has expired. */
export function linkStatus(link: { state: string }) {
  return link.state === "invalid" ? 404 : link.state === "expired" ? 410 : 200;
}
