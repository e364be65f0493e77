// Free consultation slots for the soak's bookings: each visitor reads a day's slots from the
// booking page's data (as its date picker does), and takes one no other visitor of this run took,
// so that no booking is refused for a taken slot. Days run from the day after the first bookable
// one (a slot later today could pass between reading and booking) to the end of the window.
import { decode } from "turbo-stream";

import { bodyText } from "./soak-visitor.mjs";

const BOOKING_ROUTE = "routes/_public.appointment";
/** The booking page's data request (single fetch), its own loader only. */
const BOOKING_DATA = `/appointment.data?_routes=${encodeURIComponent(BOOKING_ROUTE)}`;

/** The booking page's loader data from its data request's answer (turbo-stream, as Remix's client reads it). */
async function bookingData(response) {
  const { value, done } = await decode(new Response(bodyText(response)).body, { plugins: [() => ({ value: null })] });
  await done;
  return value[BOOKING_ROUTE].data;
}

/** The office date after `date` (YYYY-MM-DD) that is a weekday. */
function nextWeekday(date) {
  const day = new Date(`${date}T00:00:00Z`);
  do day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6);
  return day.toISOString().slice(0, 10);
}

/** The slots of this run; `take(visitor)` resolves to a free { date, time }, or null when every day is full. */
export function slotBook() {
  const taken = new Set();
  let window = null;
  let date = null;
  return {
    async take(visitor) {
      if (!window) {
        const first = await bookingData(await visitor.expect(BOOKING_DATA));
        window ??= first.window;
        date ??= nextWeekday(first.date);
      }
      while (date <= window.last) {
        const asked = date;
        const day = await bookingData(await visitor.expect(`${BOOKING_DATA}&date=${asked}`));
        const free = day.slots.find((slot) => slot.available && !taken.has(`${asked} ${slot.time}`));
        if (free) {
          taken.add(`${asked} ${free.time}`);
          return { date: asked, time: free.time };
        }
        // Full: the next visitor asks for the next day (unless another already moved on).
        if (date === asked) date = nextWeekday(asked);
      }
      return null;
    },
    booked: () => taken.size,
  };
}
