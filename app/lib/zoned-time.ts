// Wall-clock times in a named time zone (IANA, e.g. Asia/Kolkata) and the UTC instants they are,
// daylight saving time included: for the office's booking slots and a writer's publish time.

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(zone: string) {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** An instant as a clock in `zone` reads it: its date (YYYY-MM-DD), time (HH:mm), and that reading taken as UTC. */
export function wallClock(instant: Date, zone: string) {
  const parts = Object.fromEntries(
    partsIn(zone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    asUtcMs: Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    ),
  };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The UTC instant of a wall-clock date (YYYY-MM-DD) and time (HH:mm) in `zone`; null when either is malformed. */
export function wallTimeToUtc(date: string, time: string, zone: string) {
  const [, year, month, day] = DATE.exec(date) ?? [];
  const [, hour, minute] = TIME.exec(time) ?? [];
  if (!year || !hour) return null;
  const wallAsUtc = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute));
  if (Number.isNaN(wallAsUtc)) return null;
  // Guess with the offset at the wall time read as UTC, then correct once for a DST change in between.
  let instant = wallAsUtc - (wallClock(new Date(wallAsUtc), zone).asUtcMs - wallAsUtc);
  instant = wallAsUtc - (wallClock(new Date(instant), zone).asUtcMs - instant);
  return new Date(instant);
}

/** "2026-12-01T09:30": an instant as a datetime-local field in `zone` shows it. */
export function toDateTimeLocal(instant: string | Date, zone: string) {
  const { date, time } = wallClock(new Date(instant), zone);
  return `${date}T${time}`;
}
