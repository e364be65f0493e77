import { Link } from "@remix-run/react";

type OutsideBooking = { id: number; name: string; topic: string; when: string };

/** The upcoming bookings a change of hours left outside them: listed for staff, never cancelled. */
export function OutsideBookings({ bookings }: { bookings: readonly OutsideBooking[] }) {
  if (bookings.length === 0) return null;
  return (
    <section aria-labelledby="outside-title" className="mt-8 rounded-2xl border border-danger/40 bg-danger/10 p-6">
      <h2 id="outside-title" className="text-lg font-semibold">
        Bookings outside the hours
      </h2>
      <p className="mt-1 text-sm">
        These upcoming bookings were made before the hours changed. They stand until you move or cancel them.
      </p>
      <ul className="mt-4 grid gap-2 text-sm">
        {bookings.map((booking) => (
          <li key={booking.id}>
            <strong>{booking.when}</strong>: {booking.name}, {booking.topic}
          </li>
        ))}
      </ul>
      <Link to="/admin/appointments" className="btn-outline mt-4">
        Handle them in Appointments
      </Link>
    </section>
  );
}
