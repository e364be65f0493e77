import { formatOfficeSlot } from "~/lib/slots";

type HostedBooking = {
  id: number;
  name: string;
  topic: string;
  startsAt: string;
  minutes: number;
  officeTimeZone: string;
  interview: boolean;
  status: string;
};

/** A consultant's or interviewer's own upcoming bookings, on their dashboard; nothing when they have none. */
export function HostedBookings({ bookings }: { bookings: readonly HostedBooking[] }) {
  if (bookings.length === 0) return null;
  return (
    <section aria-labelledby="hosted-title" className="mt-10 rounded-2xl border border-border bg-background p-6">
      <h2 id="hosted-title" className="text-lg font-semibold">
        Your upcoming bookings
      </h2>
      <ul className="mt-4 grid gap-2 text-sm">
        {bookings.map((booking) => (
          <li key={booking.id}>
            <strong>{formatOfficeSlot(booking.startsAt, booking.officeTimeZone)}</strong>: {booking.name},{" "}
            {booking.interview ? "interview" : booking.topic} · {booking.minutes} minutes
            {booking.status === "pending" ? " · awaiting confirmation" : ""}
          </li>
        ))}
      </ul>
    </section>
  );
}
